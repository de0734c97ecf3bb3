// Large whole-history imports as a background job: the request answers at once with the job's id and the
// portal and the CLI follow its progress. A bank history is private, so the file is never kept in the file
// store or the job's payload: it travels as a secret of the job (sealed under a key of the job alone, which is
// destroyed when the job ends), a worker thread reads it (history-handler.ts) and the API thread writes what
// it read, keeping the import report as the job's result.
import type { ImportReport } from '@lcars/contract';
import { HISTORY_FORMATS, HISTORY_LIMITS, type HistoryFormat } from '@lcars/contract/money';
import { z } from 'zod';
import { defineJobKind, type EndedJob, type JobServer } from '../../../jobs/kind.js';
import { jobUserOf, writingProgress } from '../../../jobs/on-api-thread.js';
import type { ServerContext } from '../../../server-context.js';
import type { HistoryFile } from './history-formats.js';
import type { HistoryImportPayload } from './history-handler.js';
import { writeHistory } from './history.js';

export const HISTORY_IMPORT_JOB = 'money.history-import';
export const HISTORY_IMPORT_TITLE = 'Money history import';

/** Files up to this size are imported in the request (a second or two); a larger one goes to a job. */
export const HISTORY_IMPORT_JOB_BYTES = 1024 * 1024;

const payloadSchema = z.object({
  format: z.enum(HISTORY_FORMATS),
  preview: z.boolean(),
  file: z.string().max(Math.ceil(HISTORY_LIMITS.maxBytes / 3) * 4),
});

async function historySucceeded(result: unknown, job: EndedJob, server: JobServer): Promise<ImportReport> {
  const payload = job.payload as HistoryImportPayload;
  const user = await jobUserOf(server, job.userId);
  return writeHistory(
    {
      db: server.db,
      user,
      cache: server.cache,
      config: server.config,
    },
    payload.format,
    result as HistoryFile,
    payload.preview,
    writingProgress(server, job, HISTORY_IMPORT_TITLE, { from: 40, every: 200, verb: 'Posted' }),
  );
}

export const historyImportJob = defineJobKind({
  name: HISTORY_IMPORT_JOB,
  title: HISTORY_IMPORT_TITLE,
  // Its user waits for it in the dialog: never behind hours of password searches.
  lane: 'short',
  handler: new URL('./history-handler.js', import.meta.url),
  timeLimitMs: 10 * 60_000,
  maxPayloadBytes: Math.ceil(HISTORY_LIMITS.maxBytes / 3) * 4 + 4096,
  retries: 0,
  payload: payloadSchema,
  secrets: ['file'],
  onSucceeded: historySucceeded,
});

/** Queues the import of a large file; the answer is a report with only the job's id. */
export async function queueHistoryImport(
  server: ServerContext,
  userId: number,
  format: HistoryFormat,
  bytes: Uint8Array,
  preview: boolean,
): Promise<ImportReport> {
  const payload: HistoryImportPayload = { format, preview, file: Buffer.from(bytes).toString('base64') };
  const job = await server.jobs.enqueue(HISTORY_IMPORT_JOB, payload, userId);
  return { preview, format, created: [], skipped: [], counts: {}, jobId: job.id };
}
