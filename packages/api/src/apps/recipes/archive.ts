// The collection as a zip. The layout is Nextcloud Cookbook's, which Mealie and Tandoor also read: one folder
// per recipe holding recipe.json (schema.org Recipe JSON-LD) and its images (the first is full.<ext>, as Cookbook
// names its photo; then image-2.<ext>, ...). The import reads it back (moving/nextcloud.ts).
//
// schema.org has no room for all of a recipe (ranges of times, groups and substitutes of ingredients as
// such, whether servings scale), so recipe.json also carries `lcarsRecipe`: the recipe form, its lookup ids
// written as titles so that another portal's lists map them. The import takes it when present, and the
// schema.org fields otherwise (a Cookbook export). JSON-LD readers ignore a term the context does not define.
import { zipSync, type Zippable } from 'fflate';
import type { Ingredient, IngredientInput, Recipe, RecipeSetup } from '@lcars/contract/recipes';
import { recipeImageOriginals, type RecipeImageContext } from './images.js';
import { recipeToJsonLd } from './jsonld.js';
import { FORM_KEY, titleOf } from './moving/portable.js';
import { listAllRecipes, recipeSetup } from './service.js';

const IMAGE_TYPES: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  heif: 'heic',
  tiff: 'tif',
};
/** An ingredient of the form, its lookups as titles (the save finds or adds them by title). */
function portableIngredient(line: Ingredient, setup: RecipeSetup): IngredientInput {
  return {
    isGroup: line.isGroup,
    groupTitle: line.groupTitle,
    ingredients: line.ingredients.map((inner) => portableIngredient(inner, setup)),
    amount: line.amount,
    measurementTitle: titleOf(setup.measurements, line.measurementId) ?? '',
    productTitle: titleOf(setup.products, line.productId) ?? '',
    additionalInformation: line.additionalInformation,
    substitution: line.substitution,
    substitutionIngredients: line.substitutionIngredients.map((inner) => portableIngredient(inner, setup)),
    showSubstitutions: line.showSubstitutions,
  };
}

/** The recipe form, with its lookup ids as titles. */
function portableForm(recipe: Recipe, setup: RecipeSetup): Record<string, unknown> {
  return {
    title: recipe.title,
    description: recipe.description,
    authorName: recipe.authorName,
    recipeType: titleOf(setup.recipeTypes, recipe.recipeTypeId),
    prepTimeType: titleOf(setup.timeTypes, recipe.prepTimeTypeId),
    prepStartTime: recipe.prepStartTime,
    prepEndTime: recipe.prepEndTime,
    cookTimeType: titleOf(setup.timeTypes, recipe.cookTimeTypeId),
    cookStartTime: recipe.cookStartTime,
    cookEndTime: recipe.cookEndTime,
    totalTimeType: titleOf(setup.timeTypes, recipe.totalTimeTypeId),
    totalStartTime: recipe.totalStartTime,
    totalEndTime: recipe.totalEndTime,
    totalTimeAutoCalculate: recipe.totalTimeAutoCalculate,
    servings: recipe.servings,
    servingTitle: recipe.servingTitle,
    servingScalable: recipe.servingScalable,
    ingredients: recipe.ingredients.map((line) => portableIngredient(line, setup)),
    instructions: recipe.instructions,
    tags: recipe.tags,
  };
}

/** A folder name from a title: letters, digits and a few signs, never a path; the id keeps it unique. */
function folderName(recipe: Recipe): string {
  const safe = recipe.title
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${safe === '' ? 'Recipe' : safe} (${recipe.id})`;
}

/** Every recipe the caller can read (or those of `ids`), as a Nextcloud Cookbook zip. */
export async function collectionArchive(
  context: RecipeImageContext,
  ids?: readonly number[],
): Promise<Uint8Array> {
  const setup = await recipeSetup(context.db);
  const files: Zippable = {};
  for (const recipe of await listAllRecipes(context, ids)) {
    const folder = folderName(recipe);
    const images = await recipeImageOriginals(context, recipe.id);
    const names = images.map(
      (image, index) =>
        `${index === 0 ? 'full' : `image-${index + 1}`}.${IMAGE_TYPES[image.format] ?? 'jpg'}`,
    );
    const document = {
      ...recipeToJsonLd(recipe, setup),
      ...(names.length === 0 ? {} : { image: names }),
      [FORM_KEY]: portableForm(recipe, setup),
    };
    files[`${folder}/recipe.json`] = new TextEncoder().encode(JSON.stringify(document, null, 2));
    // Photos are compressed already: stored as they are.
    images.forEach((image, index) => (files[`${folder}/${names[index]}`] = [image.bytes, { level: 0 }]));
  }
  return zipSync(files, { level: 6 });
}
