// The portal's own term in a Nextcloud Cookbook recipe.json (`lcarsRecipe`): the whole recipe form, its lookup
// ids written as titles so that another portal's lists map them (archive.ts writes it, nextcloud.ts reads it).
import type { SystemItem } from '@lcars/contract';
import type { RecipeSaveRequest } from '@lcars/contract/recipes';
import type { ImportLookups } from '../jsonld.js';

export const FORM_KEY = 'lcarsRecipe';

export const titleOf = (items: readonly SystemItem[], id: number | null | undefined): string | null =>
  items.find((item) => item.id === id)?.title ?? null;

const idOf = (items: readonly SystemItem[], title: unknown): number | null =>
  typeof title === 'string'
    ? (items.find((item) => item.title.toLowerCase() === title.toLowerCase())?.id ?? null)
    : null;

/** The save request of a portable form (the schema refuses what does not fit, naming the field). */
export function formOfPortable(form: Record<string, unknown>, lookups: ImportLookups): RecipeSaveRequest {
  const { recipeType, prepTimeType, cookTimeType, totalTimeType, ...fields } = form;
  return {
    ...(fields as RecipeSaveRequest),
    id: 0,
    recipeTypeId: idOf(lookups.recipeTypes, recipeType),
    prepTimeTypeId: idOf(lookups.timeTypes, prepTimeType),
    cookTimeTypeId: idOf(lookups.timeTypes, cookTimeType),
    totalTimeTypeId: idOf(lookups.timeTypes, totalTimeType),
  };
}
