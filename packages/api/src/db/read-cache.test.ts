import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL, redisUp } from '../../test/redis.js';
import {
  createTestDatabase,
  describeEachDatabase,
  startTestServer,
  testConfig,
  type TestDatabase,
} from '../../test/server.js';
import { createDb, type Db } from './knex.js';
import { ReadCache, type WriteAnnouncer } from './read-cache.js';
import { ALL_TABLES, writtenTable } from './written-tables.js';

describe('writtenTable', () => {
  it('names the table of an insert, update, delete or replace, in either quoting', () => {
    expect(writtenTable('insert into "users" ("a") values (?)')).toBe('users');
    expect(writtenTable('insert into `user_claims` (`a`) values (?) returning `id`')).toBe('user_claims');
    expect(writtenTable('INSERT OR IGNORE INTO apps VALUES (1)')).toBe('apps');
    expect(writtenTable('  update "Users" set "disabled" = ? where "id" = ?')).toBe('users');
    expect(writtenTable('delete from `role_claims` where `role_id` = ?')).toBe('role_claims');
    expect(writtenTable('replace into system_settings values (1)')).toBe('system_settings');
  });

  it('sees no write in reads and transaction commands', () => {
    for (const sql of [
      'select * from "users"',
      'select 1',
      'BEGIN;',
      'COMMIT;',
      'ROLLBACK',
      'SAVEPOINT trx2',
      'RELEASE SAVEPOINT trx2',
      'PRAGMA foreign_keys = ON',
      'with w as (select * from t) select * from w',
    ]) {
      expect(writtenTable(sql), sql).toBeNull();
    }
  });

  it('takes any other statement for a write to every table', () => {
    expect(writtenTable('create table "x" ("id" integer)')).toBe(ALL_TABLES);
    expect(writtenTable('alter table users add column x')).toBe(ALL_TABLES);
    expect(
      writtenTable('with old as (select id from t) delete from t where id in (select id from old)'),
    ).toBe(ALL_TABLES);
    expect(writtenTable('truncate users')).toBe(ALL_TABLES);
  });
});

/** Records what the cache announces and lets a test play another instance announcing a write. */
function recordingAnnouncer(): WriteAnnouncer & {
  announced: string[][];
  fromOthers(tables: string[]): void;
} {
  const handlers: Array<(tables: readonly string[]) => void> = [];
  const announced: string[][] = [];
  return {
    announced,
    announceWrites: (tables) => void announced.push([...tables]),
    onWrites: (handler) => void handlers.push(handler),
    fromOthers: (tables) => handlers.forEach((handler) => handler(tables)),
  };
}

describeEachDatabase('read cache', (kind) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDb(testConfig(database).database);
    await db.schema.createTable('probe', (table) => {
      table.integer('id').primary();
      table.string('value');
    });
    await db.schema.createTable('other', (table) => table.integer('id').primary());
    await db('probe').insert({ id: 1, value: 'first' });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  /** A cached read of probe row 1 that counts its loads. */
  function probeRead(cache: ReadCache) {
    const read = cache.region<number, { value: string }>('probe', ['probe']);
    let loads = 0;
    const load = async () => {
      loads += 1;
      const row = await db('probe').where({ id: 1 }).first<{ value: string }>('value');
      return { value: row.value };
    };
    return { get: () => read.get(1, load), loads: () => loads, read };
  }

  it('keeps a value until its table is written, then reads it again and tells the other instances', async () => {
    const announcer = recordingAnnouncer();
    const probe = probeRead(new ReadCache(db, announcer));
    expect(await probe.get()).toEqual({ value: 'first' });
    expect(await probe.get()).toEqual({ value: 'first' });
    expect(probe.loads()).toBe(1);

    await db('other').insert({ id: 1 });
    await probe.get();
    expect(probe.loads()).toBe(1);

    await db('probe').where({ id: 1 }).update({ value: 'second' });
    expect(await probe.get()).toEqual({ value: 'second' });
    expect(probe.loads()).toBe(2);
    expect(announcer.announced).toContainEqual(['probe']);
  });

  it('drops what a transaction wrote when it ends, not before: nothing read before the commit survives it', async () => {
    const probe = probeRead(new ReadCache(db, recordingAnnouncer()));
    await db('probe').where({ id: 1 }).update({ value: 'before' });
    expect(await probe.get()).toEqual({ value: 'before' });
    let inside: { value: string } | undefined;
    await db.transaction(async (trx) => {
      await trx('probe').where({ id: 1 }).update({ value: 'committed' });
      // Still cached: the committed state is 'before' until this transaction ends.
      inside = await probe.get();
    });
    expect(inside).toEqual({ value: 'before' });
    expect(probe.loads()).toBe(1);
    expect(await probe.get()).toEqual({ value: 'committed' });
    expect(probe.loads()).toBe(2);
  });

  it('does not keep a value whose load was under way while its table was written', async () => {
    const cache = new ReadCache(db, recordingAnnouncer());
    const read = cache.region<number, string>('slow', ['probe']);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = read.get(1, async () => {
      await gate;
      return 'read before the write';
    });
    await db('probe').where({ id: 1 }).update({ value: 'written meanwhile' });
    release();
    expect(await slow).toBe('read before the write');
    expect(await read.get(1, () => Promise.resolve('read after the write'))).toBe('read after the write');
  });

  it('shares one load between concurrent callers', async () => {
    const probe = probeRead(new ReadCache(db, recordingAnnouncer()));
    const values = await Promise.all([probe.get(), probe.get(), probe.get()]);
    expect(new Set(values).size).toBe(1);
    expect(probe.loads()).toBe(1);
  });

  it('drops everything on a statement whose table it cannot name, and on what another instance wrote', async () => {
    const announcer = recordingAnnouncer();
    const probe = probeRead(new ReadCache(db, announcer));
    await probe.get();
    await db.raw('create table if not exists "scratch" ("id" integer)');
    await probe.get();
    expect(probe.loads()).toBe(2);
    announcer.fromOthers(['other']);
    await probe.get();
    expect(probe.loads()).toBe(2);
    announcer.fromOthers(['probe']);
    await probe.get();
    expect(probe.loads()).toBe(3);
    // What another instance wrote is not announced again.
    expect(announcer.announced.filter((tables) => tables.includes('probe'))).toEqual([]);
  });

  it('expires entries, bounds their number and freezes them', async () => {
    const cache = new ReadCache(db, recordingAnnouncer(), { ttlMs: 30, maxEntries: 2 });
    const read = cache.region<number, { n: number[] }>('numbers', ['probe']);
    let loads = 0;
    const load = (n: number) => () => Promise.resolve({ n: [n, (loads += 1)] });
    const one = await read.get(1, load(1));
    expect(() => one.n.push(3)).toThrow(TypeError);
    await read.get(2, load(2));
    await read.get(3, load(3));
    expect(read.size).toBe(2);
    expect(await read.get(3, load(3))).toEqual({ n: [3, 3] });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await read.get(3, load(3))).toEqual({ n: [3, 4] });
  });

  it('bounds a weighed region by the weight of its values, the least recently read going first', async () => {
    const cache = new ReadCache(db, recordingAnnouncer());
    const read = cache.region<string, string>('texts', ['probe'], {
      weigh: (text) => text.length,
      maxWeight: 10,
    });
    const loads: string[] = [];
    const load = (text: string) => () => {
      loads.push(text);
      return Promise.resolve(text);
    };
    await read.get('a', load('aaaa'));
    await read.get('b', load('bbbb'));
    expect(read.heldWeight).toBe(8);
    await read.get('c', load('cccc')); // 12 > 10: 'a' goes
    expect([read.size, read.heldWeight]).toEqual([2, 8]);
    await read.get('b', load('bbbb')); // read again: now the newest
    await read.get('a', load('aaaa')); // 'c', the least recently read, goes
    expect(loads).toEqual(['aaaa', 'bbbb', 'cccc', 'aaaa']);
    await read.get('b', load('bbbb'));
    await read.get('c', load('cccc'));
    expect(loads).toEqual(['aaaa', 'bbbb', 'cccc', 'aaaa', 'cccc']);
    // Heavier than the whole region: answered, never kept.
    expect(await read.get('d', load('d'.repeat(11)))).toBe('d'.repeat(11));
    expect([read.size, read.heldWeight]).toEqual([2, 8]);
    cache.drop(['probe']);
    expect([read.size, read.heldWeight]).toEqual([0, 0]);
  });
});

describe.skipIf(!redisUp)('read cache over Redis: two API instances', () => {
  it('a user disabled through one instance is refused at once by the other', async () => {
    const database = await createTestDatabase('sqlite');
    const env = { REDIS_URL };
    const one = await startTestServer({ database, env });
    const two = await startTestServer({ database, env });
    try {
      const admin = await one.login('admin', one.adminPassword);
      const demo = await two.login('demo', two.demoPassword ?? '');
      const asDemo = { Authorization: `Bearer ${demo}` };
      // Instance two now holds demo's session in its cache.
      expect((await two.request.get('/api/account/context/1').set(asDemo)).status).toBe(200);
      expect((await two.request.get('/api/account/context/1').set(asDemo)).status).toBe(200);

      const demoId = (await one.db('users').where({ user_name: 'demo' }).first<{ id: number }>('id')).id;
      const disabled = await one.request
        .post(`/api/admin/users/${demoId}/disable`)
        .set({ Authorization: `Bearer ${admin}` });
      expect(disabled.status).toBe(200);

      // The announcement crosses Redis in a few milliseconds.
      await expect
        .poll(async () => (await two.request.get('/api/account/context/1').set(asDemo)).status, {
          timeout: 2000,
          interval: 20,
        })
        .toBe(401);
    } finally {
      await two.close();
      await one.close();
      await database.drop();
    }
  });
});
