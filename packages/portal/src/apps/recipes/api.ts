// The Recipes API (apps.md section 7) through the portal's call wrapper, on the contract's endpoint
// descriptors: failures toast through the api client and resolve undefined, so callers never need a catch.
import { pathOf } from '@lcars/contract';
import * as calls from '@lcars/contract/recipes';
import type {
  Note,
  NoteListRequest,
  NoteSaveRequest,
  Recipe,
  RecipeImage,
  RecipeRating,
  RecipeSaveRequest,
  RecipeSetup,
  RecipeSummary,
} from '@lcars/contract/recipes';
import type { PagedList } from '@lcars/contract';
import { apiCall, toastNoAnswer } from '../../core/call';
import { useOfflineStore } from '../../core/stores/offline';
import { isFromDevice, readOrFromDevice } from './deviceFallback';
import type { RecipeListQuery } from './query';

export type { RecipeListQuery } from './query';

/**
 * Offline, reads come from the device (offlineData.ts, loaded on first use): apps.md section 4, "Offline
 * reads"; so do they online while the server cannot be reached and the device keeps Recipes.
 */
const isOffline = (): boolean => useOfflineStore.getState().isOffline || isFromDevice();
const offlineData = () => import('./offlineData');

/** An online GET, or the device's answer when it gets none and the device keeps Recipes. */
function read<T>(
  path: string,
  fromDevice: (data: Awaited<ReturnType<typeof offlineData>>) => Promise<T | undefined>,
) {
  return readOrFromDevice<T>(
    () => apiCall<T>('get', path, { toastOnNoAnswer: false }),
    async () => {
      const data = await offlineData();
      return (await data.recipesKeptOnDevice()) ? fromDevice(data) : null;
    },
    toastNoAnswer,
  );
}

export const recipesApi = {
  setup: async (): Promise<RecipeSetup | undefined> =>
    isOffline()
      ? (await offlineData()).offlineRecipeSetup()
      : read<RecipeSetup>(pathOf(calls.recipeSetup, {}), (data) => data.offlineRecipeSetup()),
  count: () => apiCall<number>('get', pathOf(calls.recipeCount, {})),
  list: async (query: RecipeListQuery): Promise<PagedList<RecipeSummary> | undefined> => {
    if (isOffline()) return (await offlineData()).offlineRecipeList(query);
    const term = query.term.trim();
    const base = {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      favoritesOnly: query.favoritesOnly,
      cardView: query.cardView,
    };
    return read<PagedList<RecipeSummary>>(
      term === ''
        ? pathOf(calls.recipeList, base)
        : pathOf(calls.recipeSearch, {
            ...base,
            wholeWord: query.wholeWord,
            searchOption: query.searchOption,
            term,
          }),
      (data) => data.offlineRecipeList(query),
    );
  },
  get: async (id: number): Promise<Recipe | undefined> =>
    isOffline()
      ? (await offlineData()).offlineRecipe(id)
      : read<Recipe>(pathOf(calls.recipeGet, { id }), (data) => data.offlineRecipe(id)),
  save: (recipe: RecipeSaveRequest) =>
    apiCall<Recipe>('post', pathOf(calls.recipeSave, {}), { data: recipe }),
  importJsonLd: (text: string) => apiCall<Recipe>('post', pathOf(calls.recipeImport, {}), { data: { text } }),
  exportJsonLd: (id: number) => apiCall<Record<string, unknown>>('get', pathOf(calls.recipeExport, { id })),
  archive: (id: number) =>
    apiCall<{ id: number; title: string; message: string }>('delete', pathOf(calls.recipeArchive, { id }), {
      toastOnError: false,
    }),
  rate: (id: number, rating: number) =>
    apiCall<RecipeRating>('post', pathOf(calls.recipeRate, { id, rating })),
  favorite: (id: number, favorite: boolean) =>
    apiCall<{ id: number; favorite: boolean }>(
      'post',
      pathOf(calls.recipeFavorite, { id, favorite: favorite ? 1 : 0 }),
    ),
  images: async (id: number): Promise<RecipeImage[] | undefined> =>
    isOffline()
      ? (await offlineData()).offlineRecipeImages(id)
      : read<RecipeImage[]>(pathOf(calls.recipeImages, { id }), (data) => data.offlineRecipeImages(id)),
  uploadImage: (id: number, file: File) =>
    apiCall<RecipeImage>(
      'put',
      `${pathOf(calls.recipeImageUpload, { id })}?name=${encodeURIComponent(file.name)}`,
      {
        data: file,
      },
    ),
  deleteImage: (id: number, imageId: number) =>
    apiCall<RecipeImage[]>('delete', pathOf(calls.recipeImageDelete, { id, imageId })),

  /** A recipe's notes; offline from the device, and null when the device keeps no notes (not "no notes"). */
  notes: async (request: NoteListRequest): Promise<PagedList<Note> | null | undefined> => {
    if (!isOffline()) return apiCall<PagedList<Note>>('post', pathOf(calls.noteList, {}), { data: request });
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
  saveNote: (note: NoteSaveRequest) => apiCall<Note>('post', pathOf(calls.noteSave, {}), { data: note }),
  deleteNote: (id: number) => apiCall<{ deleted: number }>('delete', pathOf(calls.noteDelete, { id })),
  toggleNote: (id: number) =>
    apiCall<{ changed: number; hidden: boolean }>('post', pathOf(calls.noteToggle, { id })),
  toggleAllNotes: (recipeId: number, othersOnly: boolean) =>
    apiCall<{ changed: number; hidden: boolean }>(
      'post',
      pathOf(othersOnly ? calls.noteToggleOthers : calls.noteToggleAll, { id: recipeId }),
    ),
};
