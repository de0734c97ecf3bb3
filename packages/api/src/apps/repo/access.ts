// Who may see and change a repository, decided again on every call from the database (so a share taken
// back takes effect at once): the owner, or a user it is shared with. Anyone else gets 404, so that a
// repository's existence is not leaked. A shared user changes values and fields only with shareUsersCanEdit,
// and the user list only with shareUsersCanEditUsers; the two flags and deleting are the owner's.
import type { Knex } from 'knex';
import { hasClaim } from '@lcars/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { bool } from '../../db/knex.js';
import type { AuthUser } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import { typed } from '../../db/typed.js';

export type Queryable = Db | Knex.Transaction;

export interface RepoContext {
  db: Db;
  user: AuthUser;
  config: Config;
}

export interface RepoRow {
  id: number;
  title: string;
  description: string;
  repo_enabled: boolean | number;
  share_users_can_edit: boolean | number;
  share_users_can_edit_users: boolean | number;
  created_by_id: number | null;
  modified_by_id: number | null;
  created_at: unknown;
  modified_at: unknown;
}

export interface RepoPermissions {
  owner: boolean;
  canEdit: boolean;
  canEditUsers: boolean;
}

export function permissionsOf(row: RepoRow, userId: number): RepoPermissions {
  const owner = row.created_by_id === userId;
  return {
    owner,
    canEdit: owner || bool(row.share_users_can_edit),
    canEditUsers: owner || bool(row.share_users_can_edit_users),
  };
}

/** Repositories the user owns or that are shared with them. */
export function visibleRepos(db: Queryable, userId: number): Knex.QueryBuilder {
  return db('repo_repos as r').where((where) => {
    where.where('r.created_by_id', userId).orWhereExists((exists) => {
      exists
        .select(db.raw('1'))
        .from('repo_users as s')
        .whereRaw('s.repo_id = r.id')
        .andWhere('s.user_id', userId);
    });
  });
}

export const repoNotFound = (id: number) => notFound(`The repository ${id} was not found.`);

/** The repository and what the user may do with it; 404 when it is not theirs nor shared with them. */
export async function loadRepo(
  db: Queryable,
  userId: number,
  repoId: number,
): Promise<{ row: RepoRow; permissions: RepoPermissions }> {
  const row = await typed<RepoRow | undefined>(visibleRepos(db, userId).where('r.id', repoId).first('r.*'));
  if (!row) throw repoNotFound(repoId);
  return { row, permissions: permissionsOf(row, userId) };
}

/** Repos/Create, Update or Delete: the Member role has them; checked where one route serves several. */
export function requireRepoClaim(user: AuthUser, value: 'Create' | 'Update' | 'Delete' | 'Read'): void {
  if (!hasClaim(user.claims, 'Repos', value)) throw forbidden(`This needs the Repos claim ${value}.`);
}

export function requireEdit(permissions: RepoPermissions): void {
  if (!permissions.canEdit) throw forbidden('This repository is shared with you read-only.');
}

export function requireOwner(permissions: RepoPermissions, what: string): void {
  if (!permissions.owner) throw forbidden(`Only the owner of this repository may ${what}.`);
}
