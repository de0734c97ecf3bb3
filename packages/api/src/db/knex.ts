// One knex instance for SQLite (default, WAL on) or PostgreSQL (DATABASE_URL=postgres://...).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { DatabaseConfig } from '../config.js';

export type Db = Knex;

interface SqliteConnection {
  run(sql: string, callback: (error: Error | null) => void): void;
}

export function createDb(database: DatabaseConfig): Db {
  if (database.client === 'pg') {
    return knexFactory({
      client: 'pg',
      connection: database.connectionString,
      pool: { min: 0, max: 10 },
    });
  }
  mkdirSync(path.dirname(database.filename), { recursive: true });
  return knexFactory({
    client: 'sqlite3',
    connection: { filename: database.filename },
    useNullAsDefault: true,
    pool: {
      // One connection: SQLite serialises writers anyway, and one connection avoids SQLITE_BUSY.
      min: 1,
      max: 1,
      afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) {
        const pragmas = [
          'PRAGMA journal_mode = WAL',
          'PRAGMA foreign_keys = ON',
          'PRAGMA busy_timeout = 5000',
        ];
        const next = (index: number): void => {
          const pragma = pragmas[index];
          if (pragma === undefined) return done(null, connection);
          connection.run(pragma, (error) => (error ? done(error, connection) : next(index + 1)));
        };
        next(0);
      },
    },
  });
}

/** Booleans come back as 0/1 from SQLite and as true/false from PostgreSQL. */
export function bool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
}

/** Counts come back as numbers from SQLite and as strings (bigint) from PostgreSQL. */
export function count(value: unknown): number {
  return Number(value ?? 0);
}
