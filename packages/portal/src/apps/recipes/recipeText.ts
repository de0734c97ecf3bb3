// What the recipe view reads out: time ranges with the total worked out, and the ingredient list as clean
// lines for the clipboard and the text file (scaled with the servings).
import { ingredientLine, timeRangeText, type LookupTitles } from '@lcars/contract/recipes';
import type { Ingredient, Recipe, RecipeSetup } from '@lcars/contract/recipes';
import type { SystemItem } from '@lcars/contract';
import { formatAmount, scaleAmount } from './scaling';

export const titlesOf = (items: readonly SystemItem[]): Map<number, LookupTitles> =>
  new Map(items.map((item) => [item.id, { title: item.title, pluralTitle: item.pluralTitle }]));

const MINUTES: Record<string, number> = { second: 1 / 60, minute: 1, hour: 60, day: 1440, week: 10080 };

function minutesPer(typeId: number | null, timeTypes: readonly SystemItem[]): number {
  const title = timeTypes.find((item) => item.id === typeId)?.title.toLowerCase() ?? 'minute';
  return MINUTES[title] ?? 1;
}

export interface RecipeTimes {
  prep: string;
  cook: string;
  total: string;
}

/**
 * The three times as 'x to y Units'. With totalTimeAutoCalculate the total is the sum of the prep and cook
 * ranges, in minutes below an hour and in hours from there.
 */
export function recipeTimes(recipe: Recipe, timeTypes: readonly SystemItem[]): RecipeTimes {
  const unit = (id: number | null) => titlesOf(timeTypes).get(id ?? -1);
  const prep = timeRangeText(recipe.prepStartTime, recipe.prepEndTime, unit(recipe.prepTimeTypeId));
  const cook = timeRangeText(recipe.cookStartTime, recipe.cookEndTime, unit(recipe.cookTimeTypeId));
  if (!recipe.totalTimeAutoCalculate) {
    return {
      prep,
      cook,
      total: timeRangeText(recipe.totalStartTime, recipe.totalEndTime, unit(recipe.totalTimeTypeId)),
    };
  }
  const range = (start: number | null, end: number | null, typeId: number | null): [number, number] => {
    if (start === null) return [0, 0];
    const factor = minutesPer(typeId, timeTypes);
    return [start * factor, (end !== null && end > start ? end : start) * factor];
  };
  const [prepLow, prepHigh] = range(recipe.prepStartTime, recipe.prepEndTime, recipe.prepTimeTypeId);
  const [cookLow, cookHigh] = range(recipe.cookStartTime, recipe.cookEndTime, recipe.cookTimeTypeId);
  const low = prepLow + cookLow;
  const high = prepHigh + cookHigh;
  if (low === 0) return { prep, cook, total: '' };
  const inHours = low >= 60;
  const scale = (minutes: number) => Math.round((inHours ? minutes / 60 : minutes) * 100) / 100;
  const units = { title: inHours ? 'Hour' : 'Minute', pluralTitle: inHours ? 'Hours' : 'Minutes' };
  return { prep, cook, total: timeRangeText(scale(low), scale(high), units) };
}

/** A run of the ingredient list: a group with its heading, or the plain lines between groups. */
export interface IngredientBlock {
  /** The group line (its title heads the block); null for lines outside any group. */
  group: Ingredient | null;
  lines: readonly Ingredient[];
}

/**
 * The ingredient list in its own order, as blocks: each group with its lines, and the plain lines before,
 * between and after groups as blocks of their own, so a line saved after a group stays after it (and is not
 * read as part of it).
 */
export function ingredientBlocks(ingredients: readonly Ingredient[]): IngredientBlock[] {
  const blocks: IngredientBlock[] = [];
  let plain: Ingredient[] | null = null;
  for (const ingredient of ingredients) {
    if (ingredient.isGroup) {
      plain = null;
      blocks.push({ group: ingredient, lines: ingredient.ingredients });
    } else {
      if (plain === null) {
        plain = [];
        blocks.push({ group: null, lines: plain });
      }
      plain.push(ingredient);
    }
  }
  return blocks;
}

/**
 * The ingredient list as clean text lines, amounts scaled by `factor`, in the recipe's order: a group is a
 * headed block, and a blank line ends it, so the lines after it do not read as under its heading.
 */
export function ingredientExportLines(
  ingredients: readonly Ingredient[],
  setup: Pick<RecipeSetup, 'measurements' | 'products'>,
  factor: number,
): string[] {
  const measurements = titlesOf(setup.measurements);
  const products = titlesOf(setup.products);
  const line = (ingredient: Ingredient): string[] => [
    ingredientLine(ingredient, measurements, products, scaleAmount(ingredient.amount, factor)),
    ...ingredient.substitutionIngredients.map(
      (substitute) =>
        `  or ${ingredientLine(substitute, measurements, products, scaleAmount(substitute.amount, factor))}`,
    ),
  ];
  const lines: string[] = [];
  for (const block of ingredientBlocks(ingredients)) {
    if (lines.length > 0) lines.push('');
    if (block.group) lines.push(`${block.group.groupTitle}:`);
    for (const ingredient of block.lines) lines.push(...line(ingredient));
  }
  return lines;
}

/** The servings a scaled recipe makes, as text. */
export const servingsText = (servings: number): string => formatAmount(servings);
