// Large scan imports as a background job, as Recipes does it: the upload is kept in the file store (never in a
// log or the job's payload), a worker thread reads it (handler.ts), and the API thread makes the scans (each
// document's pages drawn in a thread of their own, its recognition queued) and keeps the import report as the
// job's result; the upload is released however the job ends.
import { Readable } from 'node:stream';
import type { ImportReport } from '@lcars/contract';
import {
  SCANNER_IMPORT_FORMATS,
  SCANNER_IMPORT_TITLE,
  type ScannerImportFormat,
} from '@lcars/contract/scanner';
import { z } from 'zod';
import { defineFileKind } from '../../../files/index.js';
import { defineJobKind, type EndedJob, type JobServer } from '../../../jobs/kind.js';
import type { ServerContext } from '../../../server-context.js';
import type { ScanImportPayload } from './handler.js';
import type { ImportedDocument } from './paperless.js';
import { SCANNER_ARCHIVE_BYTES } from './paperless.js';
import { writeScanImport } from './write.js';

export const SCAN_IMPORT_JOB = 'scanner.import';

/**
 * Files up to this size are read and written in the request (a handful of documents); a larger one goes to a
 * job so that the request answers at once and the portal shows progress.
 */
export const SCAN_IMPORT_JOB_BYTES = 4 * 1024 * 1024;

/** The upload while its job runs. */
export const scanImportKind = defineFileKind({
  name: 'scanner.import',
  maxBytes: SCANNER_ARCHIVE_BYTES,
  types: ['zip'],
});

const payloadSchema = z.object({
  fileId: z.number().int().positive(),
  format: z.enum(SCANNER_IMPORT_FORMATS),
  preview: z.boolean(),
});

/**
 * The queue is started with the server's whole context (bootstrap.ts), so the job server has the job queue
 * that a scan's recognition is queued on; checked here rather than assumed.
 */
function withJobs(server: JobServer): ServerContext {
  const full = server as Partial<ServerContext>;
  if (!full.jobs) throw new Error('The scan import needs the job queue.');
  return server as ServerContext;
}

async function importSucceeded(result: unknown, job: EndedJob, server: JobServer): Promise<ImportReport> {
  const payload = job.payload as ScanImportPayload;
  return writeScanImport(
    withJobs(server),
    job.userId,
    payload.format,
    result as ImportedDocument[],
    payload.preview,
    async (done, total) => {
      // Reading was the first 20 %; drawing the pages and saving the scans the rest.
      if (total === 0 || (done % 2 !== 0 && done !== total)) return;
      await server.live.progress([job.userId], {
        jobId: String(job.id),
        title: SCANNER_IMPORT_TITLE,
        percent: Math.min(99, 20 + Math.floor((done / total) * 79)),
        done: false,
        message: `${payload.preview ? 'Checked' : 'Imported'} ${done} of ${total}`,
      });
    },
  );
}

async function importEnded(job: EndedJob, server: JobServer): Promise<void> {
  const payload = job.payload as Partial<ScanImportPayload> | null;
  if (typeof payload?.fileId === 'number') await server.files.release(payload.fileId);
}

export const scanImportJob = defineJobKind({
  name: SCAN_IMPORT_JOB,
  title: SCANNER_IMPORT_TITLE,
  // Its user waits for it, watching the dialog: never behind hours of password searches.
  lane: 'short',
  handler: new URL('./handler.js', import.meta.url),
  // Drawing and saving a few thousand documents' pages.
  timeLimitMs: 2 * 60 * 60_000,
  maxPayloadBytes: 4 * 1024,
  retries: 0,
  payload: payloadSchema,
  onSucceeded: importSucceeded,
  onEnded: importEnded,
});

/** Keeps the upload and queues its import; the answer is a report with only the job's id. */
export async function queueScanImport(
  server: ServerContext,
  userId: number,
  bytes: Uint8Array,
  format: ScannerImportFormat,
  preview: boolean,
): Promise<ImportReport> {
  const stored = await server.files.store(Readable.from([Buffer.from(bytes)]), {
    kind: scanImportKind,
    userId,
    name: 'scanner-import.zip',
  });
  try {
    const payload: ScanImportPayload = { fileId: stored.id, format, preview };
    const job = await server.jobs.enqueue(SCAN_IMPORT_JOB, payload, userId);
    return { preview, format, created: [], skipped: [], counts: {}, jobId: job.id };
  } catch (error) {
    await server.files.release(stored.id).catch(() => undefined);
    throw error;
  }
}
