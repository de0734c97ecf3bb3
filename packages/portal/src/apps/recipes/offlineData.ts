// Recipes on the device: the preload into the recipe tables (and the shopping lists), the validity check
// (setup lists, then counts), the refresh of what changed (data/last, then recipe/changes) and the offline
// reads of the list, a recipe, its images and notes. Loaded by import() only (offline.ts, api.ts).
import { appSettingsOf, type AppSetting } from '@lcars/contract';
import * as calls from '@lcars/contract/recipes';
import { recipeSettingsManifest, recipesManifest, type RecipeSettings } from '@lcars/contract/recipes';
import type { Note, Recipe, RecipeImage, RecipeSetup, RecipeSummary } from '@lcars/contract/recipes';
import type { PagedList } from '@lcars/contract';
import { call } from '../../core/call';
import type { PreloadContext } from '../../core/offline/appOffline';
import { fetchLastModified } from '../../core/offline/freshness';
import { localTable, OfflineTable } from '../../core/offline/tables';
import { useSessionStore } from '../../core/stores/session';
import type { RecipeListQuery } from './query';
import { toLocalRecipe, type LocalRecipe } from './localRecipes';
import { isRecipePreloadValid, RecipeTable } from './offlineTables';
import type { RecipeIndex } from './recipeIndex';
import { RecipeRows } from './recipeRows';
import { keepAllLists, syncAll } from './shopping/shoppingSync';

/** Keys of the Recipes app's records in the platform's `other` table. */
const SETUP_KEY = 'recipe-md';
const SYNC_KEY = 'recipe-sync';

interface RecipeSync {
  id: string;
  /** The collection's mark (data/last/recipe/all) the device's copy is up to date with; null: none yet. */
  at: string | null;
  /**
   * Whether the recipe-comments table holds the notes: the Recipe settings' enableOfflineComments when the
   * device last loaded them. Without it an empty table would read "No notes yet." for a recipe that has notes.
   */
  notesKept?: boolean;
}

interface FavoriteRecord {
  id: number;
}

const recipes = () => localTable<LocalRecipe>(RecipeTable.recipe);
const favorites = () => localTable<FavoriteRecord>(RecipeTable.recipeFavorite);
const images = () => localTable<RecipeImage>(RecipeTable.recipeImages);
const comments = () => localTable<Note>(RecipeTable.recipeComments);
const other = () => localTable<object>(OfflineTable.other);

/** The device's calls toast nothing: the preload says what failed, a refresh tries again later. */
const untoasted = { toastOnError: false } as const;

/** A call the preload cannot do without: its failure stops the preload with the reason. */
async function required<T>(answer: Promise<T | undefined>, what: string): Promise<T> {
  const answered = await answer;
  if (answered === undefined) throw new Error(`${what} could not be loaded.`);
  return answered;
}

/** The Recipe settings in the user's app setting of Recipes, with their defaults. */
function recipeSettingsOf(setting: AppSetting | undefined): RecipeSettings {
  return appSettingsOf(recipeSettingsManifest, setting);
}

function currentRecipeSettings(): RecipeSettings {
  const setting = useSessionStore
    .getState()
    .accountContext?.appSettings.find((candidate) => candidate.appId === recipesManifest.id);
  return recipeSettingsOf(setting);
}

// ---- The device's copy in memory: records, favourites and the full-text index ----------------------------

interface LoadedRecipes {
  /** The list rows in title order with their search text lower-cased: a keystroke reads only these. */
  rows: RecipeRows;
  favorites: Set<number>;
  index: RecipeIndex;
}

let loaded: Promise<LoadedRecipes> | null = null;

/** Reads the tables and builds the index once per page load (or after a preload); keystrokes reuse them. */
export function loadedRecipes(): Promise<LoadedRecipes> {
  loaded ??= (async () => {
    const [records, favoriteRecords, { buildRecipeIndex }] = await Promise.all([
      recipes().all(),
      favorites().all(),
      import('./recipeIndex'),
    ]);
    const rows = new RecipeRows(records);
    return {
      rows,
      favorites: new Set(favoriteRecords.map((record) => record.id)),
      // In title order: recipes the index scores alike are listed by title.
      index: buildRecipeIndex(rows.records),
    };
  })();
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}

/** Forgets the copy in memory (a preload or a clear replaced the tables). */
export function forgetLoadedRecipes(): void {
  loaded = null;
}

// ---- Preload -----------------------------------------------------------------------------------------------

/**
 * Fills the recipe tables: setup lists, every recipe, the favourites, and images and notes when the user's
 * Recipe settings keep them offline (enableOfflineImages, enableOfflineComments).
 */
export async function preloadRecipes({ setting, progress }: PreloadContext): Promise<void> {
  const settings = recipeSettingsOf(setting);
  const steps = 6 + (settings.enableOfflineImages ? 1 : 0) + (settings.enableOfflineComments ? 1 : 0);
  let done = 0;
  const step = (label: string) => progress(done++, steps, label);

  step('Recipe lists');
  const setup = await required(call(calls.recipeSetup, {}, untoasted), 'The recipe lists');
  // The collection's mark before the recipes: a change made while they load is fetched by the next refresh.
  const at = await fetchLastModified('recipe', 'all');
  step('Recipes');
  const all = await required(call(calls.recipeListAll, {}, untoasted), 'The recipes');
  step('Favourites');
  const favoriteIds = await required(call(calls.recipeFavoriteIds, {}, untoasted), 'The favourites');
  let imageList: RecipeImage[] = [];
  if (settings.enableOfflineImages) {
    step('Pictures');
    imageList = await required(call(calls.recipeImagesAll, {}, untoasted), 'The pictures');
  }
  let noteList: Note[] = [];
  if (settings.enableOfflineComments) {
    step('Notes');
    noteList = await required(call(calls.noteListAll, {}, untoasted), 'The notes');
  }

  step('Shopping lists');
  const shopping = await loadShoppingLists();
  if (!shopping) throw new Error('The shopping lists could not be loaded.');

  step(`Saving ${all.length} recipes on this device`);
  await Promise.all([recipes().clear(), favorites().clear(), images().clear(), comments().clear()]);
  await recipes().saveMany(all.map((recipe) => toLocalRecipe(recipe, setup)));
  await favorites().saveMany(favoriteIds.map((id) => ({ id })));
  if (imageList.length > 0) await images().saveMany(imageList);
  if (noteList.length > 0) await comments().saveMany(noteList);
  await keepAllLists(shopping);
  await other().save(SETUP_KEY, setup);
  await other().save(SYNC_KEY, {
    id: SYNC_KEY,
    at,
    notesKept: settings.enableOfflineComments,
  } satisfies RecipeSync);
  forgetLoadedRecipes();
  step('Building the search index');
  await loadedRecipes();
  progress(steps, steps, 'Ready');
}

/**
 * Every shopping list the user sees (their own and those shared with them) with its items, for the shop
 * without a network. Ticks still waiting on the device are sent first, so the copy loaded includes them.
 */
async function loadShoppingLists() {
  await syncAll();
  return call(calls.shoppingListsAll, {}, untoasted);
}

// ---- Validity and refresh ----------------------------------------------------------------------------------

/** Whether the copy is whole: the setup lists (time types, products) as on the server, then the recipe counts. */
export async function recipePreloadValid(): Promise<boolean> {
  const local = (await other().get(SETUP_KEY)) as RecipeSetup | undefined;
  if (!local) return false;
  const server = await call(calls.recipeSetup, {}, untoasted);
  if (!server) throw new Error('The server did not answer.');
  const [localCount, serverCount] = await Promise.all([
    recipes().count(),
    call(calls.recipeCount, {}, untoasted),
  ]);
  if (serverCount === undefined) throw new Error('The server did not answer.');
  return isRecipePreloadValid(
    { timeTypes: local.timeTypes, products: local.products, recipeCount: localCount },
    { timeTypes: server.timeTypes, products: server.products, recipeCount: serverCount },
  );
}

/**
 * Back online: asks the collection's freshness mark (data/last/recipe/all); when it moved past the device's
 * copy, fetches the recipes changed since (recipe/changes) and drops the archived ones; the favourites (and
 * notes, when kept) are read again. The index in memory follows.
 */
export async function refreshRecipes(): Promise<void> {
  const sync = (await other().get(SYNC_KEY)) as RecipeSync | undefined;
  const setup = (await other().get(SETUP_KEY)) as RecipeSetup | undefined;
  if (!sync || !setup) return;
  const settings = currentRecipeSettings();
  const favoriteIds = await call(calls.recipeFavoriteIds, {}, untoasted);
  if (favoriteIds) {
    await favorites().clear();
    await favorites().saveMany(favoriteIds.map((id) => ({ id })));
  }
  const mark = await fetchLastModified('recipe', 'all');
  const changed = mark !== null && (sync.at === null || Date.parse(mark) > Date.parse(sync.at));
  if (changed) {
    const since = sync.at ?? new Date(0).toISOString();
    // The path encodes `since` once (its colons); encoding it here too sent '%253A', which the API refused.
    const changes = await call(calls.recipeChanges, { params: { since } }, untoasted);
    if (changes) {
      await recipes().saveMany(changes.recipes.map((recipe) => toLocalRecipe(recipe, setup)));
      await recipes().removeMany(changes.removed);
      if (settings.enableOfflineImages) {
        for (const recipe of changes.recipes) {
          const list = await call(calls.recipeImages, { params: { id: recipe.id } }, untoasted);
          if (!list) continue;
          const stale = (await images().all()).filter((image) => image.recipeId === recipe.id);
          await images().removeMany(stale.map((image) => image.id));
          await images().saveMany(list);
        }
      }
      sync.at = changes.at;
      await other().save(SYNC_KEY, sync);
      const memory = loaded ? await loaded.catch(() => null) : null;
      if (memory) {
        const changed = changes.recipes.map((recipe) => toLocalRecipe(recipe, setup));
        for (const local of changed) memory.index.put(local);
        for (const id of changes.removed) memory.index.remove(id);
        memory.rows.apply(changed, changes.removed);
      }
    }
  }
  if (settings.enableOfflineComments) {
    const notes = await call(calls.noteListAll, {}, untoasted);
    if (notes) {
      await comments().clear();
      await comments().saveMany(notes);
      sync.notesKept = true;
    }
  } else if (sync.notesKept) {
    // The user no longer keeps notes offline: the stored ones would only go stale.
    await comments().clear();
    sync.notesKept = false;
  }
  await other().save(SYNC_KEY, sync);
  const memory = loaded ? await loaded.catch(() => null) : null;
  if (memory && favoriteIds) memory.favorites = new Set(favoriteIds);
  // The shopping lists are small: loaded again whole (a list shared meanwhile is there for the next shop).
  const shopping = await loadShoppingLists();
  if (shopping) await keepAllLists(shopping);
}

// ---- Offline reads -----------------------------------------------------------------------------------------

/**
 * A page of the list from the device: the tables are read once (loadedRecipes), then every keystroke is
 * answered from the rows and the index in memory.
 */
export async function offlineRecipeList(query: RecipeListQuery): Promise<PagedList<RecipeSummary>> {
  const memory = await loadedRecipes();
  return memory.rows.page(query, memory.favorites, memory.index.search);
}

/** One recipe from the device; offline nobody may edit or archive it (changes need the server). */
export async function offlineRecipe(id: number): Promise<Recipe | undefined> {
  const memory = await loadedRecipes();
  const record = memory.rows.get(id);
  if (!record) return undefined;
  const {
    ingredientProducts: _products,
    ingredientNotes: _notes,
    recipeTypeTitle: _type,
    ...recipe
  } = record;
  return {
    ...recipe,
    favorite: memory.favorites.has(id),
    canEdit: false,
    canArchive: false,
  };
}

/** Whether this device keeps Recipes (a preload ran): the copy a cut network can fall back to. */
export async function recipesKeptOnDevice(): Promise<boolean> {
  return (await other().get(SETUP_KEY)) !== undefined;
}

export async function offlineRecipeSetup(): Promise<RecipeSetup | undefined> {
  return (await other().get(SETUP_KEY)) as RecipeSetup | undefined;
}

export async function offlineRecipeImages(recipeId: number): Promise<RecipeImage[]> {
  const page = await images().query({
    filters: [{ field: 'recipeId', value: recipeId, operator: 'equals' }],
    itemsPerPage: 1000,
    sortBy: 'sortOrder',
  });
  return page.records;
}

/**
 * A recipe's notes from the device, newest first, read-only; null when this device keeps no notes (the
 * Recipe setting enableOfflineComments was off when it loaded them): "not available offline", not "none".
 * The device keeps the visible notes only (note/list-all), so there are no hidden ones to show here.
 */
export async function offlineRecipeNotes(recipeId: number): Promise<Note[] | null> {
  const sync = (await other().get(SYNC_KEY)) as RecipeSync | undefined;
  if (!sync?.notesKept) return null;
  const page = await comments().query({
    filters: [{ field: 'messageSourceIdValue', value: recipeId, operator: 'equals' }],
    itemsPerPage: 5000,
    sortBy: 'createdDate',
    sortDirection: 'desc',
  });
  return page.records.map((note) => ({ ...note, canEdit: false, canToggle: false }));
}
