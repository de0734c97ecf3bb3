// The scanner's rules. A scan belongs to its owner: every request reads it with the caller's id, so anyone
// else's scan (and its versions, pages and files) is a 404. A version is immutable once saved: its pages (the
// uploaded image, the turn, the crop and the page made from them) are written once, in the transaction that
// makes the version current; the recognised text and the PDF are added once, when recognition ends, and
// never changed after. Saving a version queues its recognition as a background job, in the same transaction:
// a version is never left waiting for a recognition nobody queued.
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  SCANNER_LIMITS,
  pagesFieldSchema,
  scanEditSchema,
  versionFieldsSchema,
  type OcrStatus,
  type PageInput,
  type Rotation,
  type Scan,
  type ScanEdit,
  type ScanPage,
  type ScanPageList,
  type ScanSummary,
  type ScanVersion,
} from '@lcars/contract/scanner';
import { NotificationType } from '@lcars/contract';
import { isoOf } from '../../db/dates.js';
import { count, isPostgres, type Db } from '../../db/knex.js';
import { defineFileKind, type StoredFile } from '../../files/index.js';
import type { ApiContext, AuthUser, UserServiceContext } from '../../http/context.js';
import type { ServerContext } from '../../server-context.js';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors.js';
import { parseWithMessages, validate } from '../../http/validate.js';
import type { EndedJob } from '../../jobs/kind.js';
import { sendNotification } from '../../platform/notifications/service.js';
import type { RecognitionPayload, RecognitionResult } from './handler.js';
import { NotAnImageError, renderPage } from './images.js';
import { checkImagePixels, imageDecoding } from '../../images/index.js';
import { buildPdf, type PdfInfo } from './pdf.js';
import { HIT_END, HIT_START, ftsMatch, snippetParts, tsQuery } from './search.js';
import { typed } from '../../db/typed.js';
import { receiveForm, releaseAll } from './upload.js';

export const RECOGNITION_JOB = 'scanner.recognition';

/** A page as uploaded: JPEG, PNG or WebP, the type read from the bytes. */
export const scanPageKind = defineFileKind({
  name: 'scanner.page',
  maxBytes: SCANNER_LIMITS.pageBytes,
  types: ['jpeg', 'png', 'webp'],
});
/** A page as made for the PDF (turned, cropped): a JPEG. */
export const scanImageKind = defineFileKind({
  name: 'scanner.image',
  maxBytes: 64 * 1024 * 1024,
  types: ['jpeg'],
});
export const scanPdfKind = defineFileKind({
  name: 'scanner.pdf',
  maxBytes: 1024 * 1024 * 1024,
  types: ['pdf'],
});

interface ScanRow {
  id: number;
  user_id: number;
  title: string;
  description: string;
  tags: string;
  current_version_id: number | null;
  page_count: number;
  ocr_text: string;
  created_at: unknown;
  modified_at: unknown;
}

interface VersionRow {
  id: number;
  scan_id: number;
  version_number: number;
  note: string;
  page_count: number;
  pdf_file_id: number | null;
  ocr_status: string;
  ocr_job_id: number | null;
  ocr_text: string;
  created_by_id: number;
  created_at: unknown;
  created_by?: string;
}

interface PageRow {
  id: number;
  version_id: number;
  scan_id: number;
  page_number: number;
  source_file_id: number;
  image_file_id: number;
  rotation: number;
  crop_x: number | null;
  crop_y: number | null;
  crop_width: number | null;
  crop_height: number | null;
  width: number;
  height: number;
  thumbnail?: Buffer;
  ocr_text: string;
}

const PAGE_COLUMNS = [
  'id',
  'version_id',
  'scan_id',
  'page_number',
  'source_file_id',
  'image_file_id',
  'rotation',
  'crop_x',
  'crop_y',
  'crop_width',
  'crop_height',
  'width',
  'height',
  'ocr_text',
];

const tagsOf = (text: string): string[] => (text === '' ? [] : text.split(','));

// ---- Reads ----

/** One of the caller's scans; anyone else's is as missing as one that does not exist. */
export async function ownScan(db: Db | Knex.Transaction, userId: number, id: number): Promise<ScanRow> {
  const row = await db<ScanRow>('scans').where({ id, user_id: userId }).first();
  if (!row) throw notFound(`Scan ${id} was not found.`);
  return row;
}

function pageOf(row: PageRow): ScanPage {
  return {
    id: row.id,
    pageNumber: row.page_number,
    rotation: row.rotation as Rotation,
    crop:
      row.crop_x === null
        ? null
        : { x: row.crop_x, y: row.crop_y!, width: row.crop_width!, height: row.crop_height! },
    width: row.width,
    height: row.height,
    ocrText: row.ocr_text,
  };
}

/** The status a version shows: its own once ended, the job's (queued or running) before. */
async function statusOf(server: ServerContext, userId: number, row: VersionRow): Promise<OcrStatus> {
  if (row.ocr_status !== 'queued' || row.ocr_job_id === null) return row.ocr_status as OcrStatus;
  try {
    const job = await server.jobs.get(userId, row.ocr_job_id);
    return job.status === 'running' ? 'running' : 'queued';
  } catch {
    return 'queued';
  }
}

export async function getScan(context: UserServiceContext, server: ServerContext, id: number): Promise<Scan> {
  const scan = await ownScan(context.db, context.user.id, id);
  const versions = await typed<VersionRow[]>(
    context
      .db('scan_versions as v')
      .join('users as u', 'u.id', 'v.created_by_id')
      .where('v.scan_id', id)
      .orderBy('v.version_number', 'desc')
      .select('v.*', 'u.user_name as created_by'),
  );
  const pages = await typed<PageRow[]>(
    context
      .db('scan_pages')
      .where({ scan_id: id })
      .orderBy(['version_id', 'page_number'])
      .select(PAGE_COLUMNS),
  );
  const byVersion = new Map<number, ScanPage[]>();
  for (const page of pages) {
    const list = byVersion.get(page.version_id) ?? [];
    list.push(pageOf(page));
    byVersion.set(page.version_id, list);
  }
  const versionList: ScanVersion[] = [];
  for (const version of versions) {
    versionList.push({
      id: version.id,
      scanId: version.scan_id,
      versionNumber: version.version_number,
      note: version.note,
      pageCount: version.page_count,
      pages: byVersion.get(version.id) ?? [],
      ocrStatus: await statusOf(server, context.user.id, version),
      ocrJobId: version.ocr_job_id,
      hasPdf: version.pdf_file_id !== null,
      createdBy: version.created_by ?? '',
      createdDate: isoOf(version.created_at),
    });
  }
  const current = versionList.find((version) => version.id === scan.current_version_id);
  return {
    id: scan.id,
    title: scan.title,
    description: scan.description,
    tags: tagsOf(scan.tags),
    currentVersionId: scan.current_version_id,
    pageCount: scan.page_count,
    ocrStatus: current?.ocrStatus ?? 'none',
    ocrText: scan.ocr_text,
    createdDate: isoOf(scan.created_at),
    modifiedDate: isoOf(scan.modified_at),
    versions: versionList,
  };
}

interface SummaryRow extends ScanRow {
  version_number: number | null;
  ocr_status: string | null;
  first_page_id: number | null;
  snippet?: string | null;
}

/**
 * A page of the caller's scans: without a term the most recently changed first; with one, the full-text
 * match over title, tags, description and recognised text, best first (bm25 on SQLite with the title
 * weighted most, ts_rank on PostgreSQL with weights A to D), each with a snippet of where it matched.
 */
export async function listScans(
  context: UserServiceContext,
  server: ServerContext,
  params: { page: number; itemsPerPage: number; term: string },
): Promise<ScanPageList> {
  const { db, user } = context;
  const firstPage = db('scan_pages as p')
    .whereRaw('p.version_id = s.current_version_id')
    .andWhere('p.page_number', 1)
    .select('p.id');
  const base = (): Knex.QueryBuilder =>
    db('scans as s')
      .leftJoin('scan_versions as v', 'v.id', 's.current_version_id')
      .where('s.user_id', user.id);
  let filtered = base;
  let order = (query: Knex.QueryBuilder): Knex.QueryBuilder =>
    query.orderBy('s.modified_at', 'desc').orderBy('s.id', 'desc');
  let snippet: Knex.Raw | null = null;
  const term = params.term.trim();
  if (term !== '') {
    if (isPostgres(db)) {
      const text = tsQuery(term);
      if (text === null) return emptyPage(params);
      filtered = () => base().whereRaw("s.search_vector @@ to_tsquery('english', ?)", [text]);
      order = (query) =>
        query
          .orderByRaw("ts_rank(s.search_vector, to_tsquery('english', ?)) desc", [text])
          .orderBy('s.id', 'desc');
      snippet = db.raw(
        `ts_headline('english', s.title || ' · ' || replace(s.tags, ',', ', ') || ' · ' || s.description || ' · ' || s.ocr_text,
          to_tsquery('english', ?), ?) as snippet`,
        [text, `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=24, MinWords=10, MaxFragments=2`],
      );
    } else {
      const match = ftsMatch(term);
      if (match === null) return emptyPage(params);
      filtered = () =>
        base().join('scans_fts as f', 'f.rowid', 's.id').whereRaw('scans_fts match ?', [match]);
      // Column weights: title, tags, description, recognised text.
      order = (query) => query.orderByRaw('bm25(scans_fts, 10.0, 5.0, 2.0, 1.0)').orderBy('s.id', 'desc');
      snippet = db.raw(`snippet(scans_fts, -1, ?, ?, '…', 16) as snippet`, [HIT_START, HIT_END]);
    }
  }
  const totalRow = (await filtered().clearSelect().count({ total: '*' }).first()) as
    { total?: unknown } | undefined;
  const total = count(totalRow?.total);
  const offset = (params.page - 1) * params.itemsPerPage;
  const query = order(
    filtered().select(
      's.*',
      'v.version_number',
      'v.ocr_status',
      'v.ocr_job_id',
      firstPage.as('first_page_id'),
      ...(snippet === null ? [] : [snippet]),
    ),
  );
  const rows = (await query.limit(params.itemsPerPage).offset(offset)) as (SummaryRow & {
    ocr_job_id: number | null;
  })[];
  const records: ScanSummary[] = [];
  for (const row of rows) {
    const status =
      row.ocr_status === null
        ? 'none'
        : await statusOf(server, user.id, {
            ocr_status: row.ocr_status,
            ocr_job_id: row.ocr_job_id,
          } as VersionRow);
    records.push({
      id: row.id,
      title: row.title,
      description: row.description,
      tags: tagsOf(row.tags),
      pageCount: row.page_count,
      currentVersionId: row.current_version_id,
      versionNumber: row.version_number ?? 0,
      firstPageId: row.first_page_id === null ? null : Number(row.first_page_id),
      ocrStatus: status,
      snippet: snippetParts(row.snippet),
      modifiedDate: isoOf(row.modified_at),
    });
  }
  return {
    total,
    itemsPerPage: params.itemsPerPage,
    page: params.page,
    pageCount: Math.ceil(total / params.itemsPerPage),
    startIndex: records.length === 0 ? 0 : offset + 1,
    stopIndex: offset + records.length,
    sortBy: term === '' ? 'modifiedDate' : 'rank',
    sortDirection: 'desc',
    records,
  };
}

function emptyPage(params: { page: number; itemsPerPage: number }): ScanPageList {
  return {
    total: 0,
    itemsPerPage: params.itemsPerPage,
    page: params.page,
    pageCount: 0,
    startIndex: 0,
    stopIndex: 0,
    sortBy: 'rank',
    sortDirection: 'desc',
    records: [],
  };
}

// ---- Writes ----

/** Refreshes the search index of one scan from its row (SQLite: FTS5; PostgreSQL's column is generated). */
async function reindexScan(trx: Knex.Transaction | Db, id: number): Promise<void> {
  if (isPostgres(trx)) return;
  await trx.raw('DELETE FROM scans_fts WHERE rowid = ?', [id]);
  await trx.raw(
    `INSERT INTO scans_fts (rowid, title, tags, description, ocr_text)
     SELECT id, title, replace(tags, ',', ' '), description, ocr_text FROM scans WHERE id = ?`,
    [id],
  );
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
  const [inserted] = (await trx('scan_versions')
    .insert({
      scan_id: scanId,
      version_number: versionNumber,
      note,
      page_count: made.length,
      ocr_status: 'queued',
      created_by_id: userId,
      created_at: now,
    })
    .returning('id')) as unknown[];
  const versionId = typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number);
  const pages = [];
  for (const [index, page] of made.entries()) {
    const [row] = (await trx('scan_pages')
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
      .returning('id')) as unknown[];
    const id = typeof row === 'object' ? (row as { id: number }).id : (row as number);
    pages.push({ id, fileId: page.image.id, width: page.width, height: page.height });
  }
  await trx('scans')
    .where({ id: scanId })
    .update({ current_version_id: versionId, page_count: made.length, ocr_text: '', modified_at: now });
  await reindexScan(trx, scanId);
  return { versionId, createdAt: now, pages };
}

/** The PDF's document details: the scan's title, description and tags, who saved the version, and when. */
async function pdfInfoOf(
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
  let created: { scanId: number; saved: Awaited<ReturnType<typeof insertVersion>> };
  let fields: ScanEdit;
  try {
    fields = validate(scanEditSchema, form.fields);
    const { note } = validate(versionFieldsSchema, form.fields);
    const pages = pagesOf(form.fields, form.files);
    if (pages.some((page) => page.pageId !== undefined)) {
      throw badRequest([{ field: 'pages', message: 'A new scan has no earlier pages.' }]);
    }
    made = await makePages(server, context.db, userId, null, pages, form.files);
    created = await context.db.transaction(async (trx) => {
      const now = new Date();
      const [inserted] = (await trx('scans')
        .insert({
          user_id: userId,
          title: fields.title,
          description: fields.description,
          tags: fields.tags.join(','),
          page_count: 0,
          created_at: now,
          modified_at: now,
        })
        .returning('id')) as unknown[];
      const scanId = typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number);
      const saved = await insertVersion(trx, scanId, userId, note, made);
      await retainShared(server, trx, made);
      await queueRecognition(
        trx,
        server,
        userId,
        { title: fields.title, description: fields.description, tags: fields.tags.join(',') },
        saved,
      );
      return { scanId, saved };
    });
  } catch (error) {
    await releaseAll(server.files, [...form.files, ...made.map((page) => page.image)]);
    throw error;
  }
  await releaseUnused(server, form.files, made);
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
  let created: { saved: Awaited<ReturnType<typeof insertVersion>>; title: string };
  try {
    const { note } = validate(versionFieldsSchema, form.fields);
    const pages = pagesOf(form.fields, form.files);
    made = await makePages(server, context.db, userId, scanId, pages, form.files);
    created = await context.db.transaction(async (trx) => {
      const scan = await lockScan(trx, userId, scanId);
      const saved = await insertVersion(trx, scanId, userId, note, made);
      await retainShared(server, trx, made);
      await queueRecognition(trx, server, userId, scan, saved);
      return { saved, title: scan.title };
    });
  } catch (error) {
    await releaseAll(server.files, [...form.files, ...made.map((page) => page.image)]);
    throw error;
  }
  await releaseUnused(server, form.files, made);
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
    await trx('scans').where({ id }).delete();
    if (!isPostgres(trx)) await trx.raw('DELETE FROM scans_fts WHERE rowid = ?', [id]);
    return {
      files: [
        ...pages.flatMap((page) => [page.source_file_id, page.image_file_id]),
        ...versions.flatMap((version) => (version.pdf_file_id === null ? [] : [version.pdf_file_id])),
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
      if (scanId === null) {
        const now = new Date();
        const [inserted] = (await trx('scans')
          .insert({
            user_id: userId,
            title: fields.title,
            description: fields.description,
            tags: fields.tags.join(','),
            page_count: 0,
            created_at: now,
            modified_at: now,
          })
          .returning('id')) as unknown[];
        scanId = typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number);
      }
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

// ---- Files ----

async function ownVersion(db: Db, userId: number, scanId: number, versionId: number): Promise<VersionRow> {
  await ownScan(db, userId, scanId);
  const row = await db<VersionRow>('scan_versions').where({ id: versionId, scan_id: scanId }).first();
  if (!row) throw notFound(`Version ${versionId} was not found.`);
  return row;
}

async function ownPage(db: Db, userId: number, scanId: number, pageId: number): Promise<PageRow> {
  await ownScan(db, userId, scanId);
  const row = await db<PageRow>('scan_pages').where({ id: pageId, scan_id: scanId }).first();
  if (!row) throw notFound(`Page ${pageId} was not found.`);
  return row;
}

export async function versionPdf(
  context: UserServiceContext,
  server: ServerContext,
  scanId: number,
  versionId: number,
): Promise<{ file: StoredFile; name: string }> {
  const version = await ownVersion(context.db, context.user.id, scanId, versionId);
  if (version.pdf_file_id === null) throw conflict('The PDF is made once text recognition has ended.');
  const scan = await ownScan(context.db, context.user.id, scanId);
  const file = await server.files.getOwned(context.user.id, version.pdf_file_id);
  const base = scan.title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'scan';
  return { file, name: `${base} v${version.version_number}.pdf` };
}

export async function pageFile(
  context: UserServiceContext,
  server: ServerContext,
  scanId: number,
  pageId: number,
  which: 'image' | 'original',
): Promise<StoredFile> {
  const page = await ownPage(context.db, context.user.id, scanId, pageId);
  return server.files.getOwned(context.user.id, which === 'image' ? page.image_file_id : page.source_file_id);
}

export async function pageThumbnail(
  context: UserServiceContext,
  scanId: number,
  pageId: number,
): Promise<Buffer> {
  await ownScan(context.db, context.user.id, scanId);
  const row = await context
    .db<PageRow>('scan_pages')
    .where({ id: pageId, scan_id: scanId })
    .first('thumbnail');
  if (!row?.thumbnail) throw notFound(`Page ${pageId} was not found.`);
  return Buffer.from(row.thumbnail);
}

// ---- Recognition's hooks (API thread) ----

/** Stores the PDF once: a version that has one keeps it (compare-and-set on a null pdf_file_id). */
async function setPdf(
  server: ServerContext,
  userId: number,
  versionId: number,
  pdf: Uint8Array,
): Promise<boolean> {
  const file = await server.files.store(Readable.from([Buffer.from(pdf)]), {
    kind: scanPdfKind,
    userId,
    name: `version-${versionId}.pdf`,
  });
  const taken = await server
    .db('scan_versions')
    .where({ id: versionId })
    .whereNull('pdf_file_id')
    .update({ pdf_file_id: file.id });
  if (taken !== 1) await server.files.release(file.id);
  return taken === 1;
}

async function makePdfWithoutText(server: ServerContext, userId: number, versionId: number): Promise<void> {
  const version = await server.db<VersionRow>('scan_versions').where({ id: versionId }).first();
  if (!version || version.pdf_file_id !== null) return;
  const scan = await server.db<ScanRow>('scans').where({ id: version.scan_id }).first();
  const pages = await server
    .db<PageRow>('scan_pages')
    .where({ version_id: versionId })
    .orderBy('page_number');
  const pdfPages = [];
  for (const page of pages) {
    pdfPages.push({
      jpeg: await server.files.readOwned(userId, page.image_file_id),
      width: page.width,
      height: page.height,
      words: [],
    });
  }
  const info = await pdfInfoOf(
    server.db,
    scan ?? { title: 'Scan', description: '', tags: '' },
    version.created_by_id,
    version.created_at,
  );
  await setPdf(server, userId, versionId, await buildPdf(pdfPages, info));
}

/**
 * Recognition ended well: the text of each page and of the version (once), the scan's text and search index
 * when the version is still current, the PDF with its text layer, and a notification when it took long.
 */
export async function recognitionSucceeded(
  result: unknown,
  job: EndedJob,
  server: ServerContext,
): Promise<unknown> {
  const outcome = result as RecognitionResult;
  const payload = job.payload as RecognitionPayload;
  const version = await server.db<VersionRow>('scan_versions').where({ id: payload.versionId }).first();
  if (!version) return { engine: outcome.engine, pages: outcome.pages.length, scanDeleted: true };
  const text = outcome.pages.map((page) => page.text).join('\n\n');
  const recorded = await server.db.transaction(async (trx) => {
    const moved = await trx('scan_versions')
      .where({ id: version.id, ocr_status: 'queued' })
      .update({ ocr_status: 'done', ocr_text: text });
    if (moved !== 1) return false;
    for (const page of outcome.pages) {
      await trx('scan_pages')
        .where({ id: page.pageId, version_id: version.id })
        .update({ ocr_text: page.text });
    }
    const current = await trx('scans')
      .where({ id: version.scan_id, current_version_id: version.id })
      .update({ ocr_text: text });
    if (current === 1) await reindexScan(trx, version.scan_id);
    return true;
  });
  if (recorded) {
    await setPdf(server, job.userId, version.id, outcome.pdf);
    await notifyOwner(server, job.userId, version, outcome.pages.length);
  }
  return { engine: outcome.engine, pages: outcome.pages.length };
}

/** Recognition failed or was cancelled: the version is marked so, and gets its PDF without text. */
export async function recognitionEnded(job: EndedJob, server: ServerContext): Promise<void> {
  if (job.status === 'succeeded') return;
  const payload = job.payload as RecognitionPayload;
  const moved = await server
    .db('scan_versions')
    .where({ id: payload.versionId, ocr_status: 'queued' })
    .update({ ocr_status: 'failed' });
  if (moved === 1) await makePdfWithoutText(server, job.userId, payload.versionId);
}

async function notifyOwner(
  server: ServerContext,
  userId: number,
  version: VersionRow,
  pages: number,
): Promise<void> {
  const took = Date.now() - new Date(isoOf(version.created_at)).getTime();
  if (took < server.config.scanner.notifyAfterMs) return;
  const scan = await server.db<ScanRow>('scans').where({ id: version.scan_id }).first();
  const owner = await server
    .db('users')
    .where({ id: userId })
    .first<{ user_name: string } | undefined>('user_name');
  if (!scan || !owner) return;
  const sender: AuthUser = { id: userId, userName: owner.user_name, claims: [], token: '' };
  try {
    await sendNotification(
      server.db,
      server.live,
      sender,
      {
        message: `The text of "${scan.title}" (version ${version.version_number}, ${pages} ${pages === 1 ? 'page' : 'pages'}) is recognised and searchable.`,
        notificationTemplateId: 0,
        notificationTitle: 'Text recognition finished',
        notificationType: NotificationType.ToUser,
        sendToSelf: false,
        targetUserId: userId,
        isPlainText: true,
      },
      false,
    );
  } catch (error) {
    // A full hourly allowance of notifications is not a failed recognition.
    if (!(error instanceof ApiError)) server.log.error('Scanner: the notification was not sent', error);
  }
}
