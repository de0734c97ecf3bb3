// One knex instance for SQLite (default, WAL on) or PostgreSQL (DATABASE_URL=postgres://...).
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { DatabaseConfig } from '../config.js';

export type Db = Knex;

/** The better-sqlite3 connection, as far as this module uses it. */
interface SqliteConnection {
  pragma(source: string): unknown;
  prepare(sql: string): unknown;
}

/** Prepared statements kept per connection: enough for every statement the API writes more than once. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Keeps a connection's prepared statements by their SQL text. Knex prepares every statement on every call,
 * and parsing the larger ones (the Money pages) costs more than running them. A statement is run to the
 * end (all() or run()) before the next one starts, so sharing one is safe.
 */
function reusePreparedStatements(connection: SqliteConnection): void {
  const prepare = connection.prepare.bind(connection);
  const statements = new Map<string, unknown>();
  connection.prepare = (sql) => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      if (statements.size >= STATEMENT_CACHE_SIZE)
        statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
    }
    return statement;
  };
}

export function createDb(database: DatabaseConfig): Db {
  if (database.client === 'pg') {
    return knexFactory({
      client: 'pg',
      connection: database.connectionString,
      pool: { min: 0, max: 10 },
    });
  }
  // The data directory and the database hold every user's data: owner-only (0700, 0600). SQLite gives its
  // -wal and -shm files the database file's mode, so creating that file first is enough.
  mkdirSync(path.dirname(database.filename), { recursive: true, mode: 0o700 });
  closeSync(openSync(database.filename, 'a', 0o600));
  return knexFactory({
    // better-sqlite3 runs a statement on the calling thread: a few microseconds for the API's point reads,
    // where node-sqlite3 spent tens on the round trip to its worker thread (docs/performance.md).
    client: 'better-sqlite3',
    connection: { filename: database.filename },
    useNullAsDefault: true,
    pool: {
      // One connection: SQLite serialises writers anyway, and one connection avoids SQLITE_BUSY.
      min: 1,
      max: 1,
      afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) {
        try {
          connection.pragma('journal_mode = WAL');
          // Deleted and overwritten content is zeroed, not left in free space: a removed secret (a password
          // search's candidates, a value made sensitive) must not outlive its removal in the file.
          connection.pragma('secure_delete = ON');
          connection.pragma('foreign_keys = ON');
          connection.pragma('busy_timeout = 5000');
          reusePreparedStatements(connection);
          done(null, connection);
        } catch (error) {
          done(error as Error, connection);
        }
      },
    },
  });
}

const statementNames = new Map<string, string>();

/**
 * Query options naming a statement after its text: PostgreSQL then keeps it prepared on each connection and
 * skips parsing and planning when it runs again (for the Money page, planning cost as much as running).
 * Use it with `.options()` on statements run on every request. SQLite ignores it.
 */
export function preparedStatement(sql: string): { name: string } {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `lcars_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return { name };
}

/** Booleans come back as 0/1 from SQLite and as true/false from PostgreSQL. */
export function bool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
}

/** Counts come back as numbers from SQLite and as strings (bigint) from PostgreSQL. */
export function count(value: unknown): number {
  return Number(value ?? 0);
}

/** True on PostgreSQL (a knex instance or a transaction of one). */
export function isPostgres(db: Knex | Knex.Transaction): boolean {
  return (db.client as { config: { client: string } }).config.client === 'pg';
}

/**
 * Runs reads side by side on the pool, and one after another in a transaction: a transaction is one
 * connection, and pg queues a query sent while another one runs on it (deprecated, and an error from pg 9).
 */
export async function readAll<T extends unknown[]>(
  db: Knex | Knex.Transaction,
  ...reads: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!(db as Knex.Transaction).isTransaction) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}

/**
 * Serialises the transaction against every other holding the same keys until it ends: a PostgreSQL advisory
 * lock per key (taken in the order given: callers pass their keys in one fixed order, so no deadlock). SQLite
 * needs none: its one connection runs one transaction at a time.
 */
export async function lockKeys(trx: Knex.Transaction, keys: readonly string[]): Promise<void> {
  if (!isPostgres(trx)) return;
  for (const key of keys) await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [key]);
}
