// A recipe's ingredient tree: read, checked against the lookup lists, written, and as text.
import type { Knex } from 'knex';
import { SystemItemType } from '@lcars/contract';
import { type Ingredient, type IngredientInput } from '@lcars/contract/recipes';
import { bool } from '../../db/knex.js';
import { badRequest } from '../../http/errors.js';
import { findOrAddSystemItem } from '../../platform/system-items/service.js';
import { type Queryable } from './access.js';
import { typed } from '../../db/typed.js';

// ---- Ingredients ----------------------------------------------------------------------------------

export interface IngredientRow {
  id: number;
  recipe_id: number;
  parent_id: number | null;
  is_group: boolean | number;
  is_substitution: boolean | number;
  group_title: string;
  ingredient_order: number;
  amount: string;
  measurement_id: number | null;
  product_id: number | null;
  additional_information: string;
  substitution: boolean | number;
  show_substitutions: boolean | number;
}

/** The stored rows of recipes as trees: top-level lines and groups, in order. */
export async function ingredientTrees(
  db: Queryable,
  recipeIds: number[],
): Promise<Map<number, Ingredient[]>> {
  const trees = new Map<number, Ingredient[]>(recipeIds.map((id) => [id, []]));
  if (recipeIds.length === 0) return trees;
  const rows: IngredientRow[] = [];
  // Chunks keep the IN list under SQLite's variable limit for the offline preload of every recipe.
  for (let start = 0; start < recipeIds.length; start += 500) {
    rows.push(
      ...(await typed<IngredientRow[]>(
        db('recipe_ingredients')
          .whereIn('recipe_id', recipeIds.slice(start, start + 500))
          .orderBy([
            { column: 'recipe_id', order: 'asc' },
            { column: 'ingredient_order', order: 'asc' },
            { column: 'id', order: 'asc' },
          ])
          .select('*'),
      )),
    );
  }
  const byId = new Map<number, Ingredient>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      recipeId: row.recipe_id,
      isGroup: bool(row.is_group),
      isNew: false,
      isSubstitution: bool(row.is_substitution),
      groupTitle: row.group_title,
      ingredientOrder: row.ingredient_order,
      ingredients: [],
      amount: row.amount,
      measurementId: row.measurement_id,
      productId: row.product_id,
      additionalInformation: row.additional_information,
      substitution: bool(row.substitution),
      substitutionIngredients: [],
      showSubstitutions: bool(row.show_substitutions),
    });
  }
  for (const row of rows) {
    const ingredient = byId.get(row.id)!;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    if (parent === undefined) trees.get(row.recipe_id)?.push(ingredient);
    else if (ingredient.isSubstitution) parent.substitutionIngredients.push(ingredient);
    else parent.ingredients.push(ingredient);
  }
  return trees;
}

export interface Titles {
  measurements: Map<number, string>;
  products: Map<number, string>;
}

export async function lookupTitles(db: Queryable): Promise<Titles> {
  const rows = await typed<{ system_item_type: number; id: number; title: string }[]>(
    db('system_items')
      .whereIn('system_item_type', [SystemItemType.Measurement, SystemItemType.Product])
      .select('system_item_type', 'id', 'title'),
  );
  const titles: Titles = { measurements: new Map(), products: new Map() };
  for (const row of rows) {
    (row.system_item_type === SystemItemType.Product ? titles.products : titles.measurements).set(
      row.id,
      row.title,
    );
  }
  return titles;
}

/** The ingredient lines as searchable text: group titles, amounts, measurements, products, notes. */
export function ingredientsText(ingredients: readonly IngredientInput[], titles: Titles): string {
  const lines: string[] = [];
  const walk = (list: readonly IngredientInput[]): void => {
    for (const ingredient of list) {
      lines.push(
        [
          ingredient.groupTitle,
          ingredient.amount,
          ingredient.measurementId == null ? '' : titles.measurements.get(ingredient.measurementId),
          ingredient.productId == null ? '' : titles.products.get(ingredient.productId),
          ingredient.additionalInformation,
        ]
          .filter((part) => part !== undefined && part !== '')
          .join(' '),
      );
      walk(ingredient.ingredients ?? []);
      walk(ingredient.substitutionIngredients ?? []);
    }
  };
  walk(ingredients);
  return lines.filter((line) => line !== '').join('\n');
}

/**
 * The lines with each typed ingredient or measurement (productTitle, measurementTitle, with no id) turned into
 * the id of its lookup entry, added to the list when it is new: free text is kept, not dropped.
 */
export async function withTypedLookups(
  trx: Knex.Transaction,
  ingredients: readonly IngredientInput[],
): Promise<IngredientInput[]> {
  const resolved: IngredientInput[] = [];
  for (const ingredient of ingredients) {
    const { productTitle = '', measurementTitle = '', ...line } = ingredient;
    resolved.push({
      ...line,
      productId:
        line.productId == null && productTitle !== ''
          ? await findOrAddSystemItem(trx, SystemItemType.Product, productTitle)
          : line.productId,
      measurementId:
        line.measurementId == null && measurementTitle !== ''
          ? await findOrAddSystemItem(trx, SystemItemType.Measurement, measurementTitle)
          : line.measurementId,
      ...(line.ingredients ? { ingredients: await withTypedLookups(trx, line.ingredients) } : {}),
      ...(line.substitutionIngredients
        ? { substitutionIngredients: await withTypedLookups(trx, line.substitutionIngredients) }
        : {}),
    });
  }
  return resolved;
}

/** Rejects ids of measurements and products that are not in the lookup lists (400 naming the field). */
export function checkLookups(
  ingredients: readonly IngredientInput[],
  titles: Titles,
  path = 'ingredients',
): void {
  ingredients.forEach((ingredient, index) => {
    const at = `${path}.${index}`;
    if (ingredient.measurementId != null && !titles.measurements.has(ingredient.measurementId))
      throw badRequest([{ field: `${at}.measurementId`, message: 'Measurement is not in the list.' }]);
    if (ingredient.productId != null && !titles.products.has(ingredient.productId))
      throw badRequest([{ field: `${at}.productId`, message: 'Ingredient is not in the list.' }]);
    checkLookups(ingredient.ingredients ?? [], titles, `${at}.ingredients`);
    checkLookups(ingredient.substitutionIngredients ?? [], titles, `${at}.substitutionIngredients`);
  });
}

/** Writes the tree in the order the form sent it (ingredientOrder renumbered 1, 2, ...). */
export async function insertIngredients(
  trx: Knex.Transaction,
  recipeId: number,
  ingredients: readonly IngredientInput[],
  parentId: number | null,
  asSubstitution: boolean,
): Promise<void> {
  let order = 0;
  for (const ingredient of ingredients) {
    order += 1;
    const isGroup = !asSubstitution && ingredient.isGroup === true && parentId === null;
    const [inserted] = await typed<{ id: number }[]>(
      trx('recipe_ingredients')
        .insert({
          recipe_id: recipeId,
          parent_id: parentId,
          is_group: isGroup,
          is_substitution: asSubstitution,
          group_title: ingredient.groupTitle ?? '',
          ingredient_order: order,
          amount: isGroup ? '' : (ingredient.amount ?? ''),
          measurement_id: isGroup ? null : (ingredient.measurementId ?? null),
          product_id: isGroup ? null : (ingredient.productId ?? null),
          additional_information: ingredient.additionalInformation ?? '',
          substitution:
            (ingredient.substitutionIngredients ?? []).length > 0 || ingredient.substitution === true,
          show_substitutions: ingredient.showSubstitutions === true,
        })
        .returning('id'),
    );
    const id = Number(inserted?.id);
    if (isGroup) await insertIngredients(trx, recipeId, ingredient.ingredients ?? [], id, false);
    if (!asSubstitution)
      await insertIngredients(trx, recipeId, ingredient.substitutionIngredients ?? [], id, true);
  }
}
