// Large password-manager imports as a background job, with progress. A plain-text export holds every
// password in clear, so it is never kept in the file store, a payload or a log: it travels as a secret of the
// job (sealed under a key of that job alone, which is destroyed when the job ends, so every copy the database
// keeps afterwards is noise), a worker thread reads it (import-handler.ts), and the API thread seals and
// writes the items, keeping the import report (titles and counts, no secret) as the job's result.
import type { ImportReport } from '@lcars/contract';
import { REPO_FOLDER_MODES, REPO_IMPORT_BYTES, REPO_IMPORT_FORMATS } from '@lcars/contract/repo';
import { z } from 'zod';
import { defineJobKind, type EndedJob, type JobServer } from '../../jobs/kind.js';
import { jobUserOf, writingProgress } from '../../jobs/on-api-thread.js';
import type { ServerContext } from '../../server-context.js';
import type { ParsedExport } from './import-formats.js';
import type { RepoImportPayload } from './import-handler.js';
import { writeRepoImport, type ImportOptions } from './moving.js';

export const REPO_IMPORT_JOB = 'repo.import';
export const REPO_IMPORT_TITLE = 'Password import';

/**
 * Files up to this size are read in the request; a larger one (a vault of thousands of items, or any file
 * whose password takes the key derivation's second) goes to a job, so the request answers at once.
 */
export const REPO_IMPORT_JOB_BYTES = 1024 * 1024;

const BASE64_BYTES = Math.ceil(REPO_IMPORT_BYTES / 3) * 4;

const payloadSchema = z.object({
  format: z.enum(REPO_IMPORT_FORMATS),
  preview: z.boolean(),
  folders: z.enum(REPO_FOLDER_MODES),
  repoId: z.number().int().positive().optional(),
  file: z.string().max(BASE64_BYTES),
  passphrase: z.string().max(1024).optional(),
});

async function importSucceeded(result: unknown, job: EndedJob, server: JobServer): Promise<ImportReport> {
  const { format, preview, folders, repoId } = job.payload as RepoImportPayload;
  const user = await jobUserOf(server, job.userId);
  return writeRepoImport(
    { db: server.db, user, config: server.config },
    result as ParsedExport,
    { format, preview, folders, repoId },
    writingProgress(server, job, REPO_IMPORT_TITLE, { from: 40, every: 50, verb: 'Sealed and saved' }),
  );
}

export const repoImportJob = defineJobKind({
  name: REPO_IMPORT_JOB,
  title: REPO_IMPORT_TITLE,
  // Its user waits for it in the dialog: never behind hours of password searches.
  lane: 'short',
  handler: new URL('./import-handler.js', import.meta.url),
  timeLimitMs: 10 * 60_000,
  maxPayloadBytes: BASE64_BYTES + 8192,
  retries: 0,
  payload: payloadSchema,
  secrets: ['file', 'passphrase'],
  onSucceeded: importSucceeded,
});

/** Queues the import of a large export; the answer is a report with only the job's id. */
export async function queueRepoImport(
  server: ServerContext,
  userId: number,
  bytes: Uint8Array,
  options: ImportOptions,
  passphrase: string | undefined,
): Promise<ImportReport> {
  const payload: RepoImportPayload = {
    format: options.format,
    preview: options.preview,
    folders: options.folders,
    ...(options.repoId !== undefined && { repoId: options.repoId }),
    file: Buffer.from(bytes).toString('base64'),
    ...(passphrase !== undefined && { passphrase }),
  };
  const job = await server.jobs.enqueue(REPO_IMPORT_JOB, payload, userId);
  return {
    preview: options.preview,
    format: options.format,
    created: [],
    skipped: [],
    counts: {},
    jobId: job.id,
  };
}
