// Tandoor's default export: a zip of zips, one per recipe, each holding recipe.json (Tandoor's recipe
// serializer: name, description, keywords, steps with their ingredients, working and waiting time, servings)
// and image.<ext>. The inner zips go through the same bounded reader, one level deep only (a zip inside an
// inner zip is not opened), and what they all inflate to counts against one budget for the file.
import { RECIPE_LIMITS, type IngredientInput } from '@lcars/contract/recipes';
import { ApiError } from '../../../http/errors.js';
import { withZip, ZipLimitError, type ZipLimits, type ZipReader } from '../../../zip/index.js';
import type { ImportLookups, Json } from '../jsonld.js';
import {
  amountText,
  extensionOf,
  IMAGE_EXTENSIONS,
  isJsonObject,
  isMacMetadata,
  namesOf,
  noRecipes,
  parseJson,
  recipeForm,
  structuredIngredient,
  textOf,
  type ImportedRecipe,
} from './neutral.js';

/** One recipe's zip: its JSON and a photo, a few entries. */
const INNER_LIMITS: ZipLimits = {
  entries: 20,
  totalBytes: 2 * RECIPE_LIMITS.imageBytes,
  entryBytes: RECIPE_LIMITS.imageBytes,
  ratio: 200,
};

const nameOf = (value: Json | undefined): string =>
  isJsonObject(value) ? textOf(value.name, RECIPE_LIMITS.lookupTitle) : '';

/** The steps' ingredients: a step's name or a header line starts a group; the steps' texts are the method. */
function stepsOf(value: Json | undefined, lookups: ImportLookups) {
  const ingredients: IngredientInput[] = [];
  const instructions: string[] = [];
  if (!Array.isArray(value)) return { ingredients, instructions };
  for (const step of value.slice(0, 200).filter(isJsonObject)) {
    const name = textOf(step.name, RECIPE_LIMITS.groupTitle);
    const text = textOf(step.instruction);
    if (name !== '') instructions.push(`${name}:`);
    if (text !== '') instructions.push(...text.split('\n'));
    let group: IngredientInput[] | null = null;
    const lines = Array.isArray(step.ingredients) ? step.ingredients.filter(isJsonObject) : [];
    if (name !== '' && lines.length > 0) {
      group = [];
      ingredients.push({ isGroup: true, groupTitle: name, ingredients: group });
    }
    for (const line of lines.slice(0, RECIPE_LIMITS.ingredients)) {
      const note = textOf(line.note, RECIPE_LIMITS.additionalInformation);
      if (line.is_header === true) {
        group = [];
        ingredients.push({
          isGroup: true,
          groupTitle: note.slice(0, RECIPE_LIMITS.groupTitle),
          ingredients: group,
        });
        continue;
      }
      const food = nameOf(line.food);
      if (food === '' && note === '') continue;
      (group ?? ingredients).push(
        structuredIngredient(
          {
            amount: line.no_amount === true ? '' : amountText(line.amount),
            unit: nameOf(line.unit),
            food,
            note,
          },
          lookups,
        ),
      );
    }
  }
  return { ingredients, instructions };
}

async function readOne(inner: ZipReader, source: string, lookups: ImportLookups): Promise<ImportedRecipe> {
  const json = inner.entries.find((entry) => entry.name === 'recipe.json');
  if (!json)
    return {
      source,
      title: '',
      save: null,
      reason: 'The recipe zip holds no recipe.json.',
      notes: [],
      images: [],
    };
  const document = parseJson(await inner.read(json));
  if (!isJsonObject(document))
    return { source, title: '', save: null, reason: 'recipe.json is no JSON.', notes: [], images: [] };
  const { ingredients, instructions } = stepsOf(document.steps, lookups);
  const prep = typeof document.working_time === 'number' ? document.working_time : null;
  const cook = typeof document.waiting_time === 'number' ? document.waiting_time : null;
  const { save, reason } = recipeForm(
    {
      title: textOf(document.name, RECIPE_LIMITS.title),
      description: textOf(document.description, RECIPE_LIMITS.description),
      authorName: '',
      categories: [],
      tags: namesOf(document.keywords),
      prepMinutes: prep,
      cookMinutes: cook,
      totalMinutes: null,
      servings: typeof document.servings === 'number' ? document.servings : null,
      servingTitle: textOf(document.servings_text, 100),
      ingredients,
      instructions,
      sourceUrl: textOf(document.source_url, 2048),
    },
    lookups,
  );
  const photo = inner.entries.find(
    (entry) =>
      entry.name.startsWith('image') &&
      !entry.name.includes('/') &&
      IMAGE_EXTENSIONS.has(extensionOf(entry.name)),
  );
  return {
    source,
    title: save?.title ?? textOf(document.name, RECIPE_LIMITS.title),
    save,
    reason,
    notes: [],
    images: save !== null && photo ? [{ name: photo.name, bytes: await inner.read(photo) }] : [],
  };
}

export async function readTandoor(zip: ZipReader, lookups: ImportLookups): Promise<ImportedRecipe[]> {
  const found: ImportedRecipe[] = [];
  let inflated = 0;
  for (const entry of zip.entries) {
    if (isMacMetadata(entry.name) || extensionOf(entry.name) !== 'zip') continue;
    const bytes = await zip.read(entry);
    try {
      found.push(
        await withZip(bytes, INNER_LIMITS, async (inner) => {
          // The inner zips' declared sizes (which the reader holds them to) against the file's one budget.
          inflated += inner.entries.reduce((sum, item) => sum + item.uncompressedSize, 0);
          if (inflated > zip.limits.totalBytes)
            throw new ZipLimitError(
              'The zip file is refused: what its recipe zips inflate to is past the limit.',
            );
          return readOne(inner, entry.name, lookups);
        }),
      );
    } catch (error) {
      if (error instanceof ZipLimitError || !(error instanceof ApiError)) throw error;
      found.push({
        source: entry.name,
        title: '',
        save: null,
        reason: `${entry.name} is not a readable zip file.`,
        notes: [],
        images: [],
      });
    }
  }
  if (found.length === 0) throw noRecipes('The file holds no Tandoor recipe (a zip of recipe zips).');
  return found;
}
