// The database's tables as a backup sees them, on SQLite and PostgreSQL alike: their names in an order where
// every table comes after those its foreign keys point at, and each column's kind. Rows travel in a
// database-neutral form (timestamps as ISO text, booleans as true/false, bytes as base64, JSON as text), which
// is what lets an archive taken on one database be restored on the other.
import type { Knex } from 'knex';
import { toIso } from '../db/dates.js';
import { bool, isPostgres } from '../db/knex.js';

/** knex's own bookkeeping: a restore writes it by migrating, never by copying rows. */
export const MIGRATION_TABLES = ['knex_migrations', 'knex_migrations_lock'];

type Queryable = Knex | Knex.Transaction;

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Every table of the portal's schema, knex's own left out. */
export async function tableNames(db: Queryable): Promise<string[]> {
  const rows = isPostgres(db)
    ? rowsOf<{ name: string }>(
        await db.raw(
          `select table_name as name from information_schema.tables
           where table_schema = current_schema() and table_type = 'BASE TABLE'`,
        ),
      )
    : rowsOf<{ name: string }>(
        await db.raw(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`),
      );
  const indexes = await searchIndexTables(db);
  return rows
    .map((row) => row.name)
    .filter((name) => !MIGRATION_TABLES.includes(name))
    .filter((name) => !indexes.some((index) => name === index || name.startsWith(`${index}_`)))
    .sort();
}

/**
 * SQLite's full-text tables (FTS5, with their shadow tables `<name>_data`, `_idx`...): a search index the
 * apps derive from their rows, which PostgreSQL keeps as a generated column instead. They are left out of the
 * archive and rebuilt after a restore (search-index.ts), so that either database can be the source.
 */
async function searchIndexTables(db: Queryable): Promise<string[]> {
  if (isPostgres(db)) return [];
  const rows = rowsOf<{ name: string }>(
    await db.raw(`select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'`),
  );
  return rows.map((row) => row.name);
}

/** The tables in an order where each follows the tables it refers to (a reference to itself is left aside). */
export async function tablesInDependencyOrder(db: Queryable): Promise<string[]> {
  const names = await tableNames(db);
  const refers = new Map<string, Set<string>>(names.map((name) => [name, new Set()]));
  if (isPostgres(db)) {
    const rows = rowsOf<{ source: string; target: string }>(
      await db.raw(
        `select c.conrelid::regclass::text as source, c.confrelid::regclass::text as target
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
         where c.contype = 'f' and n.nspname = current_schema()`,
      ),
    );
    for (const row of rows) refers.get(row.source)?.add(row.target);
  } else {
    for (const name of names) {
      const rows = rowsOf<{ table: string }>(await db.raw(`pragma foreign_key_list(??)`, [name]));
      for (const row of rows) refers.get(name)!.add(row.table);
    }
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>): void => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const target of refers.get(name) ?? []) if (target !== name) visit(target, path);
    path.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

export type ColumnKind = 'date' | 'boolean' | 'binary' | 'json' | 'plain';

/** Each column's kind, from the type the database reports (knex's columnInfo). */
export async function columnKinds(db: Queryable, table: string): Promise<Map<string, ColumnKind>> {
  const info = (await db(table).columnInfo()) as unknown as Record<string, { type: string }>;
  const generated = await generatedColumns(db, table);
  return new Map(
    Object.entries(info)
      .filter(([column]) => !generated.has(column))
      .map(([column, { type }]) => {
        const lower = type.toLowerCase();
        const kind: ColumnKind =
          lower.includes('timestamp') || lower === 'datetime' || lower === 'date'
            ? 'date'
            : lower === 'boolean'
              ? 'boolean'
              : lower === 'bytea' || lower === 'blob'
                ? 'binary'
                : lower === 'json' || lower === 'jsonb'
                  ? 'json'
                  : 'plain';
        return [column, kind];
      }),
  );
}

/** PostgreSQL's generated columns (the search vectors): computed by the database, never written. */
async function generatedColumns(db: Queryable, table: string): Promise<Set<string>> {
  if (!isPostgres(db)) return new Set();
  const rows = rowsOf<{ column_name: string }>(
    await db.raw(
      `select column_name from information_schema.columns
       where table_schema = current_schema() and table_name = ? and is_generated = 'ALWAYS'`,
      [table],
    ),
  );
  return new Set(rows.map((row) => row.column_name));
}

/** A stored value in the neutral form of its column's kind. */
export function toNeutral(value: unknown, kind: ColumnKind): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'date':
      return toIso(value);
    case 'boolean':
      return bool(value);
    case 'binary':
      return { base64: Buffer.from(value as Uint8Array).toString('base64') };
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return typeof value === 'bigint' ? value.toString() : value;
  }
}

/** A neutral value as the target database takes it (knex writes Dates and booleans in each database's way). */
export function fromNeutral(value: unknown, kind: ColumnKind): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'date':
      return new Date(value as string);
    case 'boolean':
      return value === true;
    case 'binary':
      return Buffer.from((value as { base64: string }).base64, 'base64');
    default:
      return value;
  }
}

/** Sets each PostgreSQL sequence past the highest id restored, so the next insert does not collide. */
export async function advanceSequences(trx: Knex.Transaction): Promise<void> {
  if (!isPostgres(trx)) return;
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await trx.raw(
      `select table_name, column_name from information_schema.columns
       where table_schema = current_schema() and column_default like 'nextval(%'`,
    ),
  );
  for (const { table_name: table, column_name: column } of columns) {
    await trx.raw(
      `select setval(pg_get_serial_sequence(?, ?), coalesce((select max(??) from ??), 0) + 1, false)`,
      [table, column, column, table],
    );
  }
}
