// The Recipes API through the portal's call wrapper, on the contract's endpoint
// descriptors: failures toast through the api client and resolve undefined, so callers never need a catch.
import { HTTPError } from 'ky';
import { pathOf, type Problem } from '@lcars/contract';
import * as calls from '@lcars/contract/recipes';
import type {
  NoteListRequest,
  NoteSaveRequest,
  Recipe,
  RecipeImportFormat,
  RecipeSaveRequest,
} from '@lcars/contract/recipes';
import { api } from '../../core/api';
import { call, send, toastNoAnswer } from '../../core/call';
import { saveFile } from '../../kit/download';
import { useOfflineStore } from '../../core/stores/offline';
import { isFromDevice, readOrFromDevice } from './deviceFallback';
import type { RecipeListQuery } from './query';

export type { RecipeListQuery } from './query';

/** A flag of a path ('true' or 'false'), as the list's path takes it. */
const flag = (value: boolean) => (value ? 'true' : 'false');

/**
 * Offline, reads come from the device (offlineData.ts, loaded on first use),
 * and so do they online while the server cannot be reached and the device keeps Recipes.
 */
const isOffline = (): boolean => useOfflineStore.getState().isOffline || isFromDevice();
const offlineData = () => import('./offlineData');

/** An online read, or the device's answer when it gets none and the device keeps Recipes. */
function read<T>(
  online: () => Promise<T | undefined>,
  fromDevice: (data: Awaited<ReturnType<typeof offlineData>>) => Promise<T | undefined>,
) {
  return readOrFromDevice<T>(
    online,
    async () => {
      const data = await offlineData();
      return (await data.recipesKeptOnDevice()) ? fromDevice(data) : null;
    },
    toastNoAnswer,
  );
}

// A read that may be answered from the device toasts nothing when no answer came (read() decides).
const quiet = { toastOnNoAnswer: false } as const;

export const recipesApi = {
  setup: async () =>
    isOffline()
      ? (await offlineData()).offlineRecipeSetup()
      : read(
          () => call(calls.recipeSetup, {}, quiet),
          (data) => data.offlineRecipeSetup(),
        ),
  count: () => call(calls.recipeCount, {}),
  list: async (query: RecipeListQuery) => {
    if (isOffline()) return (await offlineData()).offlineRecipeList(query);
    const term = query.term.trim();
    const base = {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      favoritesOnly: flag(query.favoritesOnly),
      cardView: flag(query.cardView),
    } as const;
    const after = query.after === undefined ? {} : { after: query.after };
    return read(
      () =>
        term === ''
          ? call(calls.recipeList, { params: base, query: after }, quiet)
          : call(
              calls.recipeSearch,
              {
                params: {
                  ...base,
                  wholeWord: flag(query.wholeWord),
                  searchOption: query.searchOption,
                  term,
                },
                query: after,
              },
              quiet,
            ),
      (data) => data.offlineRecipeList(query),
    );
  },
  get: async (id: number) =>
    isOffline()
      ? (await offlineData()).offlineRecipe(id)
      : read(
          () => call(calls.recipeGet, { params: { id } }, quiet),
          (data) => data.offlineRecipe(id),
        ),
  save: (recipe: RecipeSaveRequest) => call(calls.recipeSave, { body: recipe }),
  importJsonLd: (text: string) => call(calls.recipeImport, { body: { text } }),
  /**
   * Imports the page at a web address, which the server fetches. A refusal (a private address, a page with no
   * recipe, too large or too slow) answers the server's words for the address field, not a toast.
   */
  importFromUrl: async (url: string): Promise<Recipe | { refusal: string }> => {
    try {
      return await send(
        calls.recipeImportUrl,
        { body: { url } },
        { context: { toastOnError: false } },
      ).json();
    } catch (failure) {
      if (!(failure instanceof HTTPError)) return { refusal: 'The server could not be reached.' };
      const problem = (await failure.response
        .clone()
        .json()
        .catch(() => ({}))) as Partial<Problem>;
      const field = problem.errors?.find((item) => item.field === 'url');
      return { refusal: field?.message ?? problem.detail ?? 'The page could not be imported.' };
    }
  },
  /**
   * Another product's export: with `preview` what importing it would create and skip (nothing is written). A
   * large file answers a jobId at once; the job's result is the report (kit's runImport follows it).
   */
  importArchive: (file: Blob, format: RecipeImportFormat, preview: boolean) =>
    call(
      calls.recipeImportArchive,
      { query: { format, preview: flag(preview) } },
      { data: file, config: { timeout: 600_000 } },
    ),
  /** The whole collection as a zip (Nextcloud Cookbook layout), saved as recipes.zip. */
  downloadCollection: async (): Promise<boolean> => {
    try {
      const blob = await api.get(pathOf(calls.recipeExportCollection, {}), { timeout: 600_000 }).blob();
      saveFile(blob, 'recipes.zip');
      return true;
    } catch {
      return false;
    }
  },
  exportJsonLd: (id: number) => call(calls.recipeExport, { params: { id } }),
  archive: (id: number) => call(calls.recipeArchive, { params: { id } }, { toastOnError: false }),
  rate: (id: number, rating: number) => call(calls.recipeRate, { params: { id, rating } }),
  favorite: (id: number, favorite: boolean) =>
    call(calls.recipeFavorite, { params: { id, favorite: favorite ? '1' : '0' } }),
  images: async (id: number) =>
    isOffline()
      ? (await offlineData()).offlineRecipeImages(id)
      : read(
          () => call(calls.recipeImages, { params: { id } }, quiet),
          (data) => data.offlineRecipeImages(id),
        ),
  // The body is the file itself, not the descriptor's JSON.
  uploadImage: (id: number, file: File) =>
    call(calls.recipeImageUpload, { params: { id }, query: { name: file.name } }, { data: file }),
  deleteImage: (id: number, imageId: number) => call(calls.recipeImageDelete, { params: { id, imageId } }),

  /** A recipe's notes; offline from the device, and null when the device keeps no notes (not "no notes"). */
  notes: async (request: NoteListRequest) => {
    if (!isOffline()) return call(calls.noteList, { body: request });
    const records = await (await offlineData()).offlineRecipeNotes(request.sourceIdValue);
    if (records === null) return null;
    return {
      total: records.length,
      itemsPerPage: Math.max(1, records.length),
      page: 1,
      pageCount: records.length === 0 ? 0 : 1,
      startIndex: records.length === 0 ? 0 : 1,
      stopIndex: records.length,
      sortBy: 'createdDate',
      sortDirection: 'desc',
      records,
    };
  },
  saveNote: (note: NoteSaveRequest) => call(calls.noteSave, { body: note }),
  deleteNote: (id: number) => call(calls.noteDelete, { params: { id } }),
  toggleNote: (id: number) => call(calls.noteToggle, { params: { id } }),
  toggleAllNotes: (recipeId: number, othersOnly: boolean) =>
    call(othersOnly ? calls.noteToggleOthers : calls.noteToggleAll, { params: { id: recipeId } }),
};
