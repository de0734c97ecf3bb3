// Recipes' wire vocabulary (docs/decisions.md, Recipes): every field of a recipe, an
// Ingredient, setup lists and Note, verbatim. Times are numbers of the unit named by their time type (system
// item type 4); amounts are text ("1 1/2", "2-3") so the cook's writing is kept and scaled on the device.
import { z } from 'zod';
import { int32 } from '../int32.js';
import { importQuery } from '../moving.js';
import { pagedListSchema } from '../paged.js';
import { systemItemSchema } from '../system-items.js';

/** Search options (system item type 5). */
export const RecipeSearchOption = {
  All: 0,
  Title: 1,
  AuthorName: 2,
  Instructions: 3,
  Ingredients: 4,
  Tags: 5,
} as const;
export type RecipeSearchOptionValue = (typeof RecipeSearchOption)[keyof typeof RecipeSearchOption];

/** The recipe screens' messages (their wording is what users and tests know). */
export const RECIPE_MESSAGES = {
  archiveFailed: 'There was an error archiving the recipe.',
  formInvalid: 'Fix errors before saving.',
  formMissing: 'UI application error.',
  archived: (title: string) => `Recipe '${title}' was successfully archived.`,
  archiveConfirm: 'archive this recipe',
  noteSaved: 'Note successfully saved',
} as const;

/** Ten praise texts, one shown at random when a recipe has no description. */
export const RECIPE_PRAISE = [
  'A family favourite waiting to happen.',
  'Simple, honest and worth every minute.',
  'The kind of dish people ask for again.',
  'Comfort on a plate.',
  'Made with care, best shared.',
  'A keeper for the recipe box.',
  'Good food, no fuss.',
  'Proof that home cooking wins.',
  'Every bite tells you it was worth it.',
  'One to cook, taste and cook again.',
] as const;

/** Page sizes of the recipe list and lookup editors: 10 by default, or the grid setting. */
export const RECIPE_PAGE_SIZES: readonly number[] = [5, 10, 15, 20];
export const RECIPE_DEFAULT_PAGE_SIZE = 10;
/** Notes are loaded 1000 at a time, or 5000 for a full load; the panel shows 10 a page. */
export const NOTE_LOAD_SIZE = 1000;
export const NOTE_FULL_LOAD_SIZE = 5000;
export const NOTE_PAGE_SIZE = 10;

/** Limits of the stored text (kept generous for real recipes). */
export const RECIPE_LIMITS = {
  title: 200,
  authorName: 200,
  description: 4000,
  instructions: 50_000,
  tags: 1000,
  amount: 50,
  additionalInformation: 500,
  groupTitle: 200,
  /** A new ingredient or measurement typed on a line (it becomes an entry of its lookup list). */
  lookupTitle: 200,
  ingredients: 300,
  /** Largest accepted image upload, in bytes. */
  imageBytes: 15 * 1024 * 1024,
  /** Images one recipe may hold (409 past it); each counts in its uploader's file quota. */
  imagesPerRecipe: 20,
  importText: 2 * 1024 * 1024,
  /** A web address to import from (browsers and servers agree on about 2,000 characters). */
  importUrl: 2048,
  searchTerm: 200,
} as const;

const time = z.number().min(0).max(100_000).nullable();
const lookupId = int32().min(0).nullable();

/** One ingredient line, a group (isGroup, with nested ingredients) or a substitution of a line. */
export interface Ingredient {
  id: number;
  recipeId: number;
  isGroup: boolean;
  isNew: boolean;
  isSubstitution: boolean;
  groupTitle: string;
  ingredientOrder: number;
  ingredients: Ingredient[];
  amount: string;
  measurementId: number | null;
  productId: number | null;
  additionalInformation: string;
  substitution: boolean;
  substitutionIngredients: Ingredient[];
  showSubstitutions: boolean;
}

/**
 * The schema of an ingredient tree of a given depth: a group holds lines, a line holds substitutions. Written
 * without z.lazy so that the OpenAPI document can spell it out (3 levels: group, line, substitution).
 */
function ingredientSchemaOf(depth: number): z.ZodType<Ingredient> {
  const nested = depth === 0 ? z.array(z.never()).max(0) : z.array(ingredientSchemaOf(depth - 1));
  return z.object({
    id: int32(),
    recipeId: int32(),
    isGroup: z.boolean(),
    isNew: z.boolean(),
    isSubstitution: z.boolean(),
    groupTitle: z.string(),
    ingredientOrder: int32(),
    ingredients: nested,
    amount: z.string(),
    measurementId: int32().nullable(),
    productId: int32().nullable(),
    additionalInformation: z.string(),
    substitution: z.boolean(),
    substitutionIngredients: nested,
    showSubstitutions: z.boolean(),
  });
}
export const ingredientSchema = ingredientSchemaOf(2);

/** An ingredient as the form sends it: everything but the text optional, ids of new lines ignored. */
export interface IngredientInput {
  id?: number | undefined;
  isGroup?: boolean | undefined;
  isNew?: boolean | undefined;
  isSubstitution?: boolean | undefined;
  groupTitle?: string | undefined;
  ingredientOrder?: number | undefined;
  ingredients?: IngredientInput[] | undefined;
  amount?: string | undefined;
  measurementId?: number | null | undefined;
  productId?: number | null | undefined;
  additionalInformation?: string | undefined;
  /**
   * A measurement typed that is not in the list ("Sprig"), used when measurementId is null: the save finds it
   * in the list whatever its case, or adds it (as Mealie and Tandoor keep a new food or unit).
   */
  measurementTitle?: string | undefined;
  /** An ingredient typed that is not in the list ("Cornstarch"), as measurementTitle. */
  productTitle?: string | undefined;
  substitution?: boolean | undefined;
  substitutionIngredients?: IngredientInput[] | undefined;
  showSubstitutions?: boolean | undefined;
}

function ingredientInputSchemaOf(depth: number): z.ZodType<IngredientInput> {
  const nested = (max: number) =>
    (depth === 0
      ? z.array(z.never()).max(0)
      : z.array(ingredientInputSchemaOf(depth - 1)).max(max)
    ).optional();
  return z.object({
    id: int32().optional(),
    isGroup: z.boolean().optional(),
    isNew: z.boolean().optional(),
    isSubstitution: z.boolean().optional(),
    groupTitle: z.string().trim().max(RECIPE_LIMITS.groupTitle).optional(),
    ingredientOrder: int32().optional(),
    ingredients: nested(RECIPE_LIMITS.ingredients),
    amount: z.string().trim().max(RECIPE_LIMITS.amount).optional(),
    measurementId: lookupId.optional(),
    productId: lookupId.optional(),
    additionalInformation: z.string().trim().max(RECIPE_LIMITS.additionalInformation).optional(),
    measurementTitle: z.string().trim().max(RECIPE_LIMITS.lookupTitle).optional(),
    productTitle: z.string().trim().max(RECIPE_LIMITS.lookupTitle).optional(),
    substitution: z.boolean().optional(),
    substitutionIngredients: nested(20),
    showSubstitutions: z.boolean().optional(),
  });
}
/** A group, its lines, their substitutions. */
export const ingredientInputSchema = ingredientInputSchemaOf(2);

/** The recipe's fields shown in lists (everything of a Recipe but ingredients and instructions). */
export const recipeSummarySchema = z.object({
  id: int32(),
  title: z.string(),
  description: z.string(),
  authorName: z.string(),
  recipeTypeId: int32().nullable(),
  /** The first image's thumbnail as a data URL ('' without images; lists send it in card view only). */
  previewImage: z.string(),
  /** The average of every user's rating (0 when nobody rated). */
  overallRating: z.number(),
  /** The caller's own rating (0 when they did not rate). */
  userRating: int32(),
  prepTimeTypeId: int32().nullable(),
  prepStartTime: z.number().nullable(),
  prepEndTime: z.number().nullable(),
  cookTimeTypeId: int32().nullable(),
  cookStartTime: z.number().nullable(),
  cookEndTime: z.number().nullable(),
  totalTimeTypeId: int32().nullable(),
  totalStartTime: z.number().nullable(),
  totalEndTime: z.number().nullable(),
  totalTimeAutoCalculate: z.boolean(),
  servings: z.number().nullable(),
  servingTitle: z.string(),
  servingScalable: z.boolean(),
  hasImages: z.boolean(),
  /** Whether the caller marked it a favourite. */
  favorite: z.boolean(),
  tags: z.string(),
  createdById: int32(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
  /** How many users rated it (shown beside the stars). */
  ratingCount: int32(),
  /** The author's user name, for "by ...". */
  createdByName: z.string(),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeSchema = recipeSummarySchema.extend({
  ingredients: z.array(ingredientSchema),
  instructions: z.string(),
  /** Whether the caller may edit it and archive it: the screens hide what they may not use. */
  canEdit: z.boolean(),
  canArchive: z.boolean(),
});
export type Recipe = z.infer<typeof recipeSchema>;

const text = (max: number) => z.string().trim().max(max).optional().default('');

/** POST recipe/save: id 0 (or none) creates a recipe, another id updates it. */
export const recipeSaveSchema = z.object({
  id: int32().min(0).max(2_147_483_647).optional().default(0),
  title: z.string().trim().min(1, 'Title is required.').max(RECIPE_LIMITS.title),
  description: text(RECIPE_LIMITS.description),
  authorName: text(RECIPE_LIMITS.authorName),
  recipeTypeId: lookupId.optional().default(null),
  prepTimeTypeId: lookupId.optional().default(null),
  prepStartTime: time.optional().default(null),
  prepEndTime: time.optional().default(null),
  cookTimeTypeId: lookupId.optional().default(null),
  cookStartTime: time.optional().default(null),
  cookEndTime: time.optional().default(null),
  totalTimeTypeId: lookupId.optional().default(null),
  totalStartTime: time.optional().default(null),
  totalEndTime: time.optional().default(null),
  totalTimeAutoCalculate: z.boolean().optional().default(true),
  servings: z.number().min(0).max(10_000).nullable().optional().default(null),
  servingTitle: text(100),
  servingScalable: z.boolean().optional().default(true),
  ingredients: z.array(ingredientInputSchema).max(RECIPE_LIMITS.ingredients).optional().default([]),
  instructions: text(RECIPE_LIMITS.instructions),
  tags: text(RECIPE_LIMITS.tags),
});
export type RecipeSaveRequest = z.input<typeof recipeSaveSchema>;
export type RecipeSave = z.output<typeof recipeSaveSchema>;

const booleanParam = z
  .enum(['true', 'false', '1', '0'], { message: 'Use true or false.' })
  .transform((value) => value === 'true' || value === '1');

/** GET recipe/list/{page}/{itemsPerPage}/{favoritesOnly}/{cardView}[/{wholeWord}/{searchOption}/{term}]. */
export const recipeListParamsSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000),
  itemsPerPage: z.coerce.number().int().min(1).max(500),
  favoritesOnly: booleanParam,
  cardView: booleanParam,
  wholeWord: booleanParam.optional().default(false),
  searchOption: z.coerce
    .number()
    .int()
    .min(0, 'Search option is one of 0 to 5.')
    .max(5, 'Search option is one of 0 to 5.')
    .optional()
    .default(0),
  term: z.string().trim().max(RECIPE_LIMITS.searchTerm).optional().default(''),
});
export type RecipeListParams = z.output<typeof recipeListParamsSchema>;

/**
 * The most recipes a list counts and a search ranks (docs/decisions.md, "Recipes and the repository: keyset
 * pages and capped counts"): past it the total is this number and totalIsEstimate is true ("more than 1,000"),
 * a search ranks the newest matches up to it, and the title list goes on with the `after` cursor.
 */
export const RECIPE_LIST_CAP = 1000;

/** A page after another (keyset paging): `after` is the nextCursor of the page before, as it came. */
export const recipeListQuerySchema = z.object({
  after: z.string().max(400, 'After is a cursor from nextCursor.').optional(),
});
export type RecipeListCursor = z.input<typeof recipeListQuerySchema>;

export const recipePageSchema = pagedListSchema(recipeSummarySchema).extend({
  /** True when there are more recipes than RECIPE_LIST_CAP: total is then the cap ("more than 1,000"). */
  totalIsEstimate: z.boolean().optional(),
  /** The cursor of the next page (send it as `after`), null on the last page. */
  nextCursor: z.string().nullable().optional(),
});
export type RecipePage = z.infer<typeof recipePageSchema>;

/** GET recipe/md: the setup lists of the form and the quick search. */
export const recipeSetupSchema = z.object({
  searchOptions: z.array(systemItemSchema),
  recipeTypes: z.array(systemItemSchema),
  timeTypes: z.array(systemItemSchema),
  measurements: z.array(systemItemSchema),
  products: z.array(systemItemSchema),
});
export type RecipeSetup = z.infer<typeof recipeSetupSchema>;

/** One image of a recipe. The data fields are base64 (the offline store keeps them as they come). */
export const recipeImageSchema = z.object({
  id: int32(),
  recipeId: int32(),
  imageName: z.string(),
  /** Media subtype of the display and thumbnail sizes (webp). */
  imageType: z.string(),
  sortOrder: int32(),
  width: int32(),
  height: int32(),
  /** The display size (at most 1600 px on its longer side) as a data URL. */
  imageData: z.string(),
  /** The thumbnail (at most 320 px) as a data URL. */
  thumbnailData: z.string(),
  createdDate: z.string(),
});
export type RecipeImage = z.infer<typeof recipeImageSchema>;
export const recipeImageListSchema = z.array(recipeImageSchema);

/** POST recipe/import: schema.org Recipe JSON-LD, pasted as JSON or as the HTML of a page. */
export const recipeImportSchema = z.object({
  text: z.string().min(1, 'Paste the JSON-LD or the HTML of a recipe page.').max(RECIPE_LIMITS.importText),
});

/** POST recipe/import-url: the address of a recipe page, which the server fetches and imports as above. */
export const recipeImportUrlSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Enter the web address of a recipe page.')
    .max(RECIPE_LIMITS.importUrl, `At most ${RECIPE_LIMITS.importUrl} characters.`),
});

/**
 * The products whose exports POST recipe/import/archive reads (`?format=`): Nextcloud Cookbook's folder zip (also
 * what the collection export writes), Mealie's recipe export, Tandoor's default export (a zip of zips) and
 * Paprika 3's .paprikarecipes; and this portal's "Download my data" zip, whose recipes/ folder brings the collection
 * with the person's own shopping lists, meal plan and cookbooks.
 */
export const RECIPE_IMPORT_FORMATS = ['nextcloud', 'mealie', 'tandoor', 'paprika', 'lcars'] as const;
export type RecipeImportFormat = (typeof RECIPE_IMPORT_FORMATS)[number];

/** What each format is called on screen, and the file the portal's picker offers. */
export const RECIPE_IMPORT_SOURCES: Record<RecipeImportFormat, { title: string; accept: string }> = {
  nextcloud: { title: 'Nextcloud Cookbook, or this portal’s collection export (.zip)', accept: '.zip' },
  mealie: { title: 'Mealie recipe export (.zip)', accept: '.zip' },
  tandoor: { title: 'Tandoor export (.zip of recipe zips)', accept: '.zip' },
  paprika: { title: 'Paprika 3 export (.paprikarecipes)', accept: '.paprikarecipes,.zip' },
  lcars: {
    title: 'This portal’s Download my data (.zip): recipes, shopping lists, meal plan, cookbooks',
    accept: '.zip',
  },
};

/** POST recipe/import/archive: ?format= (one of RECIPE_IMPORT_FORMATS) and ?preview=true to write nothing. */
export const recipeArchiveQuerySchema = importQuery(RECIPE_IMPORT_FORMATS);

/** The kinds the import report counts. */
export const RECIPE_IMPORT_COUNTS = [
  'recipes',
  'images',
  'notes',
  'shoppingLists',
  'shoppingItems',
  'mealPlanEntries',
  'cookbooks',
  'recipeLinksDropped',
] as const;

export const recipeRatingParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  rating: z.coerce.number().int().min(1, 'Rating is 1 to 5 stars.').max(5, 'Rating is 1 to 5 stars.'),
});
export const recipeFavoriteParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  favorite: z.enum(['0', '1'], { message: 'Favorite is 0 or 1.' }).transform((value) => value === '1'),
});

/** Answer of the rating call: the new average, the caller's rating and how many rated. */
export const recipeRatingSchema = z.object({
  id: int32(),
  overallRating: z.number(),
  userRating: int32(),
  ratingCount: int32(),
});
export type RecipeRating = z.infer<typeof recipeRatingSchema>;
export const recipeFavoriteSchema = z.object({ id: int32(), favorite: z.boolean() });
export const recipeFavoriteIdsSchema = z.array(int32());
export const recipeListAllSchema = z.array(recipeSchema);
export const recipeCountSchema = int32();
export const recipeArchiveSchema = z.object({ id: int32(), title: z.string(), message: z.string() });

/** GET recipe/changes/{since}: what changed since a device's copy (see the API's recipeChanges). */
export const recipeChangesParamsSchema = z.object({
  since: z.iso.datetime({ message: 'since is an ISO 8601 date and time (UTC).' }),
});
export const recipeChangesSchema = z.object({
  /** The newest change seen: the next call's `since`. */
  at: z.string(),
  recipes: z.array(recipeSchema),
  /** Recipes archived (or gone) since then. */
  removed: z.array(int32()),
});
export type RecipeChanges = z.infer<typeof recipeChangesSchema>;
