// The neutral recipe every importer makes, whatever product the file came from: the recipe form (its lookups
// as titles where the source names them, so that an ingredient or unit the lists do not know yet becomes a new
// entry when the recipe is saved), its notes and its image bytes. Reading a file (read.ts) makes these without
// touching the database, so the same code runs in a request and in a background job's worker thread; writing
// them (write.ts) happens on the API thread.
import { formatQuantity } from 'format-quantity';
import {
  RECIPE_LIMITS,
  recipeSaveSchema,
  type IngredientInput,
  type RecipeSaveRequest,
} from '@lcars/contract/recipes';
import { ApiError } from '../../../http/errors.js';
import { validate } from '../../../http/validate.js';
import type { ZipEntry, ZipReader } from '../../../zip/index.js';
import {
  findItem,
  isoDurationMinutes,
  leadingNumber,
  parseIngredientLine,
  timeOf,
  type ImportLookups,
  type Json,
  type JsonObject,
} from '../jsonld.js';

export interface ImportedImage {
  /** The file's name in the export (kept as the image's name). */
  name: string;
  bytes: Uint8Array;
}

export interface ImportedNote {
  title: string;
  text: string;
}

export interface ImportedRecipe {
  /** Where in the file it came from: a folder, an entry's name. */
  source: string;
  /** The recipe's title as the file names it ('' when the file could not be read that far). */
  title: string;
  /** The recipe form, checked against the save's schema; null when it cannot be imported (see reason). */
  save: RecipeSaveRequest | null;
  reason: string;
  notes: ImportedNote[];
  images: ImportedImage[];
  /** Images of the recipe that were left out, and why (reported as skipped). */
  leftOut?: { name: string; reason: string }[];
}

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string field ('' for anything else), trimmed and cut to `max` characters. */
export function textOf(value: Json | undefined, max = 50_000): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** The first of several spellings of a field (Mealie writes snake_case in some versions, camelCase in others). */
export function field(node: JsonObject, ...names: string[]): Json | undefined {
  for (const name of names) if (node[name] !== undefined && node[name] !== null) return node[name];
  return undefined;
}

/** The names of a list of objects with a name ([{name: 'Dinner'}]) or of strings. */
export function namesOf(value: Json | undefined): string[] {
  if (!Array.isArray(value)) return typeof value === 'string' && value.trim() !== '' ? [value.trim()] : [];
  return value
    .slice(0, 200)
    .map((item) => (isJsonObject(item) ? textOf(item.name, 200) : textOf(item, 200)))
    .filter((name) => name !== '');
}

const UNIT_MINUTES: Record<string, number> = {
  s: 1 / 60,
  sec: 1 / 60,
  secs: 1 / 60,
  second: 1 / 60,
  seconds: 1 / 60,
  m: 1,
  min: 1,
  mins: 1,
  minute: 1,
  minutes: 1,
  minuten: 1,
  h: 60,
  hr: 60,
  hrs: 60,
  hour: 60,
  hours: 60,
  std: 60,
  stunde: 60,
  stunden: 60,
  d: 1440,
  day: 1440,
  days: 1440,
  tag: 1440,
  tage: 1440,
};

/**
 * Minutes of a time as people type it in Mealie and Paprika ("1 hour 30 minutes", "45 mins", "1h30m", "90",
 * "PT1H30M"); null when it names no time. One pass over at most 100 characters: numbers and the unit word after
 * each, summed; a number without a unit is minutes.
 */
export function minutesOfText(value: Json | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase().slice(0, 100);
  if (text.startsWith('p')) return isoDurationMinutes(text.toUpperCase());
  let total = 0;
  let found = false;
  let rest = text;
  while (rest !== '') {
    const number = leadingNumber(rest);
    if (!number) break;
    // The unit is the word right after the number.
    let after = number.rest.trimStart();
    let word = '';
    while (after !== '' && after[0]! >= 'a' && after[0]! <= 'z') {
      word += after[0];
      after = after.slice(1);
    }
    const factor = word === '' ? 1 : UNIT_MINUTES[word.replace(/\.$/, '')];
    if (factor !== undefined) {
      total += number.number * factor;
      found = true;
    }
    rest = after;
  }
  return found && total > 0 ? Math.round(total * 100) / 100 : null;
}

/** An amount as the form writes it ("1 1/2"), from a number; '' for none. */
export function amountText(value: Json | undefined): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return '';
    return (formatQuantity(value) ?? String(value)).slice(0, RECIPE_LIMITS.amount);
  }
  return textOf(value, RECIPE_LIMITS.amount);
}

/**
 * A line the source keeps structured (amount, unit and food apart): the unit and the food by their titles, so
 * that one the lookup lists lack is added when the recipe is saved, never dropped. Without a food the note is
 * read as a whole line, as a pasted recipe's lines are.
 */
export function structuredIngredient(
  line: { amount: string; unit: string; food: string; note: string },
  lookups: ImportLookups,
): IngredientInput {
  if (line.food === '') {
    const text = [line.amount, line.unit, line.note].filter(Boolean).join(' ');
    return parseIngredientLine(text, lookups);
  }
  return {
    amount: line.amount,
    measurementTitle: line.unit.slice(0, RECIPE_LIMITS.lookupTitle),
    productTitle: line.food.slice(0, RECIPE_LIMITS.lookupTitle),
    additionalInformation: line.note.slice(0, RECIPE_LIMITS.additionalInformation),
  };
}

/** The neutral fields of a recipe, as each importer reads them from its format. */
export interface RecipeFields {
  title: string;
  description: string;
  authorName: string;
  /** Category names: the first the recipe types know becomes the type; all become tags. */
  categories: string[];
  tags: string[];
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  servings: number | null;
  servingTitle: string;
  ingredients: IngredientInput[];
  instructions: string[];
  /** Where the recipe came from on the web: kept as a line of the description. */
  sourceUrl: string;
}

/** The recipe form of the neutral fields, checked against the save's schema (a reason instead when it fails). */
export function recipeForm(
  fields: RecipeFields,
  lookups: ImportLookups,
): { save: RecipeSaveRequest | null; reason: string } {
  if (fields.title === '') return { save: null, reason: 'The recipe has no name.' };
  const unitIds = {
    minute: findItem(lookups.timeTypes, 'minute')?.id ?? 1,
    hour: findItem(lookups.timeTypes, 'hour')?.id ?? 2,
  };
  const prep = timeOf(fields.prepMinutes, unitIds);
  const cook = timeOf(fields.cookMinutes, unitIds);
  const total = timeOf(fields.totalMinutes, unitIds);
  const recipeType = findItem(
    lookups.recipeTypes,
    ...fields.categories,
    ...fields.categories.map((item) => item.replace(/s$/i, '')),
  );
  const tags = [
    ...new Set([...fields.categories, ...fields.tags].map((tag) => tag.replaceAll(',', ' ').trim())),
  ]
    .filter(Boolean)
    .join(', ');
  const description = [fields.description, fields.sourceUrl === '' ? '' : `Source: ${fields.sourceUrl}`]
    .filter(Boolean)
    .join('\n\n');
  const form: RecipeSaveRequest = {
    id: 0,
    title: fields.title.slice(0, RECIPE_LIMITS.title),
    description: description.slice(0, RECIPE_LIMITS.description),
    authorName: fields.authorName.slice(0, RECIPE_LIMITS.authorName),
    recipeTypeId: recipeType?.id ?? null,
    prepTimeTypeId: prep.typeId,
    prepStartTime: prep.start,
    cookTimeTypeId: cook.typeId,
    cookStartTime: cook.start,
    totalTimeTypeId: total.typeId,
    totalStartTime: total.start,
    totalTimeAutoCalculate: total.start === null,
    servings: fields.servings !== null && fields.servings > 0 ? fields.servings : null,
    servingTitle: fields.servingTitle.slice(0, 100),
    servingScalable: true,
    ingredients: fields.ingredients.slice(0, RECIPE_LIMITS.ingredients),
    instructions: fields.instructions.join('\n').slice(0, RECIPE_LIMITS.instructions),
    tags: tags.slice(0, RECIPE_LIMITS.tags),
  };
  return checkedForm(form);
}

/** The form as the save will take it, or the first problem the schema names. */
export function checkedForm(form: RecipeSaveRequest): { save: RecipeSaveRequest | null; reason: string } {
  try {
    return { save: validate(recipeSaveSchema, form), reason: '' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const first = error.errors?.[0];
    return { save: null, reason: first ? `${first.field}: ${first.message}` : error.message };
  }
}

/** Servings of a yield text ("4 servings", "Makes 12"): the number and what it counts. */
export function servingsOf(value: Json | undefined): { servings: number | null; servingTitle: string } {
  if (typeof value === 'number') return { servings: value > 0 ? value : null, servingTitle: '' };
  const text = textOf(value, 200);
  const found = leadingNumber(text);
  return found
    ? { servings: found.number, servingTitle: found.rest.trim().slice(0, 100) }
    : { servings: null, servingTitle: text.slice(0, 100) };
}

/** JSON of an entry, or null when it is none (the caller names the entry in the reason). */
export function parseJson(bytes: Uint8Array): Json | null {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8')) as Json;
  } catch {
    return null;
  }
}

/** The file name's extension, lower case, without the dot. */
export const extensionOf = (name: string): string => {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
};

export const IMAGE_EXTENSIONS = new Set([
  'jpg',
  'jpeg',
  'png',
  'webp',
  'gif',
  'avif',
  'heic',
  'heif',
  'tif',
  'tiff',
]);

/** A zip made on a Mac carries a copy of each file's metadata under __MACOSX/ and in ._ files: no recipe. */
export const isMacMetadata = (name: string): boolean =>
  name.startsWith('__MACOSX/') || name.slice(name.lastIndexOf('/') + 1).startsWith('._');

/** The folder an entry is in ('' at the top). */
export const folderOf = (name: string): string => name.slice(0, Math.max(0, name.lastIndexOf('/')));

/**
 * The entries of each folder, made once: looking a recipe's images up by its folder then costs nothing,
 * where filtering every entry for every recipe would cost the square of a 20,000-entry archive.
 */
export function entriesByFolder(zip: ZipReader): Map<string, ZipEntry[]> {
  const folders = new Map<string, ZipEntry[]>();
  for (const entry of zip.entries) {
    const folder = folderOf(entry.name);
    const list = folders.get(folder);
    if (list) list.push(entry);
    else folders.set(folder, [entry]);
  }
  return folders;
}

/** The 400 for a file that holds nothing of its format, naming what was looked for. */
export function noRecipes(detail: string): ApiError {
  return new ApiError(400, { detail, errors: [{ field: 'file', message: detail }] });
}
