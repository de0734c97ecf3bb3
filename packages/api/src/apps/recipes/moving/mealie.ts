// Mealie's recipe export: a zip with a folder per recipe, recipes/<slug>/<slug>.json (the recipe as Mealie's
// API writes it) beside recipes/<slug>/images/original.<ext> (min- and tiny- copies are its own thumbnails).
// Versions differ in spelling (recipe_ingredient or recipeIngredient, org_url or orgURL): both are read.
// Ingredients are structured (quantity, unit, food, note; a title starts a section) or, when Mealie did not
// parse them, a note holding the whole line.
import { RECIPE_LIMITS, type IngredientInput } from '@lcars/contract/recipes';
import type { ZipEntry, ZipReader } from '../../../zip/index.js';
import type { ImportLookups, Json } from '../jsonld.js';
import {
  amountText,
  entriesByFolder,
  extensionOf,
  field,
  IMAGE_EXTENSIONS,
  isJsonObject,
  isMacMetadata,
  minutesOfText,
  namesOf,
  noRecipes,
  parseJson,
  recipeForm,
  servingsOf,
  structuredIngredient,
  textOf,
  type ImportedNote,
  type ImportedRecipe,
} from './neutral.js';

/** A unit or food: an object with a name (Mealie 1) or a string (older exports). */
const nameOf = (value: Json | undefined): string =>
  isJsonObject(value)
    ? textOf(value.name, RECIPE_LIMITS.lookupTitle)
    : textOf(value, RECIPE_LIMITS.lookupTitle);

function ingredientsOf(value: Json | undefined, lookups: ImportLookups): IngredientInput[] {
  if (!Array.isArray(value)) return [];
  const lines: IngredientInput[] = [];
  let group: IngredientInput[] | null = null;
  for (const item of value.slice(0, RECIPE_LIMITS.ingredients)) {
    const line = isJsonObject(item) ? item : { note: item };
    const section = textOf(line.title, RECIPE_LIMITS.groupTitle);
    if (section !== '') {
      group = [];
      lines.push({ isGroup: true, groupTitle: section, ingredients: group });
    }
    const disabled = field(line, 'disable_amount', 'disableAmount') === true;
    const food = nameOf(line.food);
    const note = textOf(line.note, RECIPE_LIMITS.additionalInformation);
    const original = textOf(
      field(line, 'original_text', 'originalText'),
      RECIPE_LIMITS.additionalInformation,
    );
    if (food === '' && note === '' && original === '') continue;
    const ingredient = structuredIngredient(
      {
        amount: disabled && food === '' ? '' : amountText(line.quantity),
        unit: nameOf(line.unit),
        food,
        // An unparsed line keeps its text in the note (or only in the original text).
        note: food === '' && note === '' ? original : note,
      },
      lookups,
    );
    (group ?? lines).push(ingredient);
  }
  return lines;
}

function instructionsOf(value: Json | undefined): string[] {
  if (!Array.isArray(value)) return typeof value === 'string' ? value.split('\n') : [];
  return value.slice(0, 500).flatMap((step) => {
    if (!isJsonObject(step)) return [textOf(step)];
    const title = textOf(step.title, 200);
    return [...(title === '' ? [] : [`${title}:`]), ...textOf(step.text).split('\n')];
  });
}

function notesOf(value: Json | undefined): ImportedNote[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, 50)
    .filter(isJsonObject)
    .map((note) => ({ title: textOf(note.title, 200), text: textOf(note.text, 10_000) }))
    .filter((note) => note.text !== '');
}

/** recipes/<slug>/<slug>.json, or <slug>/<slug>.json at the top: a JSON file named as its folder. */
function isRecipeJson(name: string): boolean {
  if (isMacMetadata(name) || extensionOf(name) !== 'json') return false;
  const parts = name.split('/');
  if (parts.length < 2 || parts.length > 4) return false;
  return parts[parts.length - 1] === `${parts[parts.length - 2]}.json`;
}

export async function readMealie(zip: ZipReader, lookups: ImportLookups): Promise<ImportedRecipe[]> {
  const found: ImportedRecipe[] = [];
  const folders = entriesByFolder(zip);
  for (const entry of zip.entries.filter((item) => isRecipeJson(item.name))) {
    const folder = entry.name.slice(0, entry.name.lastIndexOf('/'));
    const document = parseJson(await zip.read(entry));
    if (!isJsonObject(document)) {
      found.push({
        source: folder,
        title: '',
        save: null,
        reason: `${entry.name} is no JSON.`,
        notes: [],
        images: [],
      });
      continue;
    }
    const yieldText = servingsOf(field(document, 'recipe_yield', 'recipeYield'));
    const servings = field(document, 'recipe_servings', 'recipeServings');
    const { save, reason } = recipeForm(
      {
        title: textOf(document.name, RECIPE_LIMITS.title),
        description: textOf(document.description, RECIPE_LIMITS.description),
        authorName: '',
        categories: namesOf(field(document, 'recipe_category', 'recipeCategory')),
        tags: namesOf(document.tags),
        prepMinutes: minutesOfText(field(document, 'prep_time', 'prepTime')),
        cookMinutes: minutesOfText(field(document, 'perform_time', 'performTime', 'cook_time', 'cookTime')),
        totalMinutes: minutesOfText(field(document, 'total_time', 'totalTime')),
        servings: typeof servings === 'number' && servings > 0 ? servings : yieldText.servings,
        servingTitle: yieldText.servingTitle,
        ingredients: ingredientsOf(field(document, 'recipe_ingredient', 'recipeIngredient'), lookups),
        instructions: instructionsOf(field(document, 'recipe_instructions', 'recipeInstructions')),
        sourceUrl: textOf(field(document, 'org_url', 'orgURL'), 2048),
      },
      lookups,
    );
    const images: ImportedRecipe['images'] = [];
    if (save !== null) {
      const photo = originalImage(folders.get(`${folder}/images`) ?? []);
      if (photo)
        images.push({
          name: photo.name.slice(photo.name.lastIndexOf('/') + 1),
          bytes: await zip.read(photo),
        });
    }
    found.push({
      source: folder,
      title: save?.title ?? textOf(document.name, RECIPE_LIMITS.title),
      save,
      reason,
      notes: save === null ? [] : notesOf(document.notes),
      images,
    });
  }
  if (found.length === 0)
    throw noRecipes('The file holds no Mealie recipe (a folder per recipe with <name>/<name>.json).');
  return found;
}

/** images/original.* of the recipe's folder (Mealie's full-size photo), else the first other image there. */
function originalImage(entries: readonly ZipEntry[]): ZipEntry | undefined {
  const images = entries.filter((entry) => IMAGE_EXTENSIONS.has(extensionOf(entry.name)));
  const base = (entry: ZipEntry) => entry.name.slice(entry.name.lastIndexOf('/') + 1).toLowerCase();
  return (
    images.find((entry) => base(entry).startsWith('original.')) ??
    images.find((entry) => !base(entry).startsWith('min-') && !base(entry).startsWith('tiny-'))
  );
}
