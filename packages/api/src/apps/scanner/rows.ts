// The scanner's rows and what every part of it reads them with: the file kinds, the row shapes, the owner check.
import type { Knex } from 'knex';
import { SCANNER_LIMITS, type OcrStatus, type Rotation, type ScanPage } from '@lcars/contract/scanner';
import { type Db } from '../../db/knex.js';
import { defineFileKind } from '../../files/index.js';
import type { ServerContext } from '../../server-context.js';
import { notFound } from '../../http/errors.js';

export const RECOGNITION_JOB = 'scanner.recognition';

/**
 * A file as uploaded: a page image (JPEG, PNG or WebP), or a whole PDF or TIFF that pages are made from and
 * that is kept as the version's original; the type read from the bytes.
 */
export const scanPageKind = defineFileKind({
  name: 'scanner.page',
  maxBytes: SCANNER_LIMITS.fileBytes,
  types: ['jpeg', 'png', 'webp', 'pdf', 'tiff'],
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

export interface ScanRow {
  id: number;
  user_id: number;
  title: string;
  description: string;
  tags: string;
  current_version_id: number | null;
  page_count: number;
  ocr_text: string;
  correspondent_id?: number | null;
  document_date?: string | null;
  document_type_id?: number | null;
  created_at: unknown;
  modified_at: unknown;
}

export interface VersionRow {
  id: number;
  scan_id: number;
  version_number: number;
  note: string;
  page_count: number;
  pdf_file_id: number | null;
  ocr_status: string;
  ocr_job_id: number | null;
  ocr_text: string;
  /** The engine that read the text ('native' or 'wasm'); null before it ran, or when read before it was kept. */
  ocr_engine: string | null;
  created_by_id: number;
  created_at: unknown;
  created_by?: string;
}

export interface PageRow {
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

export const PAGE_COLUMNS = [
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

export const tagsOf = (text: string): string[] => (text === '' ? [] : text.split(','));

// ---- Reads ----

/** One of the caller's scans; anyone else's is as missing as one that does not exist. */
export async function ownScan(db: Db | Knex.Transaction, userId: number, id: number): Promise<ScanRow> {
  const row = await db<ScanRow>('scans').where({ id, user_id: userId }).first();
  if (!row) throw notFound(`Scan ${id} was not found.`);
  return row;
}

export function pageOf(row: PageRow): ScanPage {
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
export async function statusOf(server: ServerContext, userId: number, row: VersionRow): Promise<OcrStatus> {
  if (row.ocr_status !== 'queued' || row.ocr_job_id === null) return row.ocr_status as OcrStatus;
  try {
    const job = await server.jobs.get(userId, row.ocr_job_id);
    return job.status === 'running' ? 'running' : 'queued';
  } catch {
    return 'queued';
  }
}
