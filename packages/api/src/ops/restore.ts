// `lcars-server backup --verify` and `lcars-server restore`. Verify reads every entry back and compares it
// with the manifest, naming the first entry that differs. Restore verifies first, then fills an empty target
// (a data directory and its database, SQLite or PostgreSQL, whichever the configuration names): it migrates
// the target to the archive's migrations, inserts the rows table by table in one transaction, puts each stored
// file's bytes where the target's file store keeps them, and writes the keys. The next server start migrates
// on from there, as it would after an upgrade.
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import { APP_MODULES } from '../apps/index.js';
import type { Config } from '../config.js';
import { createDb, isPostgres, type Db } from '../db/knex.js';
import { PLATFORM_MIGRATIONS, type Migration } from '../db/migrate.js';
import { openArchive, digestOf, type ArchiveReader } from './archive.js';
import { FORMAT, FORMAT_VERSION, MANIFEST, fileEntry, type Manifest } from './backup.js';
import {
  hasKeyFiles,
  keyFiles,
  openKeys,
  writeServerKeys,
  type SealedKeys,
  type ServerKeys,
} from './keys.js';
import { advanceSequences, columnKinds, fromNeutral, tableNames, tablesInDependencyOrder } from './tables.js';

/** An archive that is not whole: the message names the entry. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

async function readManifest(archive: ArchiveReader): Promise<Manifest> {
  if (!archive.has(MANIFEST)) throw new ArchiveError(`The archive has no ${MANIFEST}.`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse((await archive.read(MANIFEST)).toString('utf8')) as Manifest;
  } catch (error) {
    throw new ArchiveError(`${MANIFEST} does not read: ${(error as Error).message}`);
  }
  if (manifest.format !== FORMAT || manifest.formatVersion > FORMAT_VERSION) {
    throw new ArchiveError(
      `${MANIFEST} is not an LCARS backup of format ${FORMAT_VERSION} or earlier (${manifest.format} ${manifest.formatVersion}).`,
    );
  }
  return manifest;
}

/** Checks every entry's size and sha256 against the manifest, and that no entry is missing or extra. */
async function checkEntries(archive: ArchiveReader, manifest: Manifest): Promise<void> {
  for (const name of archive.names) {
    if (name !== MANIFEST && !(name in manifest.entries))
      throw new ArchiveError(`Entry ${name} is not in the manifest.`);
  }
  for (const [name, expected] of Object.entries(manifest.entries)) {
    if (!archive.has(name)) throw new ArchiveError(`Entry ${name} is missing.`);
    let actual;
    try {
      actual = await digestOf(archive, name);
    } catch (error) {
      throw new ArchiveError(`Entry ${name} does not read: ${(error as Error).message}`);
    }
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
      throw new ArchiveError(`Entry ${name} does not match its checksum in the manifest.`);
  }
}

export interface Verified {
  manifest: Manifest;
  /** The keys, when a passphrase was given. */
  keys: ServerKeys | undefined;
}

async function verifyOpen(archive: ArchiveReader, passphrase: string | undefined): Promise<Verified> {
  const manifest = await readManifest(archive);
  await checkEntries(archive, manifest);
  if (passphrase === undefined) return { manifest, keys: undefined };
  const sealed = JSON.parse((await archive.read(manifest.keys)).toString('utf8')) as SealedKeys;
  try {
    return { manifest, keys: openKeys(sealed, passphrase) };
  } catch {
    throw new ArchiveError(`The keys (${manifest.keys}) do not open with this passphrase.`);
  }
}

/** Verifies an archive without restoring it; with a passphrase, also that the keys open. */
export async function verify(file: string, passphrase?: string): Promise<Verified> {
  const archive = await openArchive(file).catch((error: unknown) => {
    throw new ArchiveError(`${file} is not a readable archive: ${(error as Error).message}`);
  });
  try {
    return await verifyOpen(archive, passphrase);
  } finally {
    archive.close();
  }
}

/** The migrations to apply to the target: exactly the archive's, which must all be known to this server. */
function archiveMigrations(manifest: Manifest): Migration[] {
  const known = new Map(
    [...PLATFORM_MIGRATIONS, ...APP_MODULES.flatMap((module) => module.migrations)].map((migration) => [
      migration.name,
      migration,
    ]),
  );
  return manifest.migrations.map((name) => {
    const migration = known.get(name);
    if (!migration)
      throw new Error(
        `The archive's schema has migration ${name}, which this server does not know: restore it with a server of version ${manifest.serverVersion} or later.`,
      );
    return migration;
  });
}

/** What makes a target not empty: tables in its database, stored files, or key files in its data directory. */
async function targetContents(config: Config, db: Db): Promise<string[]> {
  const found: string[] = [];
  const tables = await tableNames(db);
  if (tables.length > 0) found.push(`${tables.length} tables in the database`);
  const files = (await readdir(path.join(config.dataDir, 'files')).catch(() => [])).filter(
    (name) => name !== 'tmp',
  );
  if (files.length > 0) found.push(`stored files in ${path.join(config.dataDir, 'files')}`);
  if (hasKeyFiles(config)) found.push(`key files (${keyFiles(config).filter(existsSync).join(', ')})`);
  return found;
}

/**
 * Empties the target for a forced restore: the database (a SQLite file is removed whole, full-text tables
 * and all; every PostgreSQL table of the schema is dropped), the stored files and the key files. Returns the
 * connection to use from then on.
 */
async function wipe(config: Config, db: Db): Promise<Db> {
  await rm(path.join(config.dataDir, 'files'), { recursive: true, force: true });
  for (const file of keyFiles(config)) await rm(file, { force: true });
  if (config.database.client === 'sqlite') {
    await db.destroy();
    for (const suffix of ['', '-wal', '-shm'])
      await rm(`${config.database.filename}${suffix}`, { force: true });
    return createDb(config.database);
  }
  const tables = [
    ...(await tablesInDependencyOrder(db)).reverse(),
    'knex_migrations',
    'knex_migrations_lock',
  ];
  for (const table of tables) await db.raw('drop table if exists ?? cascade', [table]);
  return db;
}

const INSERT_VARIABLES = 900;

async function insertTable(
  trx: Knex.Transaction,
  archive: ArchiveReader,
  table: string,
  entry: string,
): Promise<number> {
  const kinds = await columnKinds(trx, table);
  const perInsert = Math.max(1, Math.floor(INSERT_VARIABLES / Math.max(1, kinds.size)));
  let batch: Record<string, unknown>[] = [];
  let count = 0;
  const flush = async (): Promise<void> => {
    if (batch.length > 0) await trx(table).insert(batch);
    count += batch.length;
    batch = [];
  };
  for await (const line of createInterface({ input: await archive.stream(entry), crlfDelay: Infinity })) {
    if (line === '') continue;
    const neutral = JSON.parse(line) as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(neutral)) {
      const kind = kinds.get(column);
      if (!kind) throw new Error(`Table ${table} of the target has no column ${column}.`);
      row[column] = fromNeutral(value, kind);
    }
    batch.push(row);
    if (batch.length >= perInsert) await flush();
  }
  await flush();
  return count;
}

/** Writes a stored file's bytes into the disk store (through a temporary file, as the store does). */
async function placeOnDisk(config: Config, archive: ArchiveReader, sha256: string): Promise<void> {
  const root = path.join(config.dataDir, 'files');
  const target = path.join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  const temp = path.join(root, 'tmp', `${randomUUID()}.part`);
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  await mkdir(path.dirname(temp), { recursive: true, mode: 0o700 });
  await pipeline(
    await archive.stream(fileEntry(sha256)),
    createWriteStream(temp, { flags: 'wx', mode: 0o600 }),
  );
  await rename(temp, target);
}

export interface RestoreOptions {
  passphrase: string;
  /** Empties a target that is not empty first. */
  force?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
  files: number;
  /** What the operator still has to do about keys the configuration takes from the environment. */
  notes: string[];
}

export async function restore(config: Config, file: string, options: RestoreOptions): Promise<RestoreResult> {
  const archive = await openArchive(file).catch((error: unknown) => {
    throw new ArchiveError(`${file} is not a readable archive: ${(error as Error).message}`);
  });
  let db = createDb(config.database);
  try {
    const { manifest, keys } = await verifyOpen(archive, options.passphrase);
    const migrations = archiveMigrations(manifest);
    const contents = await targetContents(config, db);
    if (contents.length > 0) {
      if (!options.force)
        throw new Error(
          `The target is not empty (${contents.join('; ')}): restore refuses it without --force.`,
        );
      db = await wipe(config, db);
    }
    await db.migrate.latest({
      migrationSource: {
        getMigrations: () => Promise.resolve(migrations),
        getMigrationName: (migration: Migration) => migration.name,
        getMigration: (migration: Migration) => Promise.resolve(migration),
      },
      tableName: 'knex_migrations',
    });
    const order = await tablesInDependencyOrder(db);
    const entries = new Map(manifest.tables.map((table) => [table.name, table]));
    for (const name of entries.keys())
      if (!order.includes(name)) throw new Error(`The target has no table ${name} after migrating.`);
    const disk = config.files.store === 'disk';
    let rows = 0;
    await db.transaction(async (trx) => {
      // Checked at commit, not row by row: a table that refers to itself gets its rows in any order.
      if (!isPostgres(trx)) await trx.raw('pragma defer_foreign_keys = on');
      // Migrations may have seeded rows of their own; the archive's rows replace them.
      for (const table of [...order].reverse()) await trx(table).delete();
      // Rows derived by triggers (left out of the archive) are derived again by the inserts below.
      for (const module of APP_MODULES)
        for (const table of module.derivedTables ?? []) if (order.includes(table)) await trx(table).delete();
      for (const table of order) {
        const entry = entries.get(table);
        if (!entry) continue;
        const inserted = await insertTable(trx, archive, table, entry.entry);
        if (inserted !== entry.rows)
          throw new ArchiveError(`${entry.entry} holds ${inserted} rows; the manifest counts ${entry.rows}.`);
        rows += inserted;
      }
      await advanceSequences(trx);
      // The archive leaves SQLite's full-text tables out: each app with an index fills its own again.
      if (!isPostgres(trx)) for (const module of APP_MODULES) await module.rebuildSearchIndex?.(trx);
      const blobs = await trx('file_blobs').select<{ sha256: string }[]>('sha256');
      for (const { sha256 } of blobs) {
        if (disk) await placeOnDisk(config, archive, sha256);
        else
          await trx('file_blobs')
            .where({ sha256 })
            .update({ content: await archive.read(fileEntry(sha256)) });
      }
    });
    const notes = writeServerKeys(config, keys!);
    return { manifest, rows, files: manifest.files.count, notes };
  } finally {
    archive.close();
    await db.destroy();
  }
}
