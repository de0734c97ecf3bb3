// Changing recipes: save (recipe, ingredient tree and search index in one transaction), archive, rate, favour.
import type { Knex } from 'knex';
import { SystemItemType } from '@lcars/contract';
import { RECIPE_MESSAGES, type Recipe, type RecipeRating, type RecipeSave } from '@lcars/contract/recipes';
import { count } from '../../db/knex.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { actorOf, canArchiveRecipe, canEditRecipe, type Queryable, type RecipeContext } from './access.js';
import { typed } from '../../db/typed.js';
import { isPostgres, touchRecipe } from './rows.js';
import {
  checkLookups,
  ingredientsText,
  insertIngredients,
  lookupTitles,
  withTypedLookups,
} from './ingredients.js';
import { getRecipe } from './reads.js';

// ---- Writes ---------------------------------------------------------------------------------------

/** The stored creator of a recipe that is not archived, locked for the transaction on PostgreSQL. */
export async function lockRecipe(
  trx: Knex.Transaction,
  id: number,
): Promise<{ created_by_id: number; title: string }> {
  let query = trx('recipes').where({ id, archived: false }).select('created_by_id', 'title');
  if (isPostgres(trx)) query = query.forUpdate();
  const row = await typed<{ created_by_id: number; title: string } | undefined>(query.first());
  if (!row) throw notFound(`Recipe ${id} was not found.`);
  return row;
}

/**
 * What the FTS5 table holds of a recipe row: its type goes in with the tags as a word of its own
 * ("recipetype9", search.ts), so a search under All finds recipes by their type's title.
 */
export const FTS_SOURCE_COLUMNS =
  "id, title, author_name, instructions, ingredients_text, tags || ' recipetype' || coalesce(recipe_type_id, 0)";

/** Refreshes the search index of one recipe from its row (SQLite: FTS5; PostgreSQL's column is generated). */
export async function reindexRecipe(trx: Knex.Transaction, id: number): Promise<void> {
  if (isPostgres(trx)) return;
  await trx.raw('DELETE FROM recipes_fts WHERE rowid = ?', [id]);
  await trx.raw(
    `INSERT INTO recipes_fts (rowid, title, author_name, instructions, ingredients, tags)
     SELECT ${FTS_SOURCE_COLUMNS} FROM recipes
     WHERE id = ? AND archived = 0`,
    [id],
  );
}

function fieldsOf(input: RecipeSave) {
  // Zero prep times are no prep time (Recipe save).
  const zeroIsEmpty = (value: number | null): number | null => (value === 0 ? null : value);
  return {
    title: input.title,
    description: input.description,
    author_name: input.authorName,
    recipe_type_id: input.recipeTypeId,
    prep_time_type_id: input.prepTimeTypeId,
    prep_start_time: zeroIsEmpty(input.prepStartTime),
    prep_end_time: zeroIsEmpty(input.prepEndTime),
    cook_time_type_id: input.cookTimeTypeId,
    cook_start_time: input.cookStartTime,
    cook_end_time: input.cookEndTime,
    total_time_type_id: input.totalTimeTypeId,
    total_start_time: input.totalStartTime,
    total_end_time: input.totalEndTime,
    total_time_auto_calculate: input.totalTimeAutoCalculate,
    servings: input.servings,
    serving_title: input.servingTitle,
    serving_scalable: input.servingScalable,
    instructions: input.instructions,
    tags: input.tags,
  };
}

async function checkTypes(trx: Knex.Transaction, input: RecipeSave): Promise<void> {
  const wanted: [string, number, number | null][] = [
    ['recipeTypeId', SystemItemType.RecipeType, input.recipeTypeId],
    ['prepTimeTypeId', SystemItemType.TimeType, input.prepTimeTypeId],
    ['cookTimeTypeId', SystemItemType.TimeType, input.cookTimeTypeId],
    ['totalTimeTypeId', SystemItemType.TimeType, input.totalTimeTypeId],
  ];
  for (const [field, type, id] of wanted) {
    if (id === null) continue;
    const found = await typed<unknown>(trx('system_items').where({ system_item_type: type, id }).first('id'));
    if (!found) throw badRequest([{ field, message: 'The value is not in the list.' }]);
  }
}

/** Creates (id 0) or updates a recipe: fields, ingredient tree, search index and freshness, one transaction. */
export async function saveRecipe(context: RecipeContext, sent: RecipeSave): Promise<Recipe> {
  const { db, user } = context;
  const id = await db.transaction(async (trx) => {
    const actor = await actorOf(trx, user);
    // Who may not save the recipe adds nothing to the lists: the check comes before the typed entries.
    if (sent.id === 0 && !canEditRecipe(actor, null))
      throw forbidden('Adding a recipe needs the Recipes/Create claim.');
    if (sent.id !== 0) {
      const existing = await lockRecipe(trx, sent.id);
      if (!canEditRecipe(actor, existing.created_by_id))
        throw forbidden(
          'Only its creator, a Recipe Super User or an Admin (with Recipes/Update) may edit this recipe.',
        );
    }
    const input = { ...sent, ingredients: await withTypedLookups(trx, sent.ingredients) };
    const titles = await lookupTitles(trx);
    checkLookups(input.ingredients, titles);
    await checkTypes(trx, input);
    const now = new Date();
    const fields = {
      ...fieldsOf(input),
      ingredients_text: ingredientsText(input.ingredients, titles),
      modified_by_id: user.id,
      last_modified_date: now,
    };
    let recipeId = input.id;
    if (recipeId === 0) {
      if (!canEditRecipe(actor, null)) throw forbidden('Adding a recipe needs the Recipes/Create claim.');
      const [inserted] = await typed<{ id: number }[]>(
        trx('recipes')
          .insert({ ...fields, created_by_id: user.id, created_date: now })
          .returning('id'),
      );
      recipeId = Number(inserted?.id);
    } else {
      const existing = await lockRecipe(trx, recipeId);
      if (!canEditRecipe(actor, existing.created_by_id))
        throw forbidden(
          'Only its creator, a Recipe Super User or an Admin (with Recipes/Update) may edit this recipe.',
        );
      await trx('recipes').where({ id: recipeId }).update(fields);
      await trx('recipe_ingredients').where({ recipe_id: recipeId }).delete();
    }
    await insertIngredients(trx, recipeId, input.ingredients, null, false);
    await reindexRecipe(trx, recipeId);
    await touchRecipe(trx, recipeId);
    return recipeId;
  });
  return getRecipe(context, id);
}

export async function archiveRecipe(context: RecipeContext, id: number) {
  const { db, user } = context;
  return db.transaction(async (trx) => {
    const actor = await actorOf(trx, user);
    const existing = await lockRecipe(trx, id);
    if (!canArchiveRecipe(actor, existing.created_by_id))
      throw forbidden(
        'Only its creator, a Recipe Super User or an Admin (with Recipes/Update and Delete) may archive this recipe.',
      );
    await trx('recipes').where({ id }).update({
      archived: true,
      archived_date: new Date(),
      modified_by_id: user.id,
      last_modified_date: new Date(),
    });
    await reindexRecipe(trx, id);
    await touchRecipe(trx, id);
    return { id, title: existing.title, message: RECIPE_MESSAGES.archived(existing.title) };
  });
}

async function requireReadable(db: Queryable, id: number): Promise<void> {
  const found = await typed<unknown>(db('recipes').where({ id, archived: false }).first('id'));
  if (!found) throw notFound(`Recipe ${id} was not found.`);
}

/** One rating per user (a second one replaces the first); the overall rating is their average. */
export async function rateRecipe(context: RecipeContext, id: number, rating: number): Promise<RecipeRating> {
  const { db, user } = context;
  return db.transaction(async (trx) => {
    // The recipe row's lock orders concurrent raters, so each average is taken after the others committed
    // (PostgreSQL: an UPDATE's subquery reads the snapshot of its statement's start).
    await lockRecipe(trx, id);
    await trx('recipe_ratings')
      .insert({ recipe_id: id, user_id: user.id, rating, modified_date: new Date() })
      .onConflict(['recipe_id', 'user_id'])
      .merge(['rating', 'modified_date']);
    // One statement: concurrent raters each leave the average of every rating then committed.
    await trx('recipes')
      .where({ id })
      .update({
        overall_rating: trx('recipe_ratings').where({ recipe_id: id }).avg('rating'),
        rating_count: trx('recipe_ratings').where({ recipe_id: id }).count('*'),
      });
    await touchRecipe(trx, id);
    const row = await typed<{
      overall_rating: number | string;
      rating_count: number | string;
    }>(trx('recipes').where({ id }).first('overall_rating', 'rating_count'));
    return {
      id,
      overallRating: Math.round(Number(row.overall_rating) * 100) / 100,
      userRating: rating,
      ratingCount: count(row.rating_count),
    };
  });
}

export async function setFavorite(context: RecipeContext, id: number, favorite: boolean) {
  const { db, user } = context;
  await requireReadable(db, id);
  if (favorite) {
    await db('recipe_favorites')
      .insert({ user_id: user.id, recipe_id: id, created_date: new Date() })
      .onConflict(['user_id', 'recipe_id'])
      .ignore();
  } else {
    await db('recipe_favorites').where({ user_id: user.id, recipe_id: id }).delete();
  }
  return { id, favorite };
}

export { requireReadable };
