import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestOf, type AppSetting, type CallInput, type Endpoint } from '@lcars/contract';
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

/** The collection's freshness mark (data/last/recipe/all) the server gives. */
let mark: string | null = null;

const answers: Record<string, unknown> = {
  '/recipe/md': { timeTypes: [], products: [], measurements: [], recipeTypes: [] },
  '/recipe/list-all': [],
  '/recipe/favorites/list': [],
  '/recipe/comments/list': notes,
};
/** The paths the device asked for, as they went out (encoded). */
const asked: string[] = [];
const call = vi.fn((endpoint: Endpoint, input: CallInput<Endpoint>) => {
  const { path } = requestOf(endpoint, input);
  asked.push(path);
  if (path.startsWith('recipe/changes/')) return Promise.resolve({ at: mark, recipes: [], removed: [] });
  return Promise.resolve(answers[`/${path}`]);
});
vi.mock('../../core/call', () => ({ call }));
vi.mock('../../core/offline/freshness', () => ({ fetchLastModified: () => Promise.resolve(mark) }));

const { offlineRecipeNotes, preloadRecipes, forgetLoadedRecipes, refreshRecipes } =
  await import('./offlineData');

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
    mark = null;
    asked.length = 0;
  });
  afterEach(() => setTableBackendFactory(null));

  it('answers the stored notes of the recipe, newest first and read-only, when comments are kept offline', async () => {
    await preload(true);
    expect(asked).toContain('recipe/comments/list');
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

  it('asks for the recipes changed since its copy with the time encoded once in the path', async () => {
    mark = '2026-01-01T00:00:00.000Z';
    await preload(false);
    mark = '2026-02-01T00:00:00.000Z';
    await refreshRecipes();
    // Encoded twice ('%253A') the API read '%3A' and refused the time: the device's copy never caught up.
    expect(asked).toContain('recipe/changes/2026-01-01T00%3A00%3A00.000Z');
  });
});
