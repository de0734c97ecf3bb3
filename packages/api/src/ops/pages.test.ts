// A table is read for a backup a page at a time (a cursor on PostgreSQL, rowid pages on SQLite): small pages
// must give every row once, in one snapshot, whatever the page size.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../../test/server.js';
import { pagesOf } from './backup.js';

describeEachDatabase('backup pages', (kind) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({ database: kind });
  });
  afterAll(() => api?.close());

  it('reads every row of a table once, in pages of any size', async () => {
    const all = await api.db('system_items').select<{ id: number }[]>('id');
    expect(all.length).toBeGreaterThan(20);
    for (const pageRows of [1, 7, all.length, all.length + 1]) {
      const ids: number[] = [];
      let pages = 0;
      await api.db.transaction(async (trx) => {
        for await (const page of pagesOf(trx, 'system_items', ['id'], pageRows)) {
          expect(page.length).toBeLessThanOrEqual(pageRows);
          pages++;
          ids.push(...page.map((row) => Number(row.id)));
        }
      });
      expect(ids.sort((a, b) => a - b)).toEqual(all.map((row) => row.id).sort((a, b) => a - b));
      expect(pages).toBe(Math.ceil(all.length / pageRows));
    }
  });
});
