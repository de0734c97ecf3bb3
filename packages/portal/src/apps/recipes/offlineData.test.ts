import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppSetting } from '@lcars/contract';
import type { Note } from '@lcars/contract/recipes';
import { memoryBackend, setTableBackendFactory } from '../../core/offline/tables';

// The server as the preload sees it: the recipe lists, no recipes, and two visible notes of recipe 7.
const notes: Note[] = [7, 7, 8].map((recipeId, index) => ({
  id: index + 1,
  title: '',
  description: '',
  userId: 2,
  messageTypeId: 1,
  messageSourceId: 1,
  messageStatusId: 0,
  messageSourceIdValue: recipeId,
  commentText: `Note ${index + 1}`,
  tags: '',
  userName: 'cook',
  createdDate: `2026-01-0${index + 1}T00:00:00.000Z`,
  modifiedDate: `2026-01-0${index + 1}T00:00:00.000Z`,
  modifiedByUserName: null,
  hidden: false,
  canEdit: true,
  canToggle: true,
}));

const answers: Record<string, unknown> = {
  '/recipe/md': { timeTypes: [], products: [], measurements: [], recipeTypes: [] },
  '/recipe/list-all': [],
  '/recipe/favorites/list': [],
  '/recipe/comments/list': notes,
};
const apiCall = vi.fn((_verb: string, path: string) =>
  Promise.resolve(answers[`/${path.replace(/^\//, '')}`]),
);
vi.mock('../../core/call', () => ({ apiCall }));
vi.mock('../../core/offline/freshness', () => ({ fetchLastModified: () => Promise.resolve(null) }));

const { offlineRecipeNotes, preloadRecipes, forgetLoadedRecipes } = await import('./offlineData');

const preload = (enableOfflineComments: boolean) =>
  preloadRecipes({
    setting: { appId: 1, recipeSettings: { enableOfflineComments } } as unknown as AppSetting,
    progress: () => {},
  });

describe("a recipe's notes on the device (the notes panel offline)", () => {
  beforeEach(() => {
    const backends = new Map<string, ReturnType<typeof memoryBackend>>();
    setTableBackendFactory((table) => {
      if (!backends.has(table)) backends.set(table, memoryBackend());
      return backends.get(table)!;
    });
    forgetLoadedRecipes();
  });
  afterEach(() => setTableBackendFactory(null));

  it('answers the stored notes of the recipe, newest first and read-only, when comments are kept offline', async () => {
    await preload(true);
    expect(apiCall.mock.calls.some(([, path]) => path.endsWith('recipe/comments/list'))).toBe(true);
    const stored = await offlineRecipeNotes(7);
    expect(stored?.map((note) => note.commentText)).toEqual(['Note 2', 'Note 1']);
    expect(stored?.every((note) => !note.canEdit)).toBe(true);
    expect(await offlineRecipeNotes(9)).toEqual([]);
  });

  it('says the notes are not available (null), not "no notes", when the device keeps none', async () => {
    await preload(false);
    expect(await offlineRecipeNotes(7)).toBeNull();
    // Nothing preloaded at all: not available either.
    setTableBackendFactory(() => memoryBackend());
    expect(await offlineRecipeNotes(7)).toBeNull();
  });
});
