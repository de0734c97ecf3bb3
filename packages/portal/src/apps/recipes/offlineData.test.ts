import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestOf, type AppSetting, type CallInput, type Endpoint } from '@lcars/contract';
import type { Note, ShoppingList } from '@lcars/contract/recipes';
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

/** A shopping list as the server answers it: `ticked` says which of its items are ticked. */
const shoppingList = (id: number, title: string, isOwner: boolean, ticked: boolean[]): ShoppingList => ({
  id,
  title,
  ownerId: isOwner ? 2 : 3,
  ownerName: isOwner ? 'cook' : 'partner',
  sharedUsers: isOwner ? [] : [2],
  itemCount: ticked.length,
  checkedCount: ticked.filter(Boolean).length,
  isOwner,
  modifiedDate: '2026-01-01T00:00:00.000Z',
  items: ticked.map((checked, index) => ({
    id: id * 10 + index,
    listId: id,
    productId: null,
    name: `${title} item ${index + 1}`,
    amount: '',
    sources: '',
    checked,
    checkedAt: null,
    sortOrder: index,
  })),
});

/** The collection's freshness mark (data/last/recipe/all) the server gives. */
let mark: string | null = null;

const answers: Record<string, unknown> = {
  '/recipe/md': { timeTypes: [], products: [], measurements: [], recipeTypes: [] },
  '/recipe/list-all': [],
  '/recipe/favorites/list': [],
  '/recipe/comments/list': notes,
  // The user's own list and one shared with them.
  '/recipe/shopping/lists/all': [
    shoppingList(4, 'Weekend', true, [false, true]),
    shoppingList(5, 'Household', false, [false]),
  ],
};
/** What the device sent to recipe/shopping/list/{id}/sync (its waiting ticks). */
const synced: { path: string; body: unknown }[] = [];
/** The paths the device asked for, as they went out (encoded). */
const asked: string[] = [];
const call = vi.fn((endpoint: Endpoint, input: CallInput<Endpoint>) => {
  const { path } = requestOf(endpoint, input);
  asked.push(path);
  if (path.endsWith('/sync')) {
    synced.push({ path, body: (input as { body: unknown }).body });
    const id = Number(path.split('/')[3]);
    const lists = answers['/recipe/shopping/lists/all'] as ShoppingList[];
    return Promise.resolve({
      list: lists.find((list) => list.id === id),
      applied: [],
      superseded: [],
      missing: [],
    });
  }
  if (path.startsWith('recipe/changes/')) return Promise.resolve({ at: mark, recipes: [], removed: [] });
  return Promise.resolve(answers[`/${path}`]);
});
vi.mock('../../core/call', () => ({ call }));
vi.mock('../../core/offline/freshness', () => ({ fetchLastModified: () => Promise.resolve(mark) }));

const { offlineRecipeNotes, preloadRecipes, forgetLoadedRecipes, refreshRecipes } =
  await import('./offlineData');
const { listOnDevice, listsOnDevice, recordTick } = await import('./shopping/shoppingSync');

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

describe('the shopping lists in the Recipes preload (the shop without a network)', () => {
  const allLists = answers['/recipe/shopping/lists/all'];
  beforeEach(() => {
    const backends = new Map<string, ReturnType<typeof memoryBackend>>();
    setTableBackendFactory((table) => {
      if (!backends.has(table)) backends.set(table, memoryBackend());
      return backends.get(table)!;
    });
    forgetLoadedRecipes();
    mark = null;
    asked.length = 0;
    synced.length = 0;
    answers['/recipe/shopping/lists/all'] = allLists;
  });
  afterEach(() => setTableBackendFactory(null));

  it('keeps every list the user sees with its items, a list never opened on the device too', async () => {
    await preload(false);
    expect(asked).toContain('recipe/shopping/lists/all');
    expect((await listsOnDevice()).map((list) => [list.title, list.isOwner, list.checkedCount])).toEqual([
      ['Household', false, 0],
      ['Weekend', true, 1],
    ]);
    const household = await listOnDevice(5);
    expect(household?.items.map((item) => item.name)).toEqual(['Household item 1']);
    // Ticked offline: the copy and the lists page count it at once, and it waits to be sent.
    await recordTick(5, 50, true, new Date('2026-01-02T10:00:00Z'));
    expect((await listOnDevice(5))?.items[0]?.checked).toBe(true);
    expect((await listsOnDevice()).find((list) => list.id === 5)?.checkedCount).toBe(1);
  });

  it('fails the preload when the lists cannot be loaded, rather than leave a shop without them', async () => {
    answers['/recipe/shopping/lists/all'] = undefined;
    await expect(preload(false)).rejects.toThrow('The shopping lists could not be loaded.');
  });

  it('sends the waiting ticks before loading the lists again, and drops a list no longer shared', async () => {
    await preload(false);
    await recordTick(4, 40, true, new Date('2026-01-02T10:00:00Z'));
    // Back online, the partner has stopped sharing their list meanwhile.
    answers['/recipe/shopping/lists/all'] = [shoppingList(4, 'Weekend', true, [true, true])];
    await refreshRecipes();
    expect(synced).toEqual([
      {
        path: 'recipe/shopping/list/4/sync',
        body: { changes: [{ itemId: 40, checked: true, changedAt: '2026-01-02T10:00:00.000Z' }] },
      },
    ]);
    expect(asked.indexOf('recipe/shopping/list/4/sync')).toBeLessThan(
      asked.lastIndexOf('recipe/shopping/lists/all'),
    );
    expect((await listsOnDevice()).map((list) => list.title)).toEqual(['Weekend']);
    expect(await listOnDevice(5)).toBeNull();
  });
});
