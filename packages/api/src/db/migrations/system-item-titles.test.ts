import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  APP_MIGRATIONS,
  createTestDatabase,
  describeEachDatabase,
  testConfig,
  type TestDatabase,
} from '../../../test/server.js';
import { createDb, type Db } from '../knex.js';
import { migrateLatest } from '../migrate.js';
import * as titles from './015_system_item_titles.js';

// The upgrade to unique lookup titles: titles repeated before the index existed (in another case, or with spaces
// around them) are told apart by their id, and each kept title's lowered form is written only where it changes.
describeEachDatabase('the migration to unique lookup titles', (kind) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDb(testConfig(database).database);
    await migrateLatest(db, APP_MIGRATIONS);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('tells repeated titles apart, trims the lowered form, and then refuses a repeat', async () => {
    await db.transaction((trx) => titles.down(trx));
    const type = 9_001;
    // As the portal kept them before: lowered, not trimmed.
    const rows = [
      [1, 'Salt'],
      [2, ' Pepper'],
      [3, 'SALT'],
      [4, 'salt '],
      [5, 'Cumin'],
    ] as const;
    await db('system_items').insert(
      rows.map(([id, title]) => ({
        system_item_type: type,
        id,
        title,
        normalized_title: title.toLowerCase(),
      })),
    );
    await db.transaction((trx) => titles.up(trx));
    const after = await db('system_items')
      .where({ system_item_type: type })
      .orderBy('id')
      .select<{ id: number; title: string; normalized_title: string }[]>('id', 'title', 'normalized_title');
    expect(after.map(({ title, normalized_title }) => [title, normalized_title])).toEqual([
      ['Salt', 'salt'],
      [' Pepper', 'pepper'],
      ['SALT (3)', 'salt (3)'],
      ['salt  (4)', 'salt  (4)'],
      ['Cumin', 'cumin'],
    ]);
    await expect(
      db('system_items').insert({ system_item_type: type, id: 6, title: 'CUMIN', normalized_title: 'cumin' }),
    ).rejects.toThrow();
  });
});
