// Data keys of records: made with the record, wrapped by the current key-encryption key, unwrapped by the
// key their fingerprint names. Re-wrapping moves a record's data key to the current key without touching
// one value (the values stay sealed under the same data key).
import type { Config } from '../../config.js';
import { count } from '../../db/knex.js';
import { ApiError, conflict } from '../../http/errors.js';
import type { RepoKeyStatus, RepoRewrapResult } from '@lcars/contract/repo';
import type { Queryable } from './access.js';
import { newDataKey, unwrapDataKey, wrapDataKey } from './crypto.js';
import { forgetEarlierKeys, keyFor, keyringOf, rotateKeyFile } from './keyring.js';
import { typed } from '../../db/typed.js';

/**
 * The tables that hold sealed values and the records' wrapped data keys: shredded (db/shred.ts) after a delete,
 * so no copy of what was deleted stays in SQLite's WAL or in PostgreSQL's dead row versions.
 */
export const REPO_VALUE_TABLES = ['repo_record_values', 'repo_records'];

export interface RecordKeyRow {
  id: number;
  data_key: string;
  key_id: string;
}

/** A server fault the client may be told of: the stored secret cannot be opened with the keys at hand. */
export const cannotOpen = (what: string): ApiError =>
  new ApiError(500, { detail: `The stored ${what} could not be opened: it fails its integrity check.` });

export function dataKeyOf(config: Config, record: RecordKeyRow): Buffer {
  const kek = keyFor(config, record.key_id);
  if (!kek) throw cannotOpen('data key (its key-encryption key is not configured)');
  return unwrapDataKey(kek, record.data_key, record.id);
}

/** Inserts a record with a fresh data key wrapped to its id; returns the id and the data key. */
export async function insertRecord(
  trx: Queryable,
  config: Config,
  values: { repo_id: number; created_by_id: number; modified_by_id: number; rec_type_id?: number | null },
): Promise<{ id: number; dataKey: Buffer }> {
  const ring = keyringOf(config);
  const [inserted] = await typed<{ id: number }[]>(
    trx('repo_records')
      .insert({ ...values, data_key: '', key_id: ring.currentId })
      .returning('id'),
  );
  const id = Number(inserted?.id);
  const dataKey = newDataKey();
  await trx('repo_records')
    .where({ id })
    .update({ data_key: wrapDataKey(ring.current(), dataKey, id) });
  return { id, dataKey };
}

export async function keyStatus(db: Queryable, config: Config): Promise<RepoKeyStatus> {
  const ring = keyringOf(config);
  const [all, behind] = await Promise.all([
    typed<{ n: unknown }[]>(db('repo_records').count({ n: '*' })),
    typed<{ n: unknown }[]>(db('repo_records').whereNot('key_id', ring.currentId).count({ n: '*' })),
  ]);
  return {
    keyId: ring.currentId,
    source: ring.source,
    total: count(all[0]?.n),
    remaining: count(behind[0]?.n),
  };
}

/** Makes a new key current (key file only); the data keys are then moved by rewrap. */
export async function rotateKey(db: Queryable, config: Config): Promise<RepoKeyStatus> {
  try {
    rotateKeyFile(config);
  } catch (error) {
    throw conflict(error instanceof Error ? error.message : String(error));
  }
  return keyStatus(db, config);
}

/** Whether the record's data key is wrapped by the current key now (read again, not from an earlier list). */
async function onCurrentKey(db: Queryable, recordId: number, currentId: string): Promise<boolean> {
  const row = await typed<{ key_id: string } | undefined>(
    db('repo_records').where({ id: recordId }).first('key_id'),
  );
  return row === undefined || row.key_id === currentId;
}

/**
 * Re-wraps up to `limit` data keys under the current key. Each record is updated only if its key is still
 * the one read, so two runs at once never undo each other. When none is left, earlier keys leave the key file.
 */
export async function rewrapKeys(db: Queryable, config: Config, limit: number): Promise<RepoRewrapResult> {
  const ring = keyringOf(config);
  const rows = await typed<RecordKeyRow[]>(
    db('repo_records')
      .whereNot('key_id', ring.currentId)
      .orderBy('id')
      .limit(limit)
      .select('id', 'data_key', 'key_id'),
  );
  let rewrapped = 0;
  for (const row of rows) {
    // A run at the same time may have moved this record and, finding none left, dropped the earlier key from
    // the key file: the record is then on the current key already, and there is nothing to do.
    if (!keyFor(config, row.key_id) && (await onCurrentKey(db, row.id, ring.currentId))) continue;
    const dataKey = dataKeyOf(config, row);
    rewrapped += count(
      await db('repo_records')
        .where({ id: row.id, key_id: row.key_id })
        .update({ data_key: wrapDataKey(ring.current(), dataKey, row.id), key_id: ring.currentId }),
    );
  }
  const status = await keyStatus(db, config);
  if (status.remaining === 0) forgetEarlierKeys(config);
  return { ...status, rewrapped };
}
