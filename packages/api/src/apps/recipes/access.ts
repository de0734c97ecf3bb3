// Who may change a recipe or a note. The collection is shared: every holder of
// Recipes/Read reads every recipe that is not archived. Editing an existing recipe needs Update and being
// its creator, or Update and the role 'Recipe Super User' or Admin; archiving needs the same and Delete; a
// new recipe needs Create. A note is editable by its author, the recipe's creator, a Recipe Super User or an
// Admin. Roles are read at the moment of the request, so a role taken back stops working at once.
import type { Knex } from 'knex';
import { ADMIN_CLAIM, RoleName, hasClaim } from '@lcars/contract';
import { RECIPE_SUPER_USER_ROLE } from '@lcars/contract/recipes';
import type { Db } from '../../db/knex.js';
import type { AuthUser } from '../../http/context.js';
import { typed } from '../../db/typed.js';

export type Queryable = Db | Knex.Transaction;

export interface RecipeContext {
  db: Db;
  user: AuthUser;
}

/** The caller as the recipe rules see them. */
export interface RecipeActor {
  id: number;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  /** Holds the role 'Recipe Super User' or Admin (or the administrator's claim). */
  elevated: boolean;
}

export async function actorOf(db: Queryable, user: AuthUser): Promise<RecipeActor> {
  const roles = await typed<unknown[]>(
    db('user_roles')
      .join('roles', 'roles.id', 'user_roles.role_id')
      .where('user_roles.user_id', user.id)
      .whereIn('roles.name', [RECIPE_SUPER_USER_ROLE, RoleName.Admin])
      .select('roles.name'),
  );
  return {
    id: user.id,
    canCreate: hasClaim(user.claims, 'Recipes', 'Create'),
    canUpdate: hasClaim(user.claims, 'Recipes', 'Update'),
    canDelete: hasClaim(user.claims, 'Recipes', 'Delete'),
    elevated: roles.length > 0 || hasClaim(user.claims, ADMIN_CLAIM.type, ADMIN_CLAIM.value),
  };
}

/** Whether the actor may edit a recipe created by `createdById` (null: a new recipe). */
export function canEditRecipe(actor: RecipeActor, createdById: number | null): boolean {
  if (createdById === null) return actor.canCreate;
  return actor.canUpdate && (createdById === actor.id || actor.elevated);
}

/** Archive: the edit status plus Delete. (Online only: the device never sends it offline.) */
export function canArchiveRecipe(actor: RecipeActor, createdById: number): boolean {
  return canEditRecipe(actor, createdById) && actor.canDelete;
}

/** Whether the actor may edit, delete or hide a note. */
export function canEditNote(actor: RecipeActor, recipeCreatedById: number, noteUserId: number): boolean {
  return actor.elevated || actor.id === recipeCreatedById || actor.id === noteUserId;
}

/** The notes of a whole recipe (delete all, hide all or others'): its creator, a Super User or an Admin. */
export function canModerateNotes(actor: RecipeActor, recipeCreatedById: number): boolean {
  return actor.elevated || actor.id === recipeCreatedById;
}
