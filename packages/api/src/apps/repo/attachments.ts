// Attachments of a record (Bitwarden's file attachments): uploaded as a stream, sealed chunk by chunk under the
// record's data key on the way to the file store (attachment-crypto.ts), listed with their sealed names
// opened, downloaded opened on the way out, deleted with their stored bytes. Every call checks the caller's
// rights on the repository at that moment (access.ts): reading needs the Read claim and a repository the caller
// owns or shares; adding and deleting need the owner or an editing share. An upload counts against one file's
// limit while it streams and against the uploader's total in the transaction that records it: on PostgreSQL
// under a per-user lock, on SQLite in its single writer, so concurrent uploads cannot pass the total together.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { pipeline } from 'node:stream';
import type { Knex } from 'knex';
import {
  REPO_ATTACHMENT_DOWNLOAD_EVENT,
  REPO_ATTACHMENT_MESSAGES,
  RepoAuditEvent,
  type RepoAttachment,
  type RepoAttachmentList,
} from '@lcars/contract/repo';
import type { Config } from '../../config.js';
import { isoOf } from '../../db/dates.js';
import { count, lockKeys } from '../../db/knex.js';
import { typed } from '../../db/typed.js';
import { contentTypeOf, detectFileType } from '../../files/detect.js';
import { defineFileKind, type FileKind } from '../../files/kind.js';
import type { FileStore, StoredFile } from '../../files/store.js';
import { receiveUploadStream } from '../../files/upload.js';
import { contentDisposition } from '../../files/serve.js';
import type { ApiContext } from '../../http/context.js';
import { ApiError, notFound } from '../../http/errors.js';
import { audit } from '../../platform/audit/service.js';
import { loadRepo, requireEdit, requireRepoClaim, type Queryable, type RepoContext } from './access.js';
import {
  AttachmentOpener,
  AttachmentSealer,
  sealedSizeOf,
  verifySealedAttachment,
} from './attachment-crypto.js';
import { open, seal } from '../../crypto/seal.js';
import { SealError } from './crypto.js';
import { dataKeyOf } from './keys.js';
import { loadRecord } from './entries.js';
import { releaseAttachmentFiles } from './attachment-files.js';

/**
 * The stored ciphertext of an attachment. Its types are ['sealed']: the store takes it from storeSealed alone,
 * never from an upload route. The size here is the default limit's; uploads use attachmentKindOf(config).
 */
export const repoAttachmentKind = defineFileKind({
  name: 'repo.attachment',
  maxBytes: sealedSizeOf(25 * 1024 * 1024),
  types: ['sealed'],
});

function attachmentKindOf(config: Config): FileKind {
  return { ...repoAttachmentKind, maxBytes: sealedSizeOf(config.repoAttachments.maxBytes) };
}

/** The tables whose deleted rows held sealed names: shredded after a delete, as the values' are. */

interface AttachmentRow {
  id: number;
  rec_id: number;
  file_id: number;
  seal_id: string;
  meta: string;
  size: number | string;
  created_by_id: number | null;
  created_at: unknown;
}

/** The sealed part of an attachment's row: what the file is called and what it is. */
interface AttachmentMeta {
  name: string;
  contentType: string;
}

const metaContext = (recordId: number, sealId: string) =>
  `lcars.repo.attachment-meta.v1:${recordId}:${sealId}`;

function sealMeta(dataKey: Buffer, meta: AttachmentMeta, recordId: number, sealId: string): string {
  return seal(dataKey, Buffer.from(JSON.stringify(meta), 'utf8'), metaContext(recordId, sealId));
}

/** The name and type; an altered row shows as such rather than failing the whole list. */
function openMeta(dataKey: Buffer, row: AttachmentRow): AttachmentMeta {
  try {
    const meta = JSON.parse(
      open(dataKey, row.meta, metaContext(row.rec_id, row.seal_id)).toString('utf8'),
    ) as AttachmentMeta;
    return { name: String(meta.name), contentType: String(meta.contentType) };
  } catch (error) {
    if (!(error instanceof SealError) && !(error instanceof SyntaxError)) throw error;
    return { name: 'Unreadable attachment', contentType: 'application/octet-stream' };
  }
}

function attachmentOf(row: AttachmentRow, meta: AttachmentMeta): RepoAttachment {
  return {
    id: row.id,
    recordId: row.rec_id,
    name: meta.name,
    size: Number(row.size),
    contentType: meta.contentType,
    createdDate: isoOf(row.created_at),
    createdById: row.created_by_id,
  };
}

/** The type a download is served with: what the first bytes show, plain text without NUL, else bytes. */
function contentTypeOfPlain(head: Buffer, name: string): string {
  const type = detectFileType(head);
  if (type) return contentTypeOf(type, name);
  if (head.length > 0 && !head.includes(0)) return contentTypeOf('text', name);
  return 'application/octet-stream';
}

async function usedBytes(db: Queryable, userId: number): Promise<number> {
  const row = await typed<{ bytes?: unknown } | undefined>(
    db('repo_record_attachments').where({ created_by_id: userId }).sum({ bytes: 'size' }).first(),
  );
  return count(row?.bytes);
}

const totalFull = (config: Config) =>
  new ApiError(413, {
    detail: `Your attachments would exceed their total of ${Math.round(config.repoAttachments.totalBytes / 1048576)} MB.`,
  });

interface Place {
  repoId: number;
  recordId: number;
}

/** The record, if the caller may see its repository now (404 otherwise), and whether they may change it. */
async function reach(db: Queryable, context: RepoContext, place: Place) {
  const { permissions } = await loadRepo(db, context.user.id, place.repoId);
  const record = await loadRecord(db, place.repoId, place.recordId);
  return { permissions, record };
}

async function loadAttachment(db: Queryable, recordId: number, id: number): Promise<AttachmentRow> {
  const row = await typed<AttachmentRow | undefined>(
    db('repo_record_attachments').where({ id, rec_id: recordId }).first('*'),
  );
  if (!row) throw notFound(`The attachment ${id} was not found.`);
  return row;
}

/** A record's attachments with their names opened (Repos/Read: names are the record's secrets too). */
export async function listAttachments(context: RepoContext, place: Place): Promise<RepoAttachmentList> {
  const { db, user, config } = context;
  requireRepoClaim(user, 'Read');
  const { permissions, record } = await reach(db, context, place);
  const rows = await typed<AttachmentRow[]>(
    db('repo_record_attachments').where({ rec_id: record.id }).orderBy('id').select('*'),
  );
  const dataKey = rows.length > 0 ? dataKeyOf(config, record) : undefined;
  return {
    attachments: rows.map((row) => attachmentOf(row, openMeta(dataKey!, row))),
    canEdit: permissions.canEdit,
    usedBytes: await usedBytes(db, user.id),
    totalBytes: config.repoAttachments.totalBytes,
    maxBytes: config.repoAttachments.maxBytes,
  };
}

/**
 * Adds the request's file to the record (Repos/Update; the owner or an editing share). The rights are checked
 * before a byte is read and again in the transaction that records the file, with the total.
 */
export async function uploadAttachment(
  ctx: ApiContext,
  context: RepoContext,
  files: FileStore,
  place: Place,
): Promise<RepoAttachment> {
  const { db, user, config } = context;
  requireRepoClaim(user, 'Update');
  const { permissions, record } = await reach(db, context, place);
  requireEdit(permissions);
  // A full total is refused before the upload is read (the transaction checks again with the file's size).
  if ((await usedBytes(db, user.id)) >= config.repoAttachments.totalBytes) throw totalFull(config);
  const dataKey = dataKeyOf(config, record);
  const sealId = randomBytes(16).toString('hex');
  const kind = attachmentKindOf(config);
  const take = async (stream: Readable, name: string): Promise<RepoAttachment> => {
    const sealer = new AttachmentSealer(dataKey, record.id, sealId, config.repoAttachments.maxBytes);
    // The request (or its multipart part) failing fails the sealing, and with it the store's pipeline.
    stream.on('error', (error) => sealer.destroy(error));
    stream.pipe(sealer);
    const { saved } = await files.storeSealed(sealer, {
      kind,
      userId: user.id,
      // The stored file's own name says nothing of the attachment's, which is sealed in its row.
      name: `attachment-${sealId}.sealed`,
      saved: async (trx: Knex.Transaction, file) => {
        await lockKeys(trx, [`repo.attachments.user:${user.id}`]);
        // The rights as they are now: a share taken back, or the record deleted, while the file streamed in.
        const now = await reach(trx, context, place);
        requireEdit(now.permissions);
        if ((await usedBytes(trx, user.id)) + sealer.size > config.repoAttachments.totalBytes) {
          throw totalFull(config);
        }
        const meta = { name, contentType: contentTypeOfPlain(sealer.head, name) };
        const row = {
          rec_id: record.id,
          file_id: file.id,
          seal_id: sealId,
          meta: sealMeta(dataKey, meta, record.id, sealId),
          size: sealer.size,
          created_by_id: user.id,
          created_at: new Date(),
        };
        const [inserted] = await typed<{ id: number }[]>(
          trx('repo_record_attachments').insert(row).returning('id'),
        );
        return attachmentOf({ ...row, id: Number(inserted?.id) }, meta);
      },
    });
    return saved;
  };
  return receiveUploadStream(ctx, config.repoAttachments.maxBytes, take);
}

/**
 * Sends the attachment opened (Repos/Read; a read-only share may). Every chunk is checked before the first
 * byte goes out, so an altered ciphertext is a clear error, never a download cut off half-way; the download
 * itself opens each chunk again as it sends it.
 */
export async function downloadAttachment(
  ctx: ApiContext,
  context: RepoContext,
  files: FileStore,
  place: Place & { attachmentId: number },
): Promise<void> {
  const { db, user, config } = context;
  requireRepoClaim(user, 'Read');
  const { record } = await reach(db, context, place);
  const row = await loadAttachment(db, record.id, place.attachmentId);
  const file = await files.get(row.file_id);
  if (!file) throw notFound(`The attachment ${row.id} was not found.`);
  const dataKey = dataKeyOf(config, record);
  const detail = { repoId: place.repoId, recordId: record.id, attachmentId: row.id };
  try {
    await verifySealedAttachment(await files.openStream(file), dataKey, record.id, row.seal_id);
  } catch (error) {
    if (!(error instanceof SealError)) throw error;
    await audit(db, { event: RepoAuditEvent.OpenFailed, userId: user.id, detail });
    throw new ApiError(500, { detail: REPO_ATTACHMENT_MESSAGES.tampered });
  }
  const meta = openMeta(dataKey, row);
  await audit(db, { event: REPO_ATTACHMENT_DOWNLOAD_EVENT, userId: user.id, detail });
  ctx.set('Content-Disposition', contentDisposition('attachment', meta.name));
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.set('Cache-Control', 'no-store');
  ctx.type = meta.contentType;
  ctx.status = 200;
  const opener = new AttachmentOpener(dataKey, record.id, row.seal_id);
  // Changed between the check and the send (someone with the disk): the answer is cut off, not completed.
  ctx.body = pipeline(await files.openStream(file), opener, () => undefined);
  ctx.length = Number(row.size);
}

/** Deletes one attachment and its stored bytes (Repos/Delete; the owner or an editing share). */
export async function deleteAttachment(
  context: RepoContext,
  files: FileStore,
  place: Place & { attachmentId: number },
): Promise<RepoAttachmentList> {
  const { db, user } = context;
  requireRepoClaim(user, 'Delete');
  const fileId = await db.transaction(async (trx) => {
    const { permissions, record } = await reach(trx, context, place);
    requireEdit(permissions);
    const row = await loadAttachment(trx, record.id, place.attachmentId);
    await trx('repo_record_attachments').where({ id: row.id }).delete();
    return row.file_id;
  });
  await releaseAttachmentFiles(db, files, [fileId]);
  return listAttachments(context, place);
}

/** What an export says of a record's attachment: listed, its file left in the repository. */
export interface ExportedAttachment {
  fileName: string;
  size: number;
  contentType: string;
}

/**
 * The attachments of a repository's records, names opened, for its export (the caller checked the Read claim
 * and the repository): each item lists them; the files themselves stay on the record (docs/decisions.md).
 */
export async function exportedAttachmentsOf(
  db: Queryable,
  config: Config,
  repoId: number,
): Promise<Map<number, ExportedAttachment[]>> {
  const rows = await typed<(AttachmentRow & { data_key: string; key_id: string })[]>(
    db('repo_record_attachments as a')
      .join('repo_records as r', 'r.id', 'a.rec_id')
      .where('r.repo_id', repoId)
      .orderBy('a.id')
      .select('a.*', 'r.data_key', 'r.key_id'),
  );
  const lists = new Map<number, ExportedAttachment[]>();
  const keys = new Map<number, Buffer>();
  for (const row of rows) {
    let dataKey = keys.get(row.rec_id);
    if (!dataKey) {
      dataKey = dataKeyOf(config, { id: row.rec_id, data_key: row.data_key, key_id: row.key_id });
      keys.set(row.rec_id, dataKey);
    }
    const meta = openMeta(dataKey, row);
    lists.set(row.rec_id, [
      ...(lists.get(row.rec_id) ?? []),
      { fileName: meta.name, size: Number(row.size), contentType: meta.contentType },
    ]);
  }
  return lists;
}

/** How many attachments the user's repositories hold, for the personal export's note. */
export async function attachmentCountOf(db: Queryable, repoIds: readonly number[]): Promise<number> {
  if (repoIds.length === 0) return 0;
  const row = await typed<{ n?: unknown } | undefined>(
    db('repo_record_attachments as a')
      .join('repo_records as r', 'r.id', 'a.rec_id')
      .whereIn('r.repo_id', repoIds)
      .count({ n: '*' })
      .first(),
  );
  return count(row?.n);
}

/**
 * The plain export's attachments, opened, in Bitwarden's zip layout beside data.json: every ciphertext is
 * checked first (an altered one refuses the export with the download's clear error), then the zip streams,
 * one chunk at a time, waiting on the client. Undefined when the repository has no attachments (the export
 * stays one JSON file).
 */
export async function attachmentsZip(
  context: RepoContext,
  files: FileStore,
  repoId: number,
  json: string,
  itemIds: ReadonlyMap<number, string>,
): Promise<{ stream: Readable; count: number } | undefined> {
  const { db, config } = context;
  const rows = await typed<(AttachmentRow & { data_key: string; key_id: string })[]>(
    db('repo_record_attachments as a')
      .join('repo_records as r', 'r.id', 'a.rec_id')
      .where('r.repo_id', repoId)
      .orderBy('a.id')
      .select('a.*', 'r.data_key', 'r.key_id'),
  );
  if (rows.length === 0) return undefined;
  const entries: { path: string; file: StoredFile; key: Buffer; row: AttachmentRow }[] = [];
  const taken = new Set<string>();
  for (const row of rows) {
    const file = await files.get(row.file_id);
    const itemId = itemIds.get(row.rec_id);
    if (!file || !itemId) continue;
    const key = dataKeyOf(config, { id: row.rec_id, data_key: row.data_key, key_id: row.key_id });
    try {
      await verifySealedAttachment(await files.openStream(file), key, row.rec_id, row.seal_id);
    } catch (error) {
      if (!(error instanceof SealError)) throw error;
      throw new ApiError(500, { detail: REPO_ATTACHMENT_MESSAGES.tampered });
    }
    const name = openMeta(key, row).name;
    // Two attachments of one record may share a name: the second keeps its id.
    let path = `attachments/${itemId}/${name}`;
    if (taken.has(path)) path = `attachments/${itemId}/${row.id}-${name}`;
    taken.add(path);
    entries.push({ path, file, key, row });
  }
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const write = async () => {
    const data = new ZipPassThrough('data.json');
    zip.add(data);
    data.push(Buffer.from(json, 'utf8'), true);
    for (const entry of entries) {
      const part = new ZipPassThrough(entry.path);
      zip.add(part);
      const opened = (await files.openStream(entry.file)).pipe(
        new AttachmentOpener(entry.key, entry.row.rec_id, entry.row.seal_id),
      );
      for await (const chunk of opened) {
        part.push(chunk as Buffer);
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      part.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return { stream: out, count: entries.length };
}
