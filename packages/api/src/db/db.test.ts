import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  APP_MIGRATIONS,
  createTestDatabase,
  describeEachDatabase,
  memoryLogger,
  startTestServer,
  testConfig,
  type TestDatabase,
} from '../../test/server.js';
import { prepare } from '../bootstrap.js';
import { createDb, readAll } from './knex.js';
import { DatabaseNewerError, migrateLatest, migrateRollbackAll, migrationNames } from './migrate.js';

const MIGRATION_NAMES = migrationNames(APP_MIGRATIONS);

const TABLES = [
  'users',
  'roles',
  'role_claims',
  'user_roles',
  'user_claims',
  'user_global_settings',
  'apps',
  'user_app_settings',
  'system_settings',
];

describeEachDatabase('migrations and seeds', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.drop());

  it('migrate, roll back and migrate again; a second run applies nothing', async () => {
    const db = createDb(testConfig(database).database);
    try {
      expect(await migrateLatest(db, APP_MIGRATIONS)).toEqual(MIGRATION_NAMES);
      expect(await migrateLatest(db, APP_MIGRATIONS)).toEqual([]);
      await migrateRollbackAll(db, APP_MIGRATIONS);
      expect(await db.schema.hasTable('users')).toBe(false);
      expect(await migrateLatest(db, APP_MIGRATIONS)).toEqual(MIGRATION_NAMES);
      for (const table of TABLES) expect(await db.schema.hasTable(table), table).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('refuses a database a newer release migrated, naming what it does not know, and changes nothing', async () => {
    const db = createDb(testConfig(database).database);
    try {
      await migrateLatest(db, APP_MIGRATIONS);
      await db('knex_migrations').insert({
        name: '999_from_the_future',
        batch: 99,
        migration_time: new Date(),
      });
      const refusal = await migrateLatest(db, APP_MIGRATIONS).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DatabaseNewerError);
      expect((refusal as Error).message).toContain('newer release');
      expect((refusal as Error).message).toContain('999_from_the_future');
      expect(await db.schema.hasTable('users')).toBe(true);
      await db('knex_migrations').where({ name: '999_from_the_future' }).delete();
      expect(await migrateLatest(db, APP_MIGRATIONS)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('seeds once: a generated admin password printed once, the same rows after every start', async () => {
    const env = { PORTAL_ADMIN_PASSWORD: '', PORTAL_DEMO_PASSWORD: '' };
    const first = await startTestServer({ database, env });
    const counts = async (): Promise<Record<string, number>> => {
      const result: Record<string, number> = {};
      for (const table of TABLES) {
        const row = await first.db(table).count<{ n: number | string }[]>({ n: '*' });
        result[table] = Number(row[0]?.n);
      }
      return result;
    };
    const adminLines = first.logs.filter((line) => /admin/.test(line) && /password/.test(line));
    expect(adminLines).toHaveLength(1);
    expect(adminLines[0]).toBe(`LCARS admin user "admin" created with password: ${first.adminPassword}`);
    expect(first.adminPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(first.logs.some((line) => line.includes(`password: ${first.demoPassword}`))).toBe(true);
    await first.login('admin', first.adminPassword);
    const before = await counts();
    expect(before.users).toBe(2);
    expect(before.roles).toBe(3);
    expect(before.apps).toBe(7);
    expect(before.system_settings).toBe(1);
    await first.close();

    const log = memoryLogger();
    const again = await prepare(testConfig(database, env), log);
    try {
      expect(again.seeded).toEqual({});
      expect(log.lines.filter((line) => /password/i.test(line))).toEqual([]);
      const after: Record<string, number> = {};
      for (const table of TABLES) {
        const row = await again.server.db(table).count<{ n: number | string }[]>({ n: '*' });
        after[table] = Number(row[0]?.n);
      }
      expect(after).toEqual(before);
    } finally {
      await again.server.db.destroy();
    }
  });

  it('loads no demo user when demo content is off', async () => {
    const api = await startTestServer({ database: kind, env: { PORTAL_DEMO: 'false' } });
    try {
      expect(await api.db('users').pluck('user_name')).toEqual(['admin']);
    } finally {
      await api.close();
    }
  });
});

describeEachDatabase('readAll', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('runs reads side by side on the pool and in turn in a transaction, with the same answers', async () => {
    const db = createDb(testConfig(database).database);
    try {
      const started: string[] = [];
      const read = (name: string, ms: number) => async () => {
        started.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        started.push(`${name} end`);
        return name;
      };
      expect(await readAll(db, read('a', 30), read('b', 1))).toEqual(['a', 'b']);
      expect(started).toEqual(['a start', 'b start', 'b end', 'a end']);
      started.length = 0;
      const answers = await db.transaction((trx) =>
        readAll(trx, read('a', 30), read('b', 1), async () =>
          Number((await trx.raw('select 1 as one')) !== null),
        ),
      );
      expect(answers).toEqual(['a', 'b', 1]);
      expect(started).toEqual(['a start', 'a end', 'b start', 'b end']);
    } finally {
      await db.destroy();
    }
  });
});
