// A database made by an earlier release upgrades in place: for each release's fixture (test/upgrades/<version>,
// made by record.ts with that release's own server), today's server starts on a copy of its SQLite file and on
// its PostgreSQL dump, applies the migrations the release did not have, and answers every question the release
// answered with what the release answered: every app's data, sensitive values revealed with the release's keys,
// every stored file there and whole.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrationNames } from '../../src/db/migrate.js';
import { postgresAdminUrl } from '../postgres.js';
import {
  APP_MIGRATIONS,
  createTestDatabase,
  startTestServer,
  type DatabaseKind,
  type TestDatabase,
} from '../server.js';
import { fixtureDir, readFixture, recordedReleases } from './fixtures.js';
import { differences, type Served } from './probe.js';

const hasPostgres = (await postgresAdminUrl()) !== null;
const hasPsql = spawnSync('psql', ['--version']).status === 0;
if (hasPostgres && !hasPsql)
  console.log('psql (Debian postgresql-client) is not installed: the PostgreSQL upgrade tests are skipped.');

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A fresh database holding the release's: its SQLite file or its dump, its key file and its stored files. */
async function databaseOf(release: string, kind: DatabaseKind): Promise<TestDatabase> {
  const database = await createTestDatabase(kind);
  cleanup.push(() => database.drop());
  const from = fixtureDir(release, kind);
  if (kind === 'sqlite') {
    cpSync(path.join(from, 'portal.sqlite'), path.join(database.dataDir, 'portal.sqlite'));
  } else {
    const load = spawnSync(
      'psql',
      [
        '--quiet',
        '--no-psqlrc',
        '-v',
        'ON_ERROR_STOP=1',
        '--file',
        path.join(from, 'portal.sql'),
        database.env.DATABASE_URL!,
      ],
      { encoding: 'utf8' },
    );
    expect(load.status, load.stderr).toBe(0);
  }
  cpSync(path.join(from, 'field.key'), path.join(database.dataDir, 'field.key'));
  if (existsSync(path.join(from, 'files')))
    cpSync(path.join(from, 'files'), path.join(database.dataDir, 'files'), { recursive: true });
  return database;
}

const releases = recordedReleases();

describe.each(releases)('a database made by release %s', (release) => {
  it.each(['sqlite', 'postgres'] as const)('is migrated in place and served unchanged [%s]', async (kind) => {
    if (kind === 'postgres' && !(hasPostgres && hasPsql)) return;
    const fixture = readFixture(release, kind)!;
    expect(fixture.served.length).toBeGreaterThan(50);
    const database = await databaseOf(release, kind);
    // The release answered at this time; Money's schedules and the demo's dates run by the calendar.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(fixture.clock), shouldAdvanceTime: true });
    const api = await startTestServer({ database });
    cleanup.push(() => api.close());

    const applied = await api.db('knex_migrations').orderBy('id').pluck<string[]>('name');
    expect(new Set(applied)).toEqual(new Set(migrationNames(APP_MIGRATIONS)));

    const tokens: Record<Served['user'], string> = {
      demo: await api.login('demo', api.demoPassword!),
      admin: await api.login('admin', api.adminPassword),
    };
    const changed: string[] = [];
    for (const { user, method, path: at, body, status, answer } of fixture.served) {
      const response = await fetch(`${api.url}/api${at}`, {
        method,
        headers: {
          Authorization: `Bearer ${tokens[user]}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status !== status) {
        changed.push(`${method} ${at}: ${status} before, ${response.status} now: ${text.slice(0, 200)}`);
        continue;
      }
      changed.push(...differences(answer, JSON.parse(text), '').map((where) => `${method} ${at}${where}`));
    }
    expect(changed).toEqual([]);

    const check = await api.server.files.check();
    expect(check).toMatchObject({ orphaned: [], missing: [], miscounted: [], unreferenced: [] });
  });
});

it('has a fixture of at least one release', () => {
  expect(releases.length).toBeGreaterThan(0);
});
