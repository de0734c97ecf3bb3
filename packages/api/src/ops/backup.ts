// `lcars-server backup`: one archive holding a consistent snapshot of the database, every stored file the
// snapshot refers to, the keys sealed under a passphrase, and a manifest (written last, since it holds the
// sha256 of every entry before it). Run beside a running server: the rows are read in one read transaction
// (REPEATABLE READ on PostgreSQL; on SQLite one read transaction sees one state of the WAL), so writes that
// go on meanwhile are either wholly in the archive or wholly not.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { APP_MODULES } from '../apps/index.js';
import type { Config } from '../config.js';
import { createDb, isPostgres, type Db } from '../db/knex.js';
import { migrationNames } from '../db/migrate.js';
import { ArchiveWriter, type EntryDigest } from './archive.js';
import { readServerKeys, sealKeys } from './keys.js';
import { columnKinds, tablesInDependencyOrder, toNeutral } from './tables.js';

export const FORMAT = 'lcars-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const KEYS_ENTRY = 'keys.sealed.json';

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  serverVersion: string;
  createdDate: string;
  /** The database the snapshot was taken from (a restore may go to the other kind). */
  database: 'sqlite' | 'pg';
  /** The migrations the snapshot's schema had, in order: a restore migrates its target to exactly these. */
  migrations: string[];
  /** Tables in dependency order, each with its row count and its entry. */
  tables: { name: string; rows: number; entry: string }[];
  /** Stored files' contents (one per distinct sha256). */
  files: { count: number; bytes: number };
  keys: string;
  /** Every entry but the manifest: size and sha256. */
  entries: Record<string, EntryDigest>;
}

export const tableEntry = (table: string): string => `tables/${table}.jsonl`;
export const fileEntry = (sha256: string): string => `files/${sha256}`;

/** The API package's version, from its package.json (the same path from src/ and dist/). */
export async function serverVersion(): Promise<string> {
  const text = await readFile(new URL('../../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

/** The migrations this server knows, in the order they apply. */
export function knownMigrations(): string[] {
  return migrationNames(APP_MODULES.flatMap((module) => module.migrations));
}

const PAGE_ROWS = 1000;
/** The rowid column's name in a SQLite page (read for paging, never written to the archive). */
const ROWID = '__backup_rowid';

/**
 * A table's rows a page at a time, so that no table is ever whole in memory: a cursor on PostgreSQL (it reads
 * in the transaction's snapshot), pages by rowid on SQLite (every table of the portal has one).
 */
export async function* pagesOf(
  trx: Knex.Transaction,
  table: string,
  columns: readonly string[],
  pageRows = PAGE_ROWS,
): AsyncGenerator<Record<string, unknown>[]> {
  if (isPostgres(trx)) {
    await trx.raw(`declare backup_rows no scroll cursor for ${trx(table).select(columns).toQuery()}`);
    try {
      for (;;) {
        const { rows: page } = await trx.raw<{ rows: Record<string, unknown>[] }>(
          `fetch ${pageRows} from backup_rows`,
        );
        if (page.length === 0) return;
        yield page;
      }
    } finally {
      await trx.raw('close backup_rows');
    }
  }
  let after = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const page = await trx(table)
      .select<Record<string, unknown>[]>([...columns, trx.raw('rowid as ??', [ROWID])])
      .where('rowid', '>', after)
      .orderBy('rowid')
      .limit(pageRows);
    if (page.length === 0) return;
    after = Number(page.at(-1)![ROWID]);
    yield page;
  }
}

/**
 * Hard links of the blob files on disk, made before the snapshot starts: a file released by a write during
 * the backup loses its name in files/, not its bytes, so the archive still gets every file the snapshot has.
 */
async function linkBlobs(root: string, staging: string, shas: Iterable<string>): Promise<void> {
  for (const sha256 of shas) {
    const target = path.join(staging, sha256);
    const source = path.join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
    try {
      await link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST' || code === 'ENOENT') continue;
      if (code === 'EXDEV' || code === 'EPERM') await copyFile(source, target);
      else throw error;
    }
  }
}

async function blobNamesOnDisk(root: string): Promise<string[]> {
  const names: string[] = [];
  for (const first of await readdir(root).catch(() => [])) {
    if (!/^[0-9a-f]{2}$/.test(first)) continue;
    for (const second of await readdir(path.join(root, first)).catch(() => [])) {
      for (const name of await readdir(path.join(root, first, second)).catch(() => []))
        if (/^[0-9a-f]{64}$/.test(name)) names.push(name);
    }
  }
  return names;
}

/** Reads every table in the snapshot transaction and adds it to the archive; returns the manifest's tables. */
async function writeTables(trx: Knex.Transaction, archive: ArchiveWriter): Promise<Manifest['tables']> {
  const tables: Manifest['tables'] = [];
  // Rows the database derives by triggers are left out: the restore's inserts derive them again.
  const derived = new Set(APP_MODULES.flatMap((module) => module.derivedTables ?? []));
  for (const table of await tablesInDependencyOrder(trx)) {
    if (derived.has(table)) continue;
    const kinds = await columnKinds(trx, table);
    // A blob's bytes go in files/ (the same form for either file store), never in its row.
    const columns = [...kinds.keys()].filter((column) => !(table === 'file_blobs' && column === 'content'));
    let rows = 0;
    const encoder = new TextEncoder();
    async function* lines(): AsyncGenerator<Uint8Array> {
      for await (const page of pagesOf(trx, table, columns)) {
        rows += page.length;
        const text = page.map((row) => {
          const neutral = Object.fromEntries(
            columns.map((column) => [column, toNeutral(row[column], kinds.get(column)!)]),
          );
          return `${JSON.stringify(neutral)}\n`;
        });
        yield encoder.encode(text.join(''));
      }
    }
    await archive.add(tableEntry(table), lines(), true);
    tables.push({ name: table, rows, entry: tableEntry(table) });
  }
  return tables;
}

async function migrationsOf(trx: Knex.Transaction): Promise<string[]> {
  const rows = await trx('knex_migrations').orderBy('id').select<{ name: string }[]>('name');
  return rows.map((row) => row.name);
}

export interface BackupResult {
  manifest: Manifest;
}

/** Writes the archive to `file`; on any failure the half-written file is removed. */
export async function backup(config: Config, file: string, passphrase: string): Promise<BackupResult> {
  const keys = sealKeys(readServerKeys(config), passphrase);
  const db: Db = createDb(config.database);
  const filesRoot = path.join(config.dataDir, 'files');
  const staging = path.join(config.dataDir, `backup-${randomBytes(6).toString('hex')}`);
  const archive = ArchiveWriter.create(file);
  try {
    const disk = config.files.store === 'disk';
    if (disk) {
      await mkdir(staging, { mode: 0o700 });
      await linkBlobs(filesRoot, staging, await blobNamesOnDisk(filesRoot));
    }
    const snapshot = await db.transaction(
      async (trx) => {
        // On SQLite the first read starts the snapshot that every later read of this transaction sees.
        const migrations = await migrationsOf(trx);
        const tables = await writeTables(trx, archive);
        const blobs = await trx('file_blobs').select<{ sha256: string; size: number | string }[]>(
          'sha256',
          'size',
        );
        let bytes = 0;
        if (disk)
          await linkBlobs(
            filesRoot,
            staging,
            blobs.map((blob) => blob.sha256),
          );
        for (const blob of blobs) {
          bytes += Number(blob.size);
          if (disk) {
            const staged = path.join(staging, blob.sha256);
            await archive
              .add(fileEntry(blob.sha256), createReadStream(staged), false)
              .catch((error: unknown) => {
                throw new Error(`The bytes of stored file ${blob.sha256} are missing from ${filesRoot}.`, {
                  cause: error,
                });
              });
          } else {
            // The bytes are in the row: read in this same snapshot, one blob at a time.
            const row = await trx('file_blobs')
              .where({ sha256: blob.sha256 })
              .first<{ content: Uint8Array | null } | undefined>('content');
            if (!row?.content) throw new Error(`The bytes of stored file ${blob.sha256} are missing.`);
            await archive.add(fileEntry(blob.sha256), Buffer.from(row.content), false);
          }
        }
        return { migrations, tables, files: { count: blobs.length, bytes } };
      },
      config.database.client === 'pg' ? { isolationLevel: 'repeatable read', readOnly: true } : {},
    );
    await archive.add(KEYS_ENTRY, Buffer.from(JSON.stringify(keys)), false);
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      serverVersion: await serverVersion(),
      createdDate: new Date().toISOString(),
      database: config.database.client,
      ...snapshot,
      keys: KEYS_ENTRY,
      entries: { ...archive.entries },
    };
    await archive.add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)), true);
    await archive.finish();
    return { manifest };
  } catch (error) {
    archive.abort();
    await rm(file, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await db.destroy();
  }
}
