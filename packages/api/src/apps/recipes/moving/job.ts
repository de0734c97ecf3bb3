// Large recipe imports as a background job: the upload is kept in the file store (never in a log or the job's
// payload), a worker thread reads it (handler.ts), and the API thread writes what it read and keeps the import
// report as the job's result; the upload is released however the job ends.
import { Readable } from 'node:stream';
import type { ImportReport } from '@lcars/contract';
import { RECIPE_IMPORT_FORMATS, type RecipeImportFormat } from '@lcars/contract/recipes';
import { z } from 'zod';
import { defineFileKind } from '../../../files/index.js';
import { defineJobKind, type EndedJob, type JobServer } from '../../../jobs/kind.js';
import type { ServerContext } from '../../../server-context.js';
import { loadSessionClaims } from '../../../platform/users/service.js';
import type { RecipeImageContext } from '../images.js';
import { recipeSetup } from '../service.js';
import type { RecipeImportPayload } from './handler.js';
import { RECIPE_ARCHIVE_BYTES, type RecipeExportRead } from './read.js';
import { writeExportImport } from './write-around.js';

export const RECIPE_IMPORT_JOB = 'recipes.import';
export const RECIPE_IMPORT_TITLE = 'Recipe import';

/**
 * Files up to this size are read in the request (a few seconds at most); a larger one, a collection with its
 * photos, goes to a job so that the request answers at once and the portal shows progress.
 */
export const RECIPE_IMPORT_JOB_BYTES = 4 * 1024 * 1024;

/** The upload while its job runs. */
export const recipeImportKind = defineFileKind({
  name: 'recipes.import',
  maxBytes: RECIPE_ARCHIVE_BYTES,
  types: ['zip'],
});

const lookupList = z.array(z.looseObject({ id: z.number(), title: z.string() }));
const payloadSchema = z.object({
  fileId: z.number().int().positive(),
  format: z.enum(RECIPE_IMPORT_FORMATS),
  preview: z.boolean(),
  lookups: z.object({
    measurements: lookupList,
    products: lookupList,
    recipeTypes: lookupList,
    timeTypes: lookupList,
  }),
});

/** The job's user as the recipe rules see them, with their claims as they are now (not when it was queued). */
async function contextOf(server: JobServer, userId: number): Promise<RecipeImageContext> {
  const claims = await loadSessionClaims(server.db, userId);
  return {
    db: server.db,
    config: server.config,
    files: server.files,
    user: { id: userId, userName: '', claims, token: '' },
  };
}

async function importSucceeded(result: unknown, job: EndedJob, server: JobServer): Promise<ImportReport> {
  const payload = job.payload as RecipeImportPayload;
  const context = await contextOf(server, job.userId);
  return writeExportImport(
    context,
    payload.format,
    result as RecipeExportRead,
    payload.preview,
    async (done, total) => {
      // Reading was the first 40 %; writing (and sizing the photos) the rest.
      if (total === 0 || (done % 5 !== 0 && done !== total)) return;
      await server.live.progress([job.userId], {
        jobId: String(job.id),
        title: RECIPE_IMPORT_TITLE,
        percent: Math.min(99, 40 + Math.floor((done / total) * 59)),
        done: false,
        message: `${payload.preview ? 'Checked' : 'Imported'} ${done} of ${total}`,
      });
    },
  );
}

async function importEnded(job: EndedJob, server: JobServer): Promise<void> {
  const payload = job.payload as Partial<RecipeImportPayload> | null;
  if (typeof payload?.fileId === 'number') await server.files.release(payload.fileId);
}

export const recipeImportJob = defineJobKind({
  name: RECIPE_IMPORT_JOB,
  title: RECIPE_IMPORT_TITLE,
  // Its user waits for it, watching the dialog: never behind hours of password searches.
  lane: 'short',
  handler: new URL('./handler.js', import.meta.url),
  timeLimitMs: 30 * 60_000,
  // The lookup lists travel with it: a few thousand entries at most.
  maxPayloadBytes: 8 * 1024 * 1024,
  retries: 0,
  payload: payloadSchema,
  onSucceeded: importSucceeded,
  onEnded: importEnded,
});

/** Keeps the upload and queues its import; the answer is a report with only the job's id. */
export async function queueRecipeImport(
  context: RecipeImageContext,
  server: ServerContext,
  bytes: Uint8Array,
  format: RecipeImportFormat,
  preview: boolean,
): Promise<ImportReport> {
  const lookups = await recipeSetup(context.db);
  const stored = await server.files.store(Readable.from([Buffer.from(bytes)]), {
    kind: recipeImportKind,
    userId: context.user.id,
    name: `recipe-import.${format === 'paprika' ? 'paprikarecipes' : 'zip'}`,
  });
  try {
    const payload: RecipeImportPayload = {
      fileId: stored.id,
      format,
      preview,
      lookups: {
        measurements: lookups.measurements,
        products: lookups.products,
        recipeTypes: lookups.recipeTypes,
        timeTypes: lookups.timeTypes,
      },
    };
    const job = await server.jobs.enqueue(RECIPE_IMPORT_JOB, payload, context.user.id);
    return { preview, format, created: [], skipped: [], counts: {}, jobId: job.id };
  } catch (error) {
    await server.files.release(stored.id).catch(() => undefined);
    throw error;
  }
}
