// The file store: content-addressed blobs (sha256) with reference counts, and one stored_files row per file
// a user stored. Bytes stream to a temporary file first (hashed, counted and type-checked on the way), then
// move into place in the transaction that records them: on disk a rename into PORTAL_DATA_DIR/files, in the
// database (PORTAL_FILE_STORE=db) a bytea row. A crash or an interrupted upload leaves at most a temporary
// file, which the next start removes: never a half file under its name. What a crash leaves whole (a stored
// file whose record was never saved, bytes placed by a transaction that never committed) the sweep collects
// once it is older than PORTAL_FILE_SWEEP_GRACE_HOURS (jobs/file-sweep.ts runs it as a maintenance job).
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readFile, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import type { FileCheck, FileSweep, FileUsage } from '@lcars/contract';
import type { Config } from '../config.js';
import { isoOf, toDate } from '../db/dates.js';
import { bool, type Db } from '../db/knex.js';
import { ApiError, notFound } from '../http/errors.js';
import { SNIFF_BYTES, contentTypeOf, detectFileType, type FileType } from './detect.js';
import type { FileKind, FileReference } from './kind.js';
import { declaredKinds, isReferenced, referenceCounts } from './references.js';
import { insertedId } from '../db/typed.js';

export interface StoredFile {
  id: number;
  userId: number;
  kind: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  createdDate: string;
}

export type { FileCheck, FileSweep, FileUsage } from '@lcars/contract';

interface StoredFileRow {
  id: number;
  user_id: number;
  kind: string;
  name: string;
  content_type: string;
  size: number | string;
  sha256: string;
  ref_count: number;
  created_at: unknown;
}

function fileOf(row: StoredFileRow): StoredFile {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    name: row.name,
    contentType: row.content_type,
    size: Number(row.size),
    sha256: row.sha256,
    createdDate: isoOf(row.created_at),
  };
}

/** A file name safe to keep and show: no path, no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-255);
  return clean === '' ? 'file' : clean;
}

/** An inclusive byte range of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Hashes, counts and sniffs the bytes going through; fails with 413 past the limit and 415 on a wrong type. */
class Inspector extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  type: FileType | undefined;
  private head = Buffer.alloc(0);

  constructor(
    private readonly kind: FileKind,
    /** Ciphertext the caller sealed: taken as 'sealed' without sniffing (storeSealed only). */
    sealed = false,
  ) {
    super();
    if (sealed) this.type = 'sealed';
  }

  private check(final: boolean): Error | undefined {
    if (this.type !== undefined || (!final && this.head.length < SNIFF_BYTES)) return undefined;
    const type =
      detectFileType(this.head) ??
      (this.kind.types.includes('text') && !this.head.includes(0) ? 'text' : undefined);
    if (type === undefined || !this.kind.types.includes(type)) {
      return new ApiError(415, {
        detail: `The file is not one of the accepted types (${this.kind.types.join(', ')}).`,
      });
    }
    this.type = type;
    return undefined;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.kind.maxBytes) {
      done(new ApiError(413, { detail: `The file is larger than ${this.kind.maxBytes} bytes.` }));
      return;
    }
    if (this.type === undefined) this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES)]);
    const error = this.check(false);
    if (error) {
      done(error);
      return;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(this.check(true));
  }
}

/** The first key of the lock a blob's placing and its sweep share (pg_advisory_xact_lock(key, hashtext(sha))). */
const BLOB_LOCK = 1_634_002;

export class FileStore {
  readonly root: string;
  private readonly tempDir: string;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    /** The columns of the apps' tables that refer to stored files (their modules' fileReferences). */
    private readonly references: readonly FileReference[] = [],
  ) {
    this.root = path.join(config.dataDir, 'files');
    this.tempDir = path.join(this.root, 'tmp');
  }

  get backend(): 'disk' | 'db' {
    return this.config.files.store;
  }

  /** Creates the folders and removes temporary files a crash left behind. */
  async open(): Promise<void> {
    await mkdir(this.tempDir, { recursive: true, mode: 0o700 });
    for (const name of await readdir(this.tempDir)) await rm(path.join(this.tempDir, name), { force: true });
  }

  /** Where a blob lives on disk: files/ab/cd/<sha256>. */
  blobPath(sha256: string): string {
    return path.join(this.root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }

  /**
   * Stores a stream as a file of the user's. 413 past the kind's size or the user's quota, 415 when its
   * first bytes are not an accepted type. The file starts with one reference (the record that asked for it).
   * `withinQuota: false` counts the file but lets it pass the quota: only for bytes the user stored already
   * (moved into the store from elsewhere), never for an upload.
   */
  async store(
    source: Readable,
    options: { kind: FileKind; userId: number; name?: string; withinQuota?: boolean },
  ): Promise<StoredFile> {
    // Ciphertext is no type the store can check: a kind that accepts it is stored by storeSealed alone, so no
    // upload route (receiveUpload calls this) can pass unchecked bytes off as one.
    if (options.kind.types.includes('sealed')) {
      throw new Error(`The file kind ${options.kind.name} holds ciphertext: store it with storeSealed.`);
    }
    return this.write(source, options, false);
  }

  /**
   * Stores ciphertext an app sealed itself (a kind whose types are ['sealed']): the size and quota checks of
   * store(), no sniffing. `saved` runs in the transaction that records the file, after its row is in: the
   * app's record of it is written (and its own limits checked) atomically with it, so a refusal there leaves
   * nothing stored.
   */
  async storeSealed<T>(
    source: Readable,
    options: {
      kind: FileKind;
      userId: number;
      name?: string;
      saved: (trx: Knex.Transaction, file: { id: number; size: number }) => Promise<T>;
    },
  ): Promise<{ file: StoredFile; saved: T }> {
    if (options.kind.types.length !== 1 || options.kind.types[0] !== 'sealed') {
      throw new Error(`The file kind ${options.kind.name} does not hold ciphertext.`);
    }
    let saved: T | undefined;
    const file = await this.write(source, options, true, async (trx, stored) => {
      saved = await options.saved(trx, stored);
    });
    return { file, saved: saved as T };
  }

  private async write(
    source: Readable,
    options: { kind: FileKind; userId: number; name?: string; withinQuota?: boolean },
    sealed: boolean,
    saved?: (trx: Knex.Transaction, file: { id: number; size: number }) => Promise<void>,
  ): Promise<StoredFile> {
    const { kind, userId } = options;
    const name = cleanFileName(options.name);
    const quota = options.withinQuota === false ? Number.POSITIVE_INFINITY : this.config.files.quotaBytes;
    if ((await this.usage(userId)).bytes >= quota) throw quotaFull(quota);
    await mkdir(this.tempDir, { recursive: true, mode: 0o700 });
    const temp = path.join(this.tempDir, `${randomUUID()}.part`);
    const inspector = new Inspector(kind, sealed);
    try {
      const write = createWriteStream(temp, { flags: 'wx', mode: 0o600 });
      if (kind.inspect) await pipeline(source, inspector, kind.inspect(), write);
      else await pipeline(source, inspector, write);
      const sha256 = inspector.hash.digest('hex');
      const size = inspector.size;
      const contentType = contentTypeOf(inspector.type!, name);
      const content = this.backend === 'db' ? await readFile(temp) : null;
      const id = await this.db.transaction(async (trx) => {
        if (this.config.database.client === 'pg') await lockUser(trx, userId);
        const used = await trx('stored_files')
          .where({ user_id: userId })
          .sum({ bytes: 'size' })
          .first<{ bytes?: unknown } | undefined>();
        if (Number(used?.bytes ?? 0) + size > quota) throw quotaFull(quota);
        await this.lockBlob(trx, sha256);
        await trx('file_blobs')
          .insert({ sha256, size, ref_count: 1, content, created_at: new Date() })
          .onConflict('sha256')
          .merge({ ref_count: trx.raw('?? + 1', ['file_blobs.ref_count']) });
        const fileId = await insertedId(
          trx('stored_files')
            .insert({
              user_id: userId,
              kind: kind.name,
              name,
              content_type: contentType,
              size,
              sha256,
              ref_count: 1,
              created_at: new Date(),
            })
            .returning('id'),
        );
        if (saved) await saved(trx, { id: fileId, size });
        // Last: a refusal above leaves no bytes behind for the sweep.
        if (this.backend === 'disk') await this.placeBlob(temp, sha256);
        return fileId;
      });
      return (await this.get(id))!;
    } finally {
      await rm(temp, { force: true });
    }
  }

  /** Moves the temporary file into place unless the same content is already there. */
  private async placeBlob(temp: string, sha256: string): Promise<void> {
    const target = this.blobPath(sha256);
    try {
      await access(target);
      return;
    } catch {
      // Not there yet.
    }
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await rename(temp, target);
  }

  async get(id: number): Promise<StoredFile | undefined> {
    const row = await this.db<StoredFileRow>('stored_files').where({ id }).first();
    return row ? fileOf(row) : undefined;
  }

  /** One of the user's files; anyone else's is as missing as one that does not exist. */
  async getOwned(userId: number, id: number): Promise<StoredFile> {
    const row = await this.db<StoredFileRow>('stored_files').where({ id, user_id: userId }).first();
    if (!row) throw notFound('No such file.');
    return fileOf(row);
  }

  /** Another record refers to the file too (counted in the transaction that saves it, when given). */
  async retain(id: number, trx?: Knex.Transaction): Promise<void> {
    const changed = await (trx ?? this.db)('stored_files').where({ id }).increment('ref_count', 1);
    if (changed !== 1) throw notFound('No such file.');
  }

  /** A record no longer refers to the file: the last release deletes it, and its bytes when no file shares them. */
  async release(id: number): Promise<void> {
    await this.db.transaction(async (trx) => {
      const changed = await trx('stored_files').where({ id }).decrement('ref_count', 1);
      if (changed !== 1) return;
      const row = await trx<StoredFileRow>('stored_files').where({ id }).first();
      if (!row || row.ref_count > 0) return;
      await trx('stored_files').where({ id }).delete();
      await this.dropBlobReference(trx, row.sha256);
    });
  }

  /** One stored file less points at the blob: the last one takes its row and bytes with it. */
  private async dropBlobReference(trx: Knex.Transaction, sha256: string): Promise<void> {
    await trx('file_blobs').where({ sha256 }).decrement('ref_count', 1);
    const blob = await trx('file_blobs')
      .where({ sha256 })
      .first<{ ref_count: number } | undefined>('ref_count');
    if (blob && blob.ref_count <= 0) await this.deleteBlob(trx, sha256);
  }

  private async deleteBlob(trx: Knex.Transaction, sha256: string): Promise<void> {
    await trx('file_blobs').where({ sha256 }).delete();
    // Inside the transaction: a store of the same bytes waits on the blob row (or the blob lock) and puts them
    // back after.
    if (this.backend === 'disk') await unlink(this.blobPath(sha256)).catch(() => undefined);
  }

  /**
   * Serialises placing a blob's bytes with the sweep's look at the same blob (PostgreSQL; SQLite runs one
   * transaction at a time): bytes on disk with no row yet may be a store about to commit, not a crash's leftover.
   */
  private async lockBlob(trx: Knex.Transaction, sha256: string): Promise<void> {
    if (this.config.database.client === 'pg') {
      await trx.raw('SELECT pg_advisory_xact_lock(?, hashtext(?))', [BLOB_LOCK, sha256]);
    }
  }

  /** The file's bytes (or a range of them) as a stream. */
  async openStream(file: StoredFile, range?: ByteRange): Promise<Readable> {
    const start = range?.start ?? 0;
    const end = range?.end ?? file.size - 1;
    if (file.size === 0) return Readable.from([]);
    if (this.backend === 'disk') return createReadStream(this.blobPath(file.sha256), { start, end });
    const length = end - start + 1;
    const sql =
      this.config.database.client === 'pg'
        ? 'select substring(content from ? for ?) as part from file_blobs where sha256 = ?'
        : 'select substr(content, ?, ?) as part from file_blobs where sha256 = ?';
    const result = (await this.db.raw(sql, [start + 1, length, file.sha256])) as unknown;
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      part: Buffer;
    }[];
    const part = rows[0]?.part;
    if (!part) throw new Error(`The bytes of file ${file.id} are missing.`);
    const stream = new PassThrough();
    stream.end(part);
    return stream;
  }

  /** The whole file, for a job's worker (only the job's user's files). */
  async readOwned(userId: number, id: number): Promise<Uint8Array> {
    const file = await this.getOwned(userId, id);
    const chunks: Buffer[] = [];
    for await (const chunk of await this.openStream(file)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Compares the records with the stored bytes and the apps' references to them; changes nothing. */
  async check(now = Date.now()): Promise<FileCheck> {
    const blobs = await this.db('file_blobs').select<
      { sha256: string; ref_count: number; present: unknown }[]
    >('sha256', 'ref_count', this.db.raw('content is not null as present'));
    const counts = new Map(
      (
        await this.db('stored_files')
          .select('sha256')
          .count({ files: '*' })
          .groupBy('sha256')
          .select<{ sha256: string; files: number | string }[]>()
      ).map((row) => [row.sha256, Number(row.files)]),
    );
    const known = new Set(blobs.map((blob) => blob.sha256));
    let present: Set<string>;
    let temporary = 0;
    if (this.backend === 'disk') {
      present = new Set(await blobFilesIn(this.root));
      temporary = (await readdir(this.tempDir).catch(() => [])).length;
    } else {
      present = new Set(blobs.filter((blob) => bool(blob.present)).map((blob) => blob.sha256));
    }
    const orphaned = [
      ...[...present].filter((sha) => !known.has(sha)),
      ...blobs
        .filter((blob) => (counts.get(blob.sha256) ?? 0) === 0 && present.has(blob.sha256))
        .map((blob) => blob.sha256),
    ];
    return {
      store: this.backend,
      files: [...counts.values()].reduce((a, b) => a + b, 0),
      blobs: blobs.length,
      orphaned: [...new Set(orphaned)].sort(),
      missing: blobs
        .filter((blob) => !present.has(blob.sha256))
        .map((blob) => blob.sha256)
        .sort(),
      miscounted: blobs
        .filter((blob) => blob.ref_count !== (counts.get(blob.sha256) ?? 0))
        .map((blob) => ({
          sha256: blob.sha256,
          refCount: blob.ref_count,
          files: counts.get(blob.sha256) ?? 0,
        })),
      temporary,
      ...(await this.checkReferences(now)),
    };
  }

  /** Stored files nothing refers to (those past the grace period listed), and files counted wrongly. */
  private async checkReferences(
    now: number,
  ): Promise<Pick<FileCheck, 'unreferenced' | 'recentUnreferenced' | 'miscountedFiles'>> {
    const kinds = declaredKinds(this.references);
    const counts = await referenceCounts(this.db, this.references);
    const rows =
      kinds.length === 0 ? [] : await this.db<StoredFileRow>('stored_files').whereIn('kind', kinds);
    const graceEnds = now - this.config.files.sweepGraceMs;
    const unreferenced = rows.filter((row) => !counts.has(row.id));
    return {
      unreferenced: unreferenced
        .filter((row) => new Date(isoOf(row.created_at)).getTime() < graceEnds)
        .map((row) => ({
          id: row.id,
          userId: row.user_id,
          kind: row.kind,
          size: Number(row.size),
          createdDate: isoOf(row.created_at),
        })),
      recentUnreferenced: unreferenced.filter((row) => new Date(isoOf(row.created_at)).getTime() >= graceEnds)
        .length,
      miscountedFiles: rows
        .filter((row) => counts.has(row.id) && counts.get(row.id) !== row.ref_count)
        .map((row) => ({ id: row.id, refCount: row.ref_count, references: counts.get(row.id)! })),
    };
  }

  /**
   * Collects what a crash left behind and sets wrong counts right: stored files of a declared kind that nothing
   * refers to and that are older than the grace period (an upload whose record was never saved), the blobs no
   * stored file points at, and bytes on disk with no blob row (placed by a transaction that never committed).
   * Every deletion is checked again in its own transaction, so a record saved meanwhile keeps its file.
   */
  async sweep(now = Date.now(), signal?: AbortSignal): Promise<FileSweep> {
    const result: FileSweep = { files: 0, bytes: 0, blobs: 0, recounted: 0 };
    const graceEnds = new Date(now - this.config.files.sweepGraceMs);
    const kinds = declaredKinds(this.references);
    const counts = await referenceCounts(this.db, this.references);
    const rows =
      kinds.length === 0 ? [] : await this.db<StoredFileRow>('stored_files').whereIn('kind', kinds);
    for (const row of rows) {
      signal?.throwIfAborted();
      const references = counts.get(row.id) ?? 0;
      if (references === 0) {
        if (toDate(row.created_at)! >= graceEnds) continue;
        const dropped = await this.db.transaction(async (trx) => {
          if (await isReferenced(trx, this.references, row.id)) return false;
          if ((await trx('stored_files').where({ id: row.id }).delete()) !== 1) return false;
          await this.dropBlobReference(trx, row.sha256);
          return true;
        });
        if (dropped) {
          result.files++;
          result.bytes += Number(row.size);
        }
      } else if (references !== row.ref_count) {
        // Compare-and-set on the count read: a retain or release meanwhile wins.
        result.recounted += await this.db('stored_files')
          .where({ id: row.id, ref_count: row.ref_count })
          .update({ ref_count: references });
      }
    }
    await this.sweepBlobs(graceEnds, result, signal);
    return result;
  }

  private async sweepBlobs(graceEnds: Date, result: FileSweep, signal?: AbortSignal): Promise<void> {
    const files = new Map(
      (
        await this.db('stored_files')
          .select('sha256')
          .count({ files: '*' })
          .groupBy('sha256')
          .select<{ sha256: string; files: number | string }[]>()
      ).map((row) => [row.sha256, Number(row.files)]),
    );
    const blobs = await this.db('file_blobs').select<{ sha256: string; ref_count: number }[]>(
      'sha256',
      'ref_count',
    );
    for (const blob of blobs) {
      signal?.throwIfAborted();
      const count = files.get(blob.sha256) ?? 0;
      if (count > 0) {
        if (count !== blob.ref_count) {
          result.recounted += await this.db('file_blobs')
            .where({ sha256: blob.sha256, ref_count: blob.ref_count })
            .update({ ref_count: count });
        }
        continue;
      }
      const deleted = await this.db.transaction(async (trx) => {
        await this.lockBlob(trx, blob.sha256);
        // Counted again once the blob is ours: a store that committed meanwhile is seen.
        const still = await trx('stored_files')
          .where({ sha256: blob.sha256 })
          .first<{ id: number } | undefined>('id');
        if (still) return false;
        await this.deleteBlob(trx, blob.sha256);
        return true;
      });
      if (deleted) result.blobs++;
    }
    if (this.backend !== 'disk') return;
    const known = new Set(blobs.map((blob) => blob.sha256));
    for (const sha256 of await blobFilesIn(this.root)) {
      signal?.throwIfAborted();
      if (known.has(sha256)) continue;
      const modified = await stat(this.blobPath(sha256)).then(
        (info) => info.mtime,
        () => undefined,
      );
      if (!modified || modified >= graceEnds) continue;
      const deleted = await this.db.transaction(async (trx) => {
        await this.lockBlob(trx, sha256);
        if (await trx('file_blobs').where({ sha256 }).first<{ sha256: string } | undefined>('sha256'))
          return false;
        await unlink(this.blobPath(sha256)).catch(() => undefined);
        return true;
      });
      if (deleted) result.blobs++;
    }
  }

  async usage(userId: number): Promise<FileUsage> {
    const row = (await this.db('stored_files')
      .where({ user_id: userId })
      .count({ files: '*' })
      .sum({ bytes: 'size' })
      .first()) as { files?: unknown; bytes?: unknown } | undefined;
    return {
      files: Number(row?.files ?? 0),
      bytes: Number(row?.bytes ?? 0),
      quotaBytes: this.config.files.quotaBytes,
    };
  }
}

function quotaFull(quota: number): ApiError {
  return new ApiError(413, {
    detail: `Your stored files would exceed your quota of ${Math.round(quota / 1048576)} MB.`,
  });
}

/** Serialises a user's quota checks on PostgreSQL (SQLite runs one transaction at a time anyway). */
async function lockUser(trx: Knex.Transaction, userId: number): Promise<void> {
  await trx('users').where({ id: userId }).forUpdate().first('id');
}

/** The sha256 names under files/ab/cd/. */
async function blobFilesIn(root: string): Promise<string[]> {
  const found: string[] = [];
  const dirs = async (dir: string): Promise<string[]> =>
    (await readdir(dir, { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isDirectory() && /^[0-9a-f]{2}$/.test(entry.name))
      .map((entry) => path.join(dir, entry.name));
  for (const first of await dirs(root)) {
    for (const second of await dirs(first)) {
      for (const name of await readdir(second)) if (/^[0-9a-f]{64}$/.test(name)) found.push(name);
    }
  }
  return found;
}
