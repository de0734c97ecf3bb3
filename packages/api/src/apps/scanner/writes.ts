// The scanner's rules. A scan belongs to its owner: every request reads it with the caller's id, so anyone
// else's scan (and its versions, pages and files) is a 404. A version is immutable once saved: its pages (the
// uploaded image, the turn, the crop and the page made from them) are written once, in the transaction that
// makes the version current; the recognised text and the PDF are added once, when recognition ends, and
// never changed after. Saving a version queues its recognition as a background job, in the same transaction:
// a version is never left waiting for a recognition nobody queued.
// Writing scans: create, a new version, edit, delete, and the demo's scans.
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  SCANNER_LIMITS,
  pagesFieldSchema,
  scanEditSchema,
  versionFieldsSchema,
  type PageInput,
  type Rotation,
  type Scan,
  type ScanEdit,
  type ScanVersion,
} from '@lcars/contract/scanner';
import { isoOf } from '../../db/dates.js';
import { count, isPostgres, type Db } from '../../db/knex.js';
import { type StoredFile } from '../../files/index.js';
import type { ApiContext, UserServiceContext } from '../../http/context.js';
import type { ServerContext } from '../../server-context.js';
import { ApiError, badRequest, notFound } from '../../http/errors.js';
import { parseWithMessages, validate } from '../../http/validate.js';
import type { RecognitionPayload } from './handler.js';
import { NotAnImageError, renderPage } from './images.js';
import { DOCUMENT_CONTENT_TYPES, DocumentError, documentPages } from './documents/index.js';
import { checkImagePixels, imageDecoding } from '../../images/index.js';
import { type PdfInfo } from './pdf.js';
import { insertedId, typed } from '../../db/typed.js';
import { receiveForm, releaseAll } from './upload.js';
import {
  PAGE_COLUMNS,
  RECOGNITION_JOB,
  ownScan,
  scanImageKind,
  scanPageKind,
  tagsOf,
  type PageRow,
  type ScanRow,
  type VersionRow,
} from './rows.js';
import { getScan } from './reads.js';
import { OLDER_TEXT_CHARS } from './migrations/scanner_006_all_versions_search.js';
import { writeScanVocabulary } from './vocabulary/scans.js';

// ---- Writes ----

/** Refreshes the search index of one scan from its row (SQLite: FTS5; PostgreSQL's column is generated). */
export async function reindexScan(trx: Knex.Transaction | Db, id: number): Promise<void> {
  if (isPostgres(trx)) return;
  await trx.raw('DELETE FROM scans_fts WHERE rowid = ?', [id]);
  await trx.raw(
    `INSERT INTO scans_fts (rowid, title, tags, description, ocr_text, older_text)
     SELECT id, title, replace(tags, ',', ' '), description, ocr_text, older_text FROM scans WHERE id = ?`,
    [id],
  );
}

/**
 * Keeps the text of the scan's earlier versions (every version but the current one, newest first, bounded)
 * on the scan for its search, after a version was saved or recognised; the caller reindexes.
 */
export async function refreshOlderText(trx: Knex.Transaction | Db, id: number): Promise<void> {
  const scan = await trx('scans')
    .where({ id })
    .first<{ current_version_id: number | null } | undefined>('current_version_id');
  if (!scan) return;
  const versions = await trx('scan_versions')
    .where('scan_id', id)
    .whereNot('id', scan.current_version_id ?? 0)
    .orderBy('version_number', 'desc')
    .select<{ ocr_text: string }[]>(trx.raw('substr(ocr_text, 1, ?) as ocr_text', [OLDER_TEXT_CHARS]));
  const text = versions
    .map((version) => version.ocr_text)
    .filter((part) => part !== '')
    .join('\n\n')
    .slice(0, OLDER_TEXT_CHARS);
  await trx('scans').where({ id }).update({ older_text: text });
}

async function lockScan(trx: Knex.Transaction, userId: number, id: number): Promise<ScanRow> {
  let query = trx<ScanRow>('scans').where({ id, user_id: userId });
  if (isPostgres(trx)) query = query.forUpdate();
  const row = await query.first();
  if (!row) throw notFound(`Scan ${id} was not found.`);
  return row;
}

function parseJsonField<T>(
  schema: z.ZodType<T>,
  fields: Record<string, string>,
  name: string,
): T | undefined {
  const raw = fields[name];
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest([{ field: name, message: `${name} is not valid JSON.` }]);
  }
  const parsed = parseWithMessages(schema, value);
  if (!parsed.success) {
    throw badRequest(
      parsed.error.issues.map((issue) => ({
        field: [name, ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}

/** The pages asked for: the `pages` field, or every upload in order, upright and uncropped. */
function pagesOf(fields: Record<string, string>, uploads: readonly StoredFile[]): PageInput[] {
  const pages =
    parseJsonField(pagesFieldSchema, fields, 'pages') ??
    uploads.map((_file, upload) => ({ upload, rotation: 0, crop: null }));
  if (pages.length === 0) throw badRequest([{ field: 'file', message: 'Add at least one page.' }]);
  for (const [index, page] of pages.entries()) {
    if (page.upload !== undefined && page.upload >= uploads.length) {
      throw badRequest([{ field: `pages.${index}.upload`, message: 'There is no such uploaded file.' }]);
    }
  }
  return pages;
}

/** An uploaded PDF or TIFF: the file as it came (kept as the version's original) and the pages made from it. */
interface UploadedDocument {
  file: StoredFile;
  pages: StoredFile[];
}

/** The uploads with each document made into its pages, and the page inputs naming those pages in order. */
interface ExpandedUploads {
  /** Every page image, in order: an image upload as it is, a document's pages in its place. */
  images: StoredFile[];
  pages: PageInput[];
  documents: UploadedDocument[];
  /** For each document (same order), the pages of `pages` made from it. */
  documentPages: number[];
}

/**
 * Makes each uploaded PDF or TIFF into page images (stored like uploaded pages, so a later version starts
 * from them) and points the page inputs at them: `{ upload, page }` at one page, `{ upload }` at every page.
 * Stored pages are released when anything fails.
 */
async function expandDocuments(
  server: ServerContext,
  userId: number,
  inputs: readonly PageInput[],
  uploads: readonly StoredFile[],
): Promise<ExpandedUploads> {
  const images: StoredFile[] = [];
  const offsets: number[] = [];
  const documents: (UploadedDocument | null)[] = [];
  const { maxPixels, decodes } = server.config.images;
  try {
    for (const [index, upload] of uploads.entries()) {
      offsets.push(images.length);
      const type = DOCUMENT_CONTENT_TYPES[upload.contentType];
      if (type === undefined) {
        images.push(upload);
        documents.push(null);
        continue;
      }
      let pages: Buffer[];
      try {
        pages = await documentPages(await server.files.readOwned(userId, upload.id), type, {
          maxPages: SCANNER_LIMITS.pages,
          maxPixels,
          decodes,
        });
      } catch (error) {
        if (!(error instanceof DocumentError)) throw error;
        const problem = [{ field: `file.${index}`, message: `${upload.name}: ${error.message}` }];
        throw error.status === 413
          ? new ApiError(413, { detail: problem[0]!.message, errors: problem })
          : badRequest(problem);
      }
      const stem = upload.name.replace(/\.[^.]*$/, '') || 'page';
      const stored: StoredFile[] = [];
      documents.push({ file: upload, pages: stored });
      for (const [number, page] of pages.entries()) {
        stored.push(
          await server.files.store(Readable.from([page]), {
            kind: scanPageKind,
            userId,
            name: `${stem}-${number + 1}.jpg`,
          }),
        );
      }
      images.push(...stored);
    }
    const pages: PageInput[] = [];
    const used = documents.map(() => 0);
    for (const [index, input] of inputs.entries()) {
      if (input.upload === undefined) {
        pages.push(input);
        continue;
      }
      const document = documents[input.upload];
      const offset = offsets[input.upload]!;
      if (document === null || document === undefined) {
        if (input.page !== undefined && input.page !== 0) {
          throw badRequest([
            { field: `pages.${index}.page`, message: 'The upload is an image of one page.' },
          ]);
        }
        pages.push({ ...input, upload: offset, page: undefined });
        continue;
      }
      if (input.page !== undefined && input.page >= document.pages.length) {
        throw badRequest([
          { field: `pages.${index}.page`, message: `The document has ${document.pages.length} pages.` },
        ]);
      }
      const numbers = input.page === undefined ? [...document.pages.keys()] : [input.page];
      for (const number of numbers) pages.push({ ...input, upload: offset + number, page: undefined });
      used[input.upload] = used[input.upload]! + numbers.length;
    }
    if (pages.length > SCANNER_LIMITS.pages) {
      throw badRequest([
        {
          field: 'pages',
          message: `A version holds at most ${SCANNER_LIMITS.pages} pages; these make ${pages.length}.`,
        },
      ]);
    }
    const kept = documents.flatMap((document, index) =>
      document === null ? [] : [{ document, used: used[index]! }],
    );
    return {
      images,
      pages,
      documents: kept.map((entry) => entry.document),
      documentPages: kept.map((entry) => entry.used),
    };
  } catch (error) {
    await releaseAll(
      server.files,
      documents.flatMap((document) => document?.pages ?? []),
    );
    throw error;
  }
}

/** Keeps each document that gave the version a page as its original (its upload's reference moves to the row). */
async function insertOriginals(
  trx: Knex.Transaction,
  scanId: number,
  versionId: number,
  expanded: ExpandedUploads,
): Promise<void> {
  for (const [index, document] of expanded.documents.entries()) {
    if (expanded.documentPages[index] === 0) continue;
    await trx('scan_originals').insert({
      scan_id: scanId,
      version_id: versionId,
      file_id: document.file.id,
      name: document.file.name.slice(0, 255),
      page_count: document.pages.length,
    });
  }
}

/** Everything a save stored before it failed: the uploads, the pages made from documents, the page images. */
async function releaseAfterFailure(
  server: ServerContext,
  uploads: readonly StoredFile[],
  expanded: ExpandedUploads | undefined,
  made: readonly MadePage[],
): Promise<void> {
  await releaseAll(server.files, [
    ...uploads,
    ...(expanded?.documents.flatMap((document) => document.pages) ?? []),
    ...made.map((page) => page.image),
  ]);
}

/** The uploads that no page and no original holds: documents no page came from, their pages, unused images. */
async function releaseLeftOver(
  server: ServerContext,
  expanded: ExpandedUploads,
  made: readonly MadePage[],
): Promise<void> {
  await releaseUnused(server, expanded.images, made);
  for (const [index, document] of expanded.documents.entries()) {
    if (expanded.documentPages[index] === 0) await server.files.release(document.file.id);
  }
}

interface MadePage {
  input: PageInput;
  sourceFileId: number;
  /** The source is an earlier page's: retained for the new page. */
  reused: boolean;
  image: StoredFile;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** Makes each page (turned, cropped) and stores it; on any failure, releases what it stored. */
async function makePages(
  server: ServerContext,
  db: Db,
  userId: number,
  scanId: number | null,
  pages: readonly PageInput[],
  uploads: readonly StoredFile[],
): Promise<MadePage[]> {
  const earlierIds = pages.flatMap((page) => (page.pageId === undefined ? [] : [page.pageId]));
  const earlier = new Map<number, PageRow>();
  if (earlierIds.length > 0) {
    // Only pages of this scan (which the caller owns): anything else is as missing.
    const rows =
      scanId === null
        ? []
        : await typed<PageRow[]>(
            db('scan_pages').where({ scan_id: scanId }).whereIn('id', earlierIds).select(PAGE_COLUMNS),
          );
    for (const row of rows) earlier.set(row.id, row);
    for (const [index, page] of pages.entries()) {
      if (page.pageId !== undefined && !earlier.has(page.pageId)) {
        throw badRequest([
          { field: `pages.${index}.pageId`, message: 'There is no such page in this scan.' },
        ]);
      }
    }
  }
  const made: MadePage[] = [];
  try {
    for (const [index, page] of pages.entries()) {
      const sourceFileId =
        page.upload !== undefined ? uploads[page.upload]!.id : earlier.get(page.pageId!)!.source_file_id;
      const source = await server.files.readOwned(userId, sourceFileId);
      const { maxPixels, decodes } = server.config.images;
      // Counted from the header before anything decodes it: a small file may declare a huge page.
      await checkImagePixels(source, maxPixels, `pages.${index}`);
      let rendered;
      try {
        rendered = await imageDecoding(decodes).run(() =>
          renderPage(source, page.rotation, page.crop, maxPixels),
        );
      } catch (error) {
        if (error instanceof NotAnImageError)
          throw badRequest([{ field: `pages.${index}`, message: error.message }]);
        throw error;
      }
      const image = await server.files.store(Readable.from([rendered.image]), {
        kind: scanImageKind,
        userId,
        name: `page-${index + 1}.jpg`,
      });
      made.push({
        input: page,
        sourceFileId,
        reused: page.upload === undefined,
        image,
        thumbnail: rendered.thumbnail,
        width: rendered.width,
        height: rendered.height,
      });
    }
  } catch (error) {
    await releaseAll(
      server.files,
      made.map((page) => page.image),
    );
    throw error;
  }
  return made;
}

/** Where a scan came from, when not from the capture page: an import's date and its key in the source. */
export interface ScanOrigin {
  /** The date the source gave the document (Paperless-ngx's "created"). */
  createdAt?: Date;
  /** What finds it again when the same export is imported twice. */
  sourceKey?: string;
}

/** A new scan row without pages yet (its first version follows in the same transaction). */
async function insertScan(
  trx: Knex.Transaction,
  userId: number,
  fields: ScanEdit,
  origin: ScanOrigin = {},
): Promise<number> {
  const now = new Date();
  return insertedId(
    trx('scans')
      .insert({
        user_id: userId,
        title: fields.title,
        description: fields.description,
        tags: fields.tags.join(','),
        page_count: 0,
        created_at: origin.createdAt ?? now,
        modified_at: now,
        source_key: origin.sourceKey ?? null,
      })
      .returning('id'),
  );
}

/** A new scan with its first version, its originals and its recognition queued (in the caller's transaction). */
async function insertNewScan(
  trx: Knex.Transaction,
  server: ServerContext,
  userId: number,
  fields: ScanEdit,
  note: string,
  ready: ExpandedUploads,
  made: readonly MadePage[],
  origin: ScanOrigin = {},
): Promise<{ scanId: number; saved: Awaited<ReturnType<typeof insertVersion>> }> {
  const scanId = await insertScan(trx, userId, fields, origin);
  const saved = await insertVersion(trx, scanId, userId, note, made);
  await insertOriginals(trx, scanId, saved.versionId, ready);
  await retainShared(server, trx, made);
  await queueRecognition(
    trx,
    server,
    userId,
    { title: fields.title, description: fields.description, tags: fields.tags.join(',') },
    saved,
  );
  return { scanId, saved };
}

/**
 * A scan made from one stored file (an imported document, a file dropped in the consumption folder): an image
 * is its one page, a PDF or TIFF is made into its pages and kept as the original. The file's reference passes
 * to the scan, or is released when anything fails. Recognition is queued as for an upload.
 */
export async function createScanFromFile(
  server: ServerContext,
  userId: number,
  fields: ScanEdit,
  upload: StoredFile,
  origin: ScanOrigin = {},
  note = '',
): Promise<number> {
  let made: MadePage[] = [];
  let expanded: ExpandedUploads | undefined;
  let scanId: number;
  try {
    const ready = await expandDocuments(server, userId, [{ upload: 0, rotation: 0, crop: null }], [upload]);
    expanded = ready;
    made = await makePages(server, server.db, userId, null, ready.pages, ready.images);
    scanId = await server.db.transaction(
      async (trx) => (await insertNewScan(trx, server, userId, fields, note, ready, made, origin)).scanId,
    );
  } catch (error) {
    await releaseAfterFailure(server, [upload], expanded, made);
    throw error;
  }
  await releaseLeftOver(server, expanded, made);
  return scanId;
}

/** Inserts a version and its pages and makes it current (in the caller's transaction). */
async function insertVersion(
  trx: Knex.Transaction,
  scanId: number,
  userId: number,
  note: string,
  made: readonly MadePage[],
): Promise<{
  versionId: number;
  createdAt: Date;
  pages: { id: number; fileId: number; width: number; height: number }[];
}> {
  const last = await typed<{ n?: unknown } | undefined>(
    trx('scan_versions').where({ scan_id: scanId }).max({ n: 'version_number' }).first(),
  );
  const versionNumber = count(last?.n) + 1;
  const now = new Date();
  const versionId = await insertedId(
    trx('scan_versions')
      .insert({
        scan_id: scanId,
        version_number: versionNumber,
        note,
        page_count: made.length,
        ocr_status: 'queued',
        created_by_id: userId,
        created_at: now,
      })
      .returning('id'),
  );
  const pages = [];
  for (const [index, page] of made.entries()) {
    const id = await insertedId(
      trx('scan_pages')
        .insert({
          version_id: versionId,
          scan_id: scanId,
          page_number: index + 1,
          source_file_id: page.sourceFileId,
          image_file_id: page.image.id,
          rotation: page.input.rotation,
          crop_x: page.input.crop?.x ?? null,
          crop_y: page.input.crop?.y ?? null,
          crop_width: page.input.crop?.width ?? null,
          crop_height: page.input.crop?.height ?? null,
          width: page.width,
          height: page.height,
          thumbnail: page.thumbnail,
        })
        .returning('id'),
    );
    pages.push({ id, fileId: page.image.id, width: page.width, height: page.height });
  }
  await trx('scans')
    .where({ id: scanId })
    .update({ current_version_id: versionId, page_count: made.length, ocr_text: '', modified_at: now });
  await refreshOlderText(trx, scanId);
  await reindexScan(trx, scanId);
  return { versionId, createdAt: now, pages };
}

/** The PDF's document details: the scan's title, description and tags, who saved the version, and when. */
export async function pdfInfoOf(
  db: Db | Knex.Transaction,
  scan: Pick<ScanRow, 'title' | 'description' | 'tags'>,
  authorId: number,
  created: unknown,
): Promise<PdfInfo> {
  const author = await db('users')
    .where({ id: authorId })
    .first<{ user_name: string; first_name: string; last_name: string } | undefined>(
      'user_name',
      'first_name',
      'last_name',
    );
  const name = author ? `${author.first_name} ${author.last_name}`.trim() : '';
  return {
    title: scan.title,
    author: name !== '' ? name : (author?.user_name ?? ''),
    subject: scan.description,
    keywords: tagsOf(scan.tags),
    created: isoOf(created),
  };
}

/**
 * Queues recognition of a version in the transaction that saves it. Never refused for the owner's number of
 * jobs (the version is saved; a 429 would leave it unrecognised for good): it waits for the owner's share of
 * the job slots.
 */
async function queueRecognition(
  trx: Knex.Transaction,
  server: ServerContext,
  userId: number,
  scan: Pick<ScanRow, 'title' | 'description' | 'tags'>,
  saved: Awaited<ReturnType<typeof insertVersion>>,
): Promise<void> {
  const { ocr, tesseractPath } = server.config.scanner;
  const payload: RecognitionPayload = {
    // The worker thread has no configuration of its own: the engine travels with the job.
    engine: { ocr, tesseractPath },
    versionId: saved.versionId,
    title: scan.title,
    pdf: await pdfInfoOf(trx, scan, userId, saved.createdAt),
    pages: saved.pages.map((page) => ({
      pageId: page.id,
      fileId: page.fileId,
      width: page.width,
      height: page.height,
    })),
  };
  const job = await server.jobs.enqueue(RECOGNITION_JOB, payload, userId, { trx, pastUserLimit: true });
  await trx('scan_versions').where({ id: saved.versionId }).update({ ocr_job_id: job.id });
}

async function receivePages(ctx: ApiContext, server: ServerContext, userId: number) {
  return receiveForm(ctx, server.files, scanPageKind, userId, SCANNER_LIMITS.pages);
}

/** POST scanner/scan: a new scan from the form's fields and page images, with its first version. */
export async function createScan(
  ctx: ApiContext,
  context: UserServiceContext,
  server: ServerContext,
): Promise<Scan> {
  const userId = context.user.id;
  const form = await receivePages(ctx, server, userId);
  let made: MadePage[] = [];
  let expanded: ExpandedUploads | undefined;
  let created: { scanId: number; saved: Awaited<ReturnType<typeof insertVersion>> };
  let fields: ScanEdit;
  try {
    fields = validate(scanEditSchema, form.fields);
    const { note } = validate(versionFieldsSchema, form.fields);
    const inputs = pagesOf(form.fields, form.files);
    if (inputs.some((page) => page.pageId !== undefined)) {
      throw badRequest([{ field: 'pages', message: 'A new scan has no earlier pages.' }]);
    }
    const ready = await expandDocuments(server, userId, inputs, form.files);
    expanded = ready;
    made = await makePages(server, context.db, userId, null, ready.pages, ready.images);
    created = await context.db.transaction((trx) =>
      insertNewScan(trx, server, userId, fields, note, ready, made),
    );
  } catch (error) {
    await releaseAfterFailure(server, form.files, expanded, made);
    throw error;
  }
  await releaseLeftOver(server, expanded, made);
  return getScan(context, server, created.scanId);
}

/**
 * A reference for each page beyond the first that holds the same file (an upload used twice, an earlier
 * page's source), counted in the transaction that saves the pages, so a crash cannot leave them undercounted.
 */
async function retainShared(
  server: ServerContext,
  trx: Knex.Transaction,
  made: readonly MadePage[],
): Promise<void> {
  const counts = new Map<number, number>();
  for (const page of made)
    if (!page.reused) counts.set(page.sourceFileId, (counts.get(page.sourceFileId) ?? 0) + 1);
  for (const [fileId, uses] of counts) {
    for (let extra = 1; extra < uses; extra++) await server.files.retain(fileId, trx);
  }
  for (const page of made) if (page.reused) await server.files.retain(page.sourceFileId, trx);
}

/** Uploads no page took (the form sent more files than its pages named). */
async function releaseUnused(
  server: ServerContext,
  uploads: readonly StoredFile[],
  made: readonly MadePage[],
): Promise<void> {
  const used = new Set(made.filter((page) => !page.reused).map((page) => page.sourceFileId));
  for (const file of uploads) if (!used.has(file.id)) await server.files.release(file.id);
}

/** POST scanner/scan/{id}/version: the next version, from uploads and earlier pages; it becomes current. */
export async function createVersion(
  ctx: ApiContext,
  context: UserServiceContext,
  server: ServerContext,
  scanId: number,
): Promise<ScanVersion> {
  const userId = context.user.id;
  // Checked before a byte is stored, and again in the transaction (it may be deleted meanwhile).
  await ownScan(context.db, userId, scanId);
  const form = await receivePages(ctx, server, userId);
  let made: MadePage[] = [];
  let expanded: ExpandedUploads | undefined;
  let created: { saved: Awaited<ReturnType<typeof insertVersion>>; title: string };
  try {
    const { note } = validate(versionFieldsSchema, form.fields);
    const inputs = pagesOf(form.fields, form.files);
    const ready = await expandDocuments(server, userId, inputs, form.files);
    expanded = ready;
    made = await makePages(server, context.db, userId, scanId, ready.pages, ready.images);
    created = await context.db.transaction(async (trx) => {
      const scan = await lockScan(trx, userId, scanId);
      const saved = await insertVersion(trx, scanId, userId, note, made);
      await insertOriginals(trx, scanId, saved.versionId, ready);
      await retainShared(server, trx, made);
      await queueRecognition(trx, server, userId, scan, saved);
      return { saved, title: scan.title };
    });
  } catch (error) {
    await releaseAfterFailure(server, form.files, expanded, made);
    throw error;
  }
  await releaseLeftOver(server, expanded, made);
  const scan = await getScan(context, server, scanId);
  return scan.versions.find((version) => version.id === created.saved.versionId)!;
}

export async function editScan(
  context: UserServiceContext,
  server: ServerContext,
  id: number,
  edit: ScanEdit,
): Promise<Scan> {
  await context.db.transaction(async (trx) => {
    await lockScan(trx, context.user.id, id);
    await trx('scans')
      .where({ id })
      .update({
        title: edit.title,
        description: edit.description,
        tags: edit.tags.join(','),
        modified_at: new Date(),
      });
    await writeScanVocabulary(trx, context.user.id, id, edit);
    await reindexScan(trx, id);
  });
  return getScan(context, server, id);
}

/** Deletes a scan with its versions and pages; their files are released (the bytes go with the last one). */
export async function deleteScan(
  context: UserServiceContext,
  server: ServerContext,
  id: number,
): Promise<{ id: number; deleted: boolean }> {
  const { files, jobs } = await context.db.transaction(async (trx) => {
    await lockScan(trx, context.user.id, id);
    const pages = await trx<PageRow>('scan_pages')
      .where({ scan_id: id })
      .select('source_file_id', 'image_file_id');
    const versions = await trx<VersionRow>('scan_versions')
      .where({ scan_id: id })
      .select('pdf_file_id', 'ocr_job_id', 'ocr_status');
    const originals = await trx('scan_originals')
      .where({ scan_id: id })
      .select<{ file_id: number }[]>('file_id');
    await trx('scans').where({ id }).delete();
    if (!isPostgres(trx)) await trx.raw('DELETE FROM scans_fts WHERE rowid = ?', [id]);
    return {
      files: [
        ...pages.flatMap((page) => [page.source_file_id, page.image_file_id]),
        ...versions.flatMap((version) => (version.pdf_file_id === null ? [] : [version.pdf_file_id])),
        ...originals.map((original) => original.file_id),
      ],
      jobs: versions.flatMap((version) =>
        version.ocr_status === 'queued' && version.ocr_job_id !== null ? [version.ocr_job_id] : [],
      ),
    };
  });
  for (const job of jobs) await server.jobs.cancel(context.user.id, job).catch(() => undefined);
  for (const file of files) await server.files.release(file).catch(() => undefined);
  return { id, deleted: true };
}

// ---- Demo content ----

/**
 * A scan of the user's made from page images in hand (the demo content), through the same steps as an upload:
 * stored, made into pages, saved as versions, recognition queued for each.
 */
export async function createScanFromImages(
  server: ServerContext,
  userId: number,
  fields: ScanEdit,
  versions: readonly {
    note: string;
    pages: readonly { image: Buffer; name: string; rotation?: Rotation }[];
  }[],
): Promise<number> {
  let scanId: number | null = null;
  for (const version of versions) {
    const uploads: StoredFile[] = [];
    for (const page of version.pages) {
      uploads.push(
        await server.files.store(Readable.from([page.image]), {
          kind: scanPageKind,
          userId,
          name: page.name,
        }),
      );
    }
    const inputs: PageInput[] = version.pages.map((page, upload) => ({
      upload,
      rotation: page.rotation ?? 0,
      crop: null,
    }));
    const made = await makePages(server, server.db, userId, scanId, inputs, uploads);
    await server.db.transaction(async (trx) => {
      if (scanId === null) scanId = await insertScan(trx, userId, fields);
      const saved = await insertVersion(trx, scanId, userId, version.note, made);
      await retainShared(server, trx, made);
      await queueRecognition(
        trx,
        server,
        userId,
        { title: fields.title, description: fields.description, tags: fields.tags.join(',') },
        saved,
      );
    });
    await releaseUnused(server, uploads, made);
  }
  return scanId!;
}
