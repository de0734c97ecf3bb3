import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_GLOBAL_APP_SETTINGS } from '@lcars/contract';
import type { AccountContext, AppContext } from '@lcars/contract';
import {
  mayGoOffline,
  preloadApp,
  readPreloadedApps,
  syncPreloadedApps,
  type AppOffline,
  type PreloadedApp,
} from './appOffline';
import { readStoredContexts } from './readiness';
import { localTable, memoryBackend, OfflineTable, setTableBackendFactory } from './tables';

const contexts = {
  appContext: {
    apiVersion: '6.0.5',
    globalAppSettings: DEFAULT_GLOBAL_APP_SETTINGS,
  } as unknown as AppContext,
  accountContext: {
    token: 'secret',
    globalAppSettings: DEFAULT_GLOBAL_APP_SETTINGS,
  } as unknown as AccountContext,
};

describe('the offline engine runs what an app declares', () => {
  beforeEach(() => setTableBackendFactory(() => memoryBackend()));
  afterEach(() => setTableBackendFactory(null));

  it("preloads the contexts, then the app's own data, then marks the app", async () => {
    const steps: string[] = [];
    const offline: AppOffline = {
      tables: ['recipe'],
      preload: async () => {
        steps.push(`contexts saved: ${String((await readStoredContexts()).appContext !== null)}`);
        await localTable<{ id: number }>('recipe').save(7, { id: 7 });
      },
    };
    await preloadApp(1, offline, contexts);
    expect(steps).toEqual(['contexts saved: true']);
    expect(await localTable('recipe').get(7)).toMatchObject({ id: 7 });
    expect(await localTable<PreloadedApp>(OfflineTable.app).get(1)).toMatchObject({ id: 1, preloaded: true });
  });

  it('leaves the app unmarked when its preload fails', async () => {
    const offline: AppOffline = { tables: [], preload: () => Promise.reject(new Error('timeout')) };
    await expect(preloadApp(1, offline, contexts)).rejects.toThrow('timeout');
    expect(await localTable(OfflineTable.app).get(1)).toBeUndefined();
  });

  it('preloads an app without a declaration: the contexts and the mark', async () => {
    await preloadApp(2, undefined, contexts);
    expect(await readPreloadedApps(() => undefined)).toEqual(new Set([2]));
  });

  it('counts a preloaded app only while its freshness check passes; a check that fails keeps it', async () => {
    for (const id of [1, 2, 3, 4]) await preloadApp(id, undefined, contexts);
    await localTable<PreloadedApp>(OfflineTable.app).save(5, { id: 5, preloaded: false });
    const declarations: Record<number, AppOffline> = {
      1: { tables: [], freshness: () => Promise.resolve(true) },
      2: { tables: [], freshness: () => Promise.resolve(false) },
      3: { tables: [], freshness: () => Promise.reject(new Error('offline')) },
    };
    expect(await readPreloadedApps((appId) => declarations[appId])).toEqual(new Set([1, 3, 4]));
  });

  it("hands the app's preload the user's setting of it and a progress callback", async () => {
    const seen: unknown[] = [];
    const offline: AppOffline = {
      tables: [],
      preload: ({ setting, progress }) => {
        seen.push(setting?.appId);
        progress(1, 2, 'Recipes');
        return Promise.resolve();
      },
    };
    const progress: [number, number, string][] = [];
    await preloadApp(
      1,
      offline,
      {
        ...contexts,
        accountContext: {
          ...contexts.accountContext,
          appSettings: [{ appId: 1 }, { appId: 3 }],
        } as unknown as AccountContext,
      },
      (done, total, label) => progress.push([done, total, label]),
    );
    expect(seen).toEqual([1]);
    expect(progress).toEqual([[1, 2, 'Recipes']]);
  });

  it('refreshes each preloaded app before checking it; a failed refresh keeps the old copy', async () => {
    for (const id of [1, 2]) await preloadApp(id, undefined, contexts);
    const steps: string[] = [];
    let changed = false;
    const declarations: Record<number, AppOffline> = {
      1: {
        tables: [],
        refresh: () => {
          steps.push('refresh 1');
          changed = true;
          return Promise.resolve();
        },
        freshness: () => Promise.resolve(changed),
      },
      2: { tables: [], refresh: () => Promise.reject(new Error('offline')) },
    };
    expect(await syncPreloadedApps((appId) => declarations[appId])).toEqual(new Set([1, 2]));
    expect(steps).toEqual(['refresh 1']);
  });

  it('lets an app that preloads go offline only once preloaded; others need nothing', () => {
    const preloads: AppOffline = { tables: ['recipe'], preload: () => Promise.resolve() };
    expect(mayGoOffline(preloads, new Set(), 1)).toBe(false);
    expect(mayGoOffline(preloads, new Set([1]), 1)).toBe(true);
    expect(mayGoOffline({ tables: [] }, new Set(), 5)).toBe(true);
    expect(mayGoOffline(undefined, new Set(), 3)).toBe(true);
  });
});
