// PostgreSQL for tests: a fresh database per test file (lcars_test_<random>), dropped afterwards.
// The server at 127.0.0.1:5432 (trust auth) is found through TEST_PG_URL, or as user PGUSER, postgres or root
// on the database `test`. When none answers, the PostgreSQL runs are skipped with one line saying so.
import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';

const CANDIDATE_USERS = [process.env.PGUSER, 'postgres', 'root'].filter(
  (user): user is string => user !== undefined && user !== '',
);

function candidateUrls(): string[] {
  const explicit = process.env.TEST_PG_URL;
  if (explicit) return [explicit];
  return CANDIDATE_USERS.map((user) => `postgres://${encodeURIComponent(user)}@127.0.0.1:5432/test`);
}

async function withConnection<T>(url: string, run: (db: Knex) => Promise<T>): Promise<T> {
  const db = knexFactory({
    client: 'pg',
    connection: { connectionString: url, connectionTimeoutMillis: 2000 },
    pool: { min: 0, max: 1 },
    acquireConnectionTimeout: 3000,
  });
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    await withConnection(url, (db) => db.raw('select 1'));
    return true;
  } catch {
    return false;
  }
}

let probe: Promise<string | null> | undefined;

/** The maintenance URL (database `test`) of a PostgreSQL that answers, or null. */
export function postgresAdminUrl(): Promise<string | null> {
  probe ??= (async () => {
    for (const url of candidateUrls()) {
      if (await answers(url)) return url;
    }
    console.warn(
      `PostgreSQL does not answer (${candidateUrls().join(', ')}): skipping the PostgreSQL test runs.`,
    );
    return null;
  })();
  return probe;
}

export interface TestPostgresDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * A new database, empty or copied from `template` (CREATE DATABASE ... TEMPLATE: PostgreSQL copies its files, far
 * sooner than migrating and seeding again). Nobody may be connected to a template while it is copied: a copy
 * that starts while another is still being made waits and tries again.
 */
export async function createPostgresDatabase(
  prefix = 'lcars_test',
  template?: string,
): Promise<TestPostgresDatabase> {
  const adminUrl = await postgresAdminUrl();
  if (!adminUrl) throw new Error('PostgreSQL is not available.');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await withConnection(adminUrl, (db) =>
        template === undefined
          ? db.raw('CREATE DATABASE ??', [name])
          : db.raw('CREATE DATABASE ?? TEMPLATE ??', [name, template]),
      );
      break;
    } catch (error) {
      if (attempt >= 50 || !String(error).includes('is being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      await withConnection(adminUrl, (db) => db.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]));
    },
  };
}

/** Drops the databases whose names start with `prefix` (a run's templates, at its end). */
export async function dropPostgresDatabases(prefix: string): Promise<void> {
  const adminUrl = await postgresAdminUrl();
  if (!adminUrl) return;
  await withConnection(adminUrl, async (db) => {
    const { rows } = await db.raw<{ rows: { datname: string }[] }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, ?)',
      [prefix],
    );
    for (const row of rows) await db.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [row.datname]);
  });
}
