import { describe, expect, it } from 'vitest';
import {
  clearAllTables,
  databaseNameOf,
  declareAppTables,
  LocalTable,
  localDatabaseVersion,
  localTable,
  memoryBackend,
  offlineTableNames,
  OfflineTable,
  setTableBackendFactory,
} from './tables';

describe('offline tables', () => {
  it('version the database by the client version: 6.0.5-1 gives 60', () => {
    expect(localDatabaseVersion('6.0.5-1')).toBe('60');
    expect(localDatabaseVersion()).toBe('60');
    expect(databaseNameOf('recipe-favorite')).toBe('lcars-60-recipe-favorite');
  });

  it("lists the platform's eight tables, then those the apps declare", () => {
    declareAppTables(['recipe', 'recipe-favorite', 'recipe-images', 'recipe-comments', 'recipe']);
    expect(offlineTableNames()).toEqual([
      'app',
      'app-context',
      'account-context',
      'other',
      'profile',
      'system-item-list',
      'theme',
      'view-image',
      'recipe',
      'recipe-favorite',
      'recipe-images',
      'recipe-comments',
    ]);
    expect(Object.values(OfflineTable)).not.toContain('recipe');
  });

  it('clears the declared app tables with the platform ones', async () => {
    setTableBackendFactory(() => memoryBackend());
    declareAppTables(['recipe']);
    await localTable<{ id: number }>('recipe').save(1, { id: 1 });
    await localTable<{ id: number }>(OfflineTable.profile).save(1, { id: 1 });
    await clearAllTables();
    expect(await localTable('recipe').all()).toEqual([]);
    expect(await localTable(OfflineTable.profile).all()).toEqual([]);
    setTableBackendFactory(null);
  });

  it('stamps createdDate once and modifiedDate on every save', async () => {
    let clock = '2026-01-01T00:00:00.000Z';
    const table = new LocalTable<{ id: number; title: string }>('recipe', memoryBackend(), () => clock);
    await table.save(1, { id: 1, title: 'Gagh' });
    clock = '2026-01-02T00:00:00.000Z';
    const saved = await table.save(1, { id: 1, title: 'Live gagh' });
    expect(saved).toEqual({
      id: 1,
      title: 'Live gagh',
      createdDate: '2026-01-01T00:00:00.000Z',
      modifiedDate: '2026-01-02T00:00:00.000Z',
    });
    await expect(table.get(1)).resolves.toEqual(saved);
  });

  it('saves lists by key and queries them', async () => {
    const table = new LocalTable<{ key: string; title: string }>('system-item-list', memoryBackend());
    await table.saveMany(
      [
        { key: 'b', title: 'Beta' },
        { key: 'a', title: 'Alpha' },
      ],
      'key',
    );
    const result = await table.query({ sortBy: 'title' });
    expect(result.records.map((record) => record.key)).toEqual(['a', 'b']);
    await table.remove('a');
    expect((await table.all()).map((record) => record.key)).toEqual(['b']);
    await table.clear();
    expect(await table.all()).toEqual([]);
  });
});
