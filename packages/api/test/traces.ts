// Where a text is still written on disk: the SQLite database with its -wal and -shm files (and everything else in
// the data directory), or, on PostgreSQL, a pg_dump of the database and the raw files of its data directory (the
// database's own files and the WAL) after a CHECKPOINT has written out every page. For tests that a removed secret
// is gone for good, not only from the rows a query sees.
import { execFile } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import knexFactory from 'knex';
import type { TestServer } from './server.js';
import { postgresAdminUrl } from './postgres.js';

const run = promisify(execFile);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full)));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

/** The files under `dir` whose bytes hold the text (UTF-8). */
async function filesHolding(dir: string, text: string): Promise<string[]> {
  const needle = Buffer.from(text, 'utf8');
  const hits: string[] = [];
  for (const file of await filesUnder(dir)) {
    const bytes = await readFile(file).catch(() => undefined);
    if (bytes?.includes(needle)) hits.push(file);
  }
  return hits;
}

export interface Traces {
  /** Where the text was found: file paths, or 'pg_dump'. */
  places: string[];
  /** What could not be searched (the PostgreSQL data directory when this user may not read it). */
  unsearched: string[];
}

/** Every place on disk (and in a dump) that still holds the text. */
export async function tracesOf(api: TestServer, text: string): Promise<Traces> {
  if (api.config.database.client !== 'pg') {
    return { places: await filesHolding(api.config.dataDir, text), unsearched: [] };
  }
  const places: string[] = [];
  const unsearched: string[] = [];
  const url = api.config.database.connectionString;
  const { stdout } = await run('pg_dump', ['--dbname', url], { maxBuffer: 512 * 1024 * 1024 });
  if (stdout.includes(text)) places.push('pg_dump');
  const adminUrl = await postgresAdminUrl();
  const admin = knexFactory({ client: 'pg', connection: adminUrl!, pool: { min: 0, max: 1 } });
  try {
    // Every dirty page to its file, so that the files hold what the database holds.
    await admin.raw('CHECKPOINT');
    const dataDir = (await admin.raw<{ rows: { data_directory: string }[] }>('SHOW data_directory')).rows[0]!
      .data_directory;
    const databaseName = new URL(url).pathname.slice(1);
    const oid = (
      await admin.raw<{ rows: { oid: number }[] }>('SELECT oid FROM pg_database WHERE datname = ?', [
        databaseName,
      ])
    ).rows[0]!.oid;
    for (const dir of [path.join(dataDir, 'base', String(oid)), path.join(dataDir, 'pg_wal')]) {
      try {
        await readdir(dir);
      } catch {
        unsearched.push(dir);
        continue;
      }
      places.push(...(await filesHolding(dir, text)));
    }
    // A database file is named by its relation's file node: name the relation, so a failure says which it is.
    for (const [index, place] of places.entries()) {
      const node = /[/\\]base[/\\]\d+[/\\](\d+)/.exec(place)?.[1];
      if (node === undefined) continue;
      const { rows } = await api.db.raw<{ rows: { relname: string }[] }>(
        'SELECT relname FROM pg_class WHERE pg_relation_filenode(oid) = ?',
        [Number(node)],
      );
      places[index] = `${place} (${rows[0]?.relname ?? 'no relation now'})`;
    }
  } finally {
    await admin.destroy();
  }
  return { places, unsearched };
}
