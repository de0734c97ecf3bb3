import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dataRequest,
  OFFLINE_COMMIT_MESSAGE,
  UNSUPPORTED_REQUEST_MESSAGE,
  type DataRequest,
  type DataRequestDeps,
  type RequestType,
} from './dataRequest';
import { LocalTable, memoryBackend, type OfflineTableName } from './offline/tables';
import { useToastStore } from './stores/toasts';

interface Recipe {
  id: number;
  title: string;
}

function setup(options: { offline?: boolean; answer?: unknown; serverTime?: string | null } = {}) {
  const tables = new Map<OfflineTableName, LocalTable<object>>();
  let clock = '2026-01-02T00:00:00.000Z';
  const call = vi.fn(() => Promise.resolve(options.answer));
  const deps = {
    isOffline: () => options.offline ?? false,
    call: call as unknown as DataRequestDeps['call'],
    table: <T extends object>(name: OfflineTableName) => {
      if (!tables.has(name)) tables.set(name, new LocalTable<object>(name, memoryBackend(), () => clock));
      return tables.get(name) as LocalTable<T>;
    },
    lastModified: vi.fn(() => Promise.resolve(options.serverTime ?? null)),
  } satisfies DataRequestDeps;
  return { deps, recipes: () => deps.table<Recipe>('recipe'), setClock: (value: string) => (clock = value) };
}

const retrieveList: DataRequest<Recipe> = {
  requestType: 'retrieve',
  path: 'recipe/list',
  table: 'recipe',
  list: true,
};

describe('dataRequest (platform.md sections 4 and 7)', () => {
  beforeEach(() => useToastStore.getState().clear());

  describe('offline', () => {
    it('reads lists and records from the local tables, filtered', async () => {
      const { deps, recipes } = setup({ offline: true });
      await recipes().saveMany([
        { id: 1, title: 'Gagh' },
        { id: 2, title: 'Plomeek' },
      ]);
      const list = (await dataRequest(
        { ...retrieveList, filter: (recipe) => recipe.id > 1 },
        deps,
      )) as Recipe[];
      expect(list.map((recipe) => recipe.title)).toEqual(['Plomeek']);
      await expect(
        dataRequest<Recipe>(
          { requestType: 'retrieve', path: 'recipe/1', table: 'recipe', requestId: 1 },
          deps,
        ),
      ).resolves.toMatchObject({ title: 'Gagh' });
      expect(deps.call).not.toHaveBeenCalled();
    });

    it('fails a commit with the spec message and a toast', async () => {
      const { deps } = setup({ offline: true });
      await expect(
        dataRequest({ requestType: 'commit', path: 'recipe/save', data: {} }, deps),
      ).rejects.toThrow(OFFLINE_COMMIT_MESSAGE);
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        type: 'error',
        title: OFFLINE_COMMIT_MESSAGE,
      });
      expect(deps.call).not.toHaveBeenCalled();
    });
  });

  it('fails an unknown request type', async () => {
    const { deps } = setup();
    await expect(dataRequest({ requestType: 'delete' as RequestType, path: 'x' }, deps)).rejects.toThrow(
      UNSUPPORTED_REQUEST_MESSAGE,
    );
  });

  describe('online', () => {
    it('asks the server and keeps the answer on the device under its key', async () => {
      const { deps, recipes } = setup({ answer: [{ id: 7, title: 'Gagh' }] });
      await expect(dataRequest(retrieveList, deps)).resolves.toEqual([{ id: 7, title: 'Gagh' }]);
      expect(deps.call).toHaveBeenCalledWith('get', 'recipe/list', {
        data: undefined,
        toastOnError: undefined,
      });
      const saved = await recipes().get(7);
      expect(saved?.title).toBe('Gagh');
      expect(typeof saved?.createdDate).toBe('string');
    });

    it('keeps single records under the request id or the key field', async () => {
      const { deps } = setup({ answer: { code: 'x', title: 'Gagh' } });
      await dataRequest<object>({ requestType: 'retrieve', path: 'p', table: 'other', key: 'code' }, deps);
      await expect(deps.table('other').get('x')).resolves.toMatchObject({ title: 'Gagh' });
    });

    it('answers from a fresh local copy without calling the server', async () => {
      const { deps, recipes } = setup({ serverTime: '2026-01-01T00:00:00.000Z' });
      await recipes().saveMany([{ id: 1, title: 'Gagh' }]);
      const answer = await dataRequest({ ...retrieveList, keyword: 'recipe' }, deps);
      expect(answer).toMatchObject([{ title: 'Gagh' }]);
      expect(deps.lastModified).toHaveBeenCalledWith('recipe', 'all');
      expect(deps.call).not.toHaveBeenCalled();
    });

    it('asks the server when the local copy is stale, forced, or api-only', async () => {
      const stale = setup({ serverTime: '2026-02-01T00:00:00.000Z', answer: [] });
      await stale.recipes().saveMany([{ id: 1, title: 'Gagh' }]);
      await dataRequest({ ...retrieveList, keyword: 'recipe' }, stale.deps);
      expect(stale.deps.call).toHaveBeenCalledTimes(1);

      const forced = setup({ serverTime: null, answer: [] });
      await forced.recipes().saveMany([{ id: 1, title: 'Gagh' }]);
      await dataRequest({ ...retrieveList, keyword: 'recipe', force: true }, forced.deps);
      expect(forced.deps.call).toHaveBeenCalledTimes(1);

      const apiOnly = setup({ answer: [{ id: 3, title: 'Raktajino' }] });
      await dataRequest({ ...retrieveList, keyword: 'recipe', apiOnly: true }, apiOnly.deps);
      expect(apiOnly.deps.lastModified).not.toHaveBeenCalled();
      await expect(apiOnly.recipes().all()).resolves.toEqual([]);
    });

    it('reads or saves only locally when local-database-only', async () => {
      const { deps, recipes } = setup();
      await dataRequest<Recipe>(
        {
          requestType: 'commit',
          path: 'x',
          table: 'recipe',
          localDatabaseOnly: true,
          data: { id: 4, title: 'Tea' },
        },
        deps,
      );
      await expect(dataRequest({ ...retrieveList, localDatabaseOnly: true }, deps)).resolves.toMatchObject([
        { title: 'Tea' },
      ]);
      expect(deps.call).not.toHaveBeenCalled();
      expect(await recipes().all()).toHaveLength(1);
    });

    it('posts commits to the server', async () => {
      const { deps } = setup({ answer: true });
      await expect(
        dataRequest({ requestType: 'commit', path: 'recipe/save', data: { id: 1 } }, deps),
      ).resolves.toBe(true);
      expect(deps.call).toHaveBeenCalledWith('post', 'recipe/save', {
        data: { id: 1 },
        toastOnError: undefined,
      });
    });
  });
});
