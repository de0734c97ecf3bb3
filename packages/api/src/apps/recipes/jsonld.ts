// schema.org Recipe in JSON-LD: what almost every recipe site publishes, and what Mealie and Tandoor import
// and export. Import takes the JSON or a page's HTML (its <script type="application/ld+json"> blocks), finds
// the Recipe node (also inside @graph or an array), and maps it onto the recipe form: ISO 8601 durations to
// prep, cook and total times; ingredient lines parsed (parse-ingredient) into amount, measurement and product
// where the lookup lists know them, the rest kept as text.
//
// The text is anyone's page, so nothing here runs a backtracking regular expression over it: the page and
// every HTML fragment inside the JSON-LD strings go through htmlparser2's tokenizer (one pass, linear in the
// text), and the few patterns left run only over short, length-checked values.
import { formatQuantity } from 'format-quantity';
import { Parser } from 'htmlparser2';
import { parseIngredient } from 'parse-ingredient';
import type { SystemItem } from '@lcars/contract';
import {
  ingredientLine,
  type Ingredient,
  type IngredientInput,
  type LookupTitles,
  type Recipe,
  type RecipeSaveRequest,
} from '@lcars/contract/recipes';
import { badRequest } from '../../http/errors.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The types of a node, without a vocabulary prefix ('http://schema.org/Recipe', 'schema:Recipe'). */
function typesOf(node: JsonObject): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.slice(Math.max(item.lastIndexOf('/'), item.lastIndexOf(':')) + 1));
}

/** The first node typed Recipe, searched depth-first through arrays, @graph and nested objects. */
export function findRecipeNode(value: Json | undefined, depth = 0): JsonObject | null {
  if (depth > 8 || value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findRecipeNode(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(value)) return null;
  if (typesOf(value).includes('Recipe')) return value;
  for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement']) {
    const found = findRecipeNode(value[key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** U+FFFD, the replacement character: what HTML makes of a NUL, and what a NUL in the JSON becomes here. */
const REPLACEMENT = '\uFFFD';

/**
 * Plain text of a JSON-LD string: HTML tags dropped (a line break for <br>), entities decoded, spaces
 * collapsed. Character references follow the HTML standard (htmlparser2 decodes them): one beyond U+10FFFF, a
 * surrogate or NUL becomes U+FFFD. A NUL the JSON itself spelled out (\u0000) becomes U+FFFD too: stored text
 * never holds one (PostgreSQL refuses it, and nothing shows it).
 */
export function plainText(value: Json | undefined): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  let text = '';
  const parser = new Parser(
    {
      ontext: (part) => (text += part),
      onopentag: (name) => (text += name === 'br' ? '\n' : ' '),
    },
    { decodeEntities: true },
  );
  parser.end(value);
  return text
    .replaceAll('\0', REPLACEMENT)
    .replace(/[ \t\u00a0]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

/** Whether a <script> element's type is JSON-LD ('application/ld+json', any case, maybe with parameters). */
function isJsonLdType(type: string | undefined): boolean {
  return (type ?? '').split(';', 1)[0]!.trim().toLowerCase() === 'application/ld+json';
}

/** The text of every <script type="application/ld+json"> of a page, read by an HTML tokenizer. */
export function jsonLdScripts(html: string): string[] {
  const scripts: string[] = [];
  let current: string | null = null;
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        if (name === 'script' && isJsonLdType(attributes.type)) current = '';
      },
      // A script's text is raw (no tags, no entities) up to its </script>; it may come in several parts.
      ontext: (part) => {
        if (current !== null) current += part;
      },
      onclosetag: (name) => {
        if (name === 'script' && current !== null) {
          scripts.push(current);
          current = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return scripts;
}

/** The JSON-LD blocks of a page, or the pasted JSON itself. */
export function jsonLdDocuments(text: string): Json[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return [JSON.parse(trimmed) as Json];
    } catch {
      throw badRequest([{ field: 'text', message: 'The text is not valid JSON.' }]);
    }
  }
  const documents: Json[] = [];
  for (const script of jsonLdScripts(trimmed)) {
    try {
      documents.push(JSON.parse(script.trim()) as Json);
    } catch {
      // A broken block on a page does not stop the others from being read.
    }
  }
  return documents;
}

/** Minutes of an ISO 8601 duration ("PT1H30M", "P1DT2H", "PT90M"); null when it is not one. */
export function isoDurationMinutes(value: Json | undefined): number | null {
  // The longest real duration ("P1W2DT3H45M30.5S") is far shorter: a long text is not one.
  if (typeof value !== 'string' || value.length > 64) return null;
  const match =
    /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(
      value.trim(),
    );
  if (!match || value.trim().toUpperCase() === 'P' || value.trim().toUpperCase() === 'PT') return null;
  const [, weeks, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  const total =
    (weeks ?? 0) * 10080 + (days ?? 0) * 1440 + (hours ?? 0) * 60 + (minutes ?? 0) + (seconds ?? 0) / 60;
  return Math.round(total * 100) / 100;
}

/** An ISO 8601 duration of minutes ("PT1H30M"). */
export function minutesToIsoDuration(minutes: number): string {
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

export function texts(value: Json | undefined): string[] {
  if (Array.isArray(value)) return value.flatMap(texts);
  if (isObject(value)) return texts(value.name ?? value.text);
  const text = plainText(value);
  return text === '' ? [] : [text];
}

/** Instructions as numbered-free lines; a HowToSection's name becomes a heading line. */
export function instructionLines(value: Json | undefined): string[] {
  if (typeof value === 'string')
    return plainText(value)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  if (Array.isArray(value)) return value.flatMap(instructionLines);
  if (!isObject(value)) return [];
  if (typesOf(value).includes('HowToSection')) {
    const name = plainText(value.name);
    return [...(name === '' ? [] : [`${name}:`]), ...instructionLines(value.itemListElement)];
  }
  return instructionLines(value.text ?? value.name ?? value.itemListElement);
}

/** A time and its unit: whole hours as hours, anything else in minutes. */
export function timeOf(minutes: number | null, unitIds: { minute: number; hour: number }) {
  if (minutes === null || minutes <= 0) return { typeId: null, start: null };
  if (minutes >= 60 && minutes % 60 === 0) return { typeId: unitIds.hour, start: minutes / 60 };
  return { typeId: unitIds.minute, start: minutes };
}

export interface ImportLookups {
  measurements: readonly SystemItem[];
  products: readonly SystemItem[];
  recipeTypes: readonly SystemItem[];
  timeTypes: readonly SystemItem[];
}

const lower = (text: string): string => text.trim().toLowerCase();

export function findItem(
  items: readonly SystemItem[],
  ...names: (string | null | undefined)[]
): SystemItem | undefined {
  const wanted = new Set(names.filter((name): name is string => !!name).map(lower));
  return items.find(
    (item) =>
      wanted.has(lower(item.title)) ||
      (item.pluralTitle !== '' && wanted.has(lower(item.pluralTitle))) ||
      (item.shortTitle !== '' && wanted.has(lower(item.shortTitle))),
  );
}

const MAX_INGREDIENT_LINE = 500;
/**
 * parse-ingredient finds an amount by trying every prefix of a run of number-like characters, longest first
 * (quadratic in the run), and does so again after each range word: on hostile lines that is milliseconds a
 * line, seconds for a recipe. An amount and its unit are at the start of a line, so the parser sees at most
 * the first 100 characters (the rest joins the description), and a line with a long run of characters that
 * are not letters (no amount is 20 characters of digits, fractions and spaces) is kept as text.
 */
const PARSED_HEAD = 100;
const MAX_NUMBER_RUN = 20;
const LETTER = /\p{L}/u;

/** The longest run of characters that are not letters (an exponent's e counts as none), in one pass. */
function longestNumberRun(text: string): number {
  let run = 0;
  let longest = 0;
  for (const character of text) {
    if (LETTER.test(character) && character !== 'e' && character !== 'E') run = 0;
    else longest = Math.max(longest, (run += 1));
  }
  return longest;
}

/** The line split where the parser stops reading: at a space before PARSED_HEAD, so no word is cut. */
function splitHead(line: string): { head: string; tail: string } {
  if (line.length <= PARSED_HEAD) return { head: line, tail: '' };
  const space = line.lastIndexOf(' ', PARSED_HEAD);
  const cut = space > 0 ? space : PARSED_HEAD;
  return { head: line.slice(0, cut), tail: line.slice(cut) };
}

/** What introduces a substitute in an exported line: "1 Cup Butter (or 1 Cup Oil)". */
const SUBSTITUTE_WORD = 'or';

/** A heading line ("For the crumble:"): no digit, ends in a colon; its title without the colon, else null. */
function groupTitleOf(line: string): string | null {
  const trimmed = line.trim();
  if (!trimmed.endsWith(':') || trimmed.length < 2 || /\d/.test(trimmed)) return null;
  return trimmed.slice(0, -1).trim().slice(0, 200);
}

/**
 * The lines as the recipe's ingredients: a heading line starts a group that takes the lines after it (up to
 * the next heading), and bracketed substitutes at a line's end become its substitutions.
 */
export function ingredientsFromLines(lines: readonly string[], lookups: ImportLookups): IngredientInput[] {
  const ingredients: IngredientInput[] = [];
  let group: IngredientInput[] | null = null;
  for (const line of lines) {
    const title = groupTitleOf(line);
    if (title !== null && title !== '') {
      group = [];
      ingredients.push({ isGroup: true, groupTitle: title, ingredients: group });
      continue;
    }
    (group ?? ingredients).push(ingredientWithSubstitutes(line, lookups));
  }
  return ingredients;
}

/** "1 Cup Butter (or 1 Cup Oil) (or 1 Cup Lard)": the line and its substitutes, read from the end. */
function ingredientWithSubstitutes(line: string, lookups: ImportLookups): IngredientInput {
  const substitutes: string[] = [];
  let rest = line.slice(0, MAX_INGREDIENT_LINE).trim();
  const opener = ` (${SUBSTITUTE_WORD} `;
  while (rest.endsWith(')') && substitutes.length < 20) {
    const start = rest.lastIndexOf(opener);
    if (start <= 0) break;
    substitutes.unshift(rest.slice(start + opener.length, -1));
    rest = rest.slice(0, start).trim();
  }
  const ingredient = parseIngredientLine(rest, lookups);
  return substitutes.length === 0
    ? ingredient
    : {
        ...ingredient,
        substitution: true,
        substitutionIngredients: substitutes.map((substitute) => ({
          ...parseIngredientLine(substitute, lookups),
          isSubstitution: true,
        })),
      };
}

/** One ingredient line parsed onto the lookup lists; what they do not know stays text. */
export function parseIngredientLine(fullLine: string, lookups: ImportLookups): IngredientInput {
  const line = fullLine.slice(0, MAX_INGREDIENT_LINE);
  const { head, tail } = splitHead(line);
  const [parsed] = longestNumberRun(head) > MAX_NUMBER_RUN ? [] : parseIngredient(head);
  if (!parsed || parsed.isGroupHeader) return { amount: '', additionalInformation: line.trim() };
  const description = `${parsed.description}${tail}`.trim();
  const amount =
    parsed.quantity === null
      ? ''
      : parsed.quantity2 === null
        ? (formatQuantity(parsed.quantity) ?? '')
        : `${formatQuantity(parsed.quantity) ?? ''}-${formatQuantity(parsed.quantity2) ?? ''}`;
  const measurement =
    parsed.unitOfMeasure === null
      ? undefined
      : findItem(lookups.measurements, parsed.unitOfMeasureID, parsed.unitOfMeasure);
  const unitText =
    measurement === undefined && parsed.unitOfMeasure !== null ? `${parsed.unitOfMeasure} ` : '';
  const [name = '', ...rest] = description.split(',');
  const product = findItem(lookups.products, name, name.replace(/s$/i, ''));
  const info = product === undefined ? `${unitText}${description}` : rest.join(',').trim();
  return {
    amount: amount.slice(0, 50),
    measurementId: measurement?.id ?? null,
    productId: product?.id ?? null,
    additionalInformation: info.trim().slice(0, 500),
  };
}

/** The first number of a text ("12", "4.5") and what follows it; null when it holds no digit. */
export function leadingNumber(text: string): { number: number; rest: string } | null {
  // A single unanchored \d+ finds the first digit run in one pass; the rest is sliced, not matched.
  const digits = /\d+/.exec(text);
  if (!digits) return null;
  let end = digits.index + digits[0].length;
  if (text[end] === '.' && text[end + 1] !== undefined && text[end + 1]! >= '0' && text[end + 1]! <= '9') {
    end += 1;
    while (text[end] !== undefined && text[end]! >= '0' && text[end]! <= '9') end += 1;
  }
  return { number: Number(text.slice(digits.index, end)), rest: text.slice(end) };
}

export function yieldOf(value: Json | undefined): { servings: number | null; servingTitle: string } {
  for (const text of texts(value)) {
    const found = leadingNumber(text);
    if (found) return { servings: found.number, servingTitle: found.rest.trim().slice(0, 100) };
  }
  return { servings: null, servingTitle: '' };
}

/**
 * The recipe form's fields from a Recipe node (throws 400 naming `field`, the import's input, when there is
 * none: the pasted `text`, or the `url` of a fetched page).
 */
export function recipeFromJsonLd(text: string, lookups: ImportLookups, field = 'text'): RecipeSaveRequest {
  const node = jsonLdDocuments(text)
    .map((document) => findRecipeNode(document))
    .find((found) => found !== null);
  if (!node) {
    const where = field === 'text' ? 'the text' : 'the page';
    throw badRequest([{ field, message: `No schema.org Recipe was found in ${where}.` }]);
  }
  const title = plainText(node.name).slice(0, 200);
  if (title === '') throw badRequest([{ field, message: 'The recipe has no name.' }]);
  const unitIds = {
    minute: findItem(lookups.timeTypes, 'minute')?.id ?? 1,
    hour: findItem(lookups.timeTypes, 'hour')?.id ?? 2,
  };
  const prep = timeOf(isoDurationMinutes(node.prepTime), unitIds);
  const cook = timeOf(isoDurationMinutes(node.cookTime), unitIds);
  const total = timeOf(isoDurationMinutes(node.totalTime), unitIds);
  const category = texts(node.recipeCategory).flatMap((item) => item.split(','));
  const recipeType = findItem(
    lookups.recipeTypes,
    ...category,
    ...category.map((item) => item.replace(/s$/i, '')),
  );
  const keywords = [...texts(node.keywords).flatMap((item) => item.split(',')), ...texts(node.recipeCuisine)]
    .map((item) => item.trim())
    .filter(Boolean);
  const ingredientLines = texts(node.recipeIngredient ?? node.ingredients).slice(0, 300);
  return {
    id: 0,
    title,
    description: plainText(node.description).slice(0, 4000),
    authorName: texts(node.author).join(', ').slice(0, 200),
    recipeTypeId: recipeType?.id ?? null,
    prepTimeTypeId: prep.typeId,
    prepStartTime: prep.start,
    cookTimeTypeId: cook.typeId,
    cookStartTime: cook.start,
    totalTimeTypeId: total.typeId,
    totalStartTime: total.start,
    // With a stated total and no prep or cook time, the stated one is what the cook wants to see.
    totalTimeAutoCalculate: total.start === null || (prep.start !== null && cook.start !== null),
    ...yieldOf(node.recipeYield),
    servingScalable: true,
    ingredients: ingredientsFromLines(ingredientLines, lookups),
    instructions: instructionLines(node.recipeInstructions).join('\n').slice(0, 50_000),
    tags: [...new Set(keywords)].join(', ').slice(0, 1000),
  };
}

const titlesMap = (items: readonly SystemItem[]): Map<number, LookupTitles> =>
  new Map(items.map((item) => [item.id, { title: item.title, pluralTitle: item.pluralTitle }]));

function minutesOf(
  start: number | null,
  typeId: number | null,
  timeTypes: readonly SystemItem[],
): number | null {
  if (start === null || start === 0) return null;
  const unit = lower(timeTypes.find((item) => item.id === typeId)?.title ?? 'minute');
  const factor: Record<string, number> = { second: 1 / 60, minute: 1, hour: 60, day: 1440, week: 10080 };
  return start * (factor[unit] ?? 1);
}

/** A recipe as schema.org Recipe JSON-LD (times from each range's start). */
export function recipeToJsonLd(recipe: Recipe, lookups: ImportLookups): Record<string, unknown> {
  const measurements = titlesMap(lookups.measurements);
  const products = titlesMap(lookups.products);
  // schema.org has only text lines: a group is its title as a heading line ("For the crumble:"), as recipe
  // sites publish them, and a line's substitutes follow it in brackets ("1 Cup Butter (or 1 Cup Oil)"); the
  // import reads both back.
  const text = (line: Ingredient): string =>
    [
      ingredientLine(line, measurements, products),
      ...line.substitutionIngredients.map(
        (substitute) => `(${SUBSTITUTE_WORD} ${ingredientLine(substitute, measurements, products)})`,
      ),
    ].join(' ');
  const lines: string[] = [];
  for (const ingredient of recipe.ingredients) {
    if (ingredient.isGroup) {
      lines.push(`${ingredient.groupTitle}:`, ...ingredient.ingredients.map(text));
    } else lines.push(text(ingredient));
  }
  const prep = minutesOf(recipe.prepStartTime, recipe.prepTimeTypeId, lookups.timeTypes);
  const cook = minutesOf(recipe.cookStartTime, recipe.cookTimeTypeId, lookups.timeTypes);
  const total = recipe.totalTimeAutoCalculate
    ? prep === null && cook === null
      ? null
      : (prep ?? 0) + (cook ?? 0)
    : minutesOf(recipe.totalStartTime, recipe.totalTimeTypeId, lookups.timeTypes);
  const recipeType = lookups.recipeTypes.find((item) => item.id === recipe.recipeTypeId);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description,
    ...(recipe.authorName === '' ? {} : { author: { '@type': 'Person', name: recipe.authorName } }),
    ...(recipe.servings === null ? {} : { recipeYield: `${recipe.servings} ${recipe.servingTitle}`.trim() }),
    ...(prep === null ? {} : { prepTime: minutesToIsoDuration(prep) }),
    ...(cook === null ? {} : { cookTime: minutesToIsoDuration(cook) }),
    ...(total === null ? {} : { totalTime: minutesToIsoDuration(total) }),
    ...(recipeType === undefined ? {} : { recipeCategory: recipeType.title }),
    keywords: recipe.tags,
    recipeIngredient: lines,
    recipeInstructions: recipe.instructions
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((text) => ({ '@type': 'HowToStep', text })),
    ...(recipe.ratingCount === 0
      ? {}
      : {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: recipe.overallRating,
            ratingCount: recipe.ratingCount,
          },
        }),
    datePublished: recipe.createdDate,
    dateModified: recipe.lastModifiedDate,
  };
}
