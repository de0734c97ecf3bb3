// A large recipe import's reading, in a worker thread: the stored upload through the bounded readers into
// neutral recipes (images as bytes). The API thread writes them (job.ts: importSucceeded).
import type { RecipeImportFormat } from '@lcars/contract/recipes';
import { defineJobHandler } from '../../../jobs/handler.js';
import type { ImportLookups } from '../jsonld.js';
import { readRecipeExport, type RecipeExportRead } from './read.js';

export interface RecipeImportPayload {
  fileId: number;
  format: RecipeImportFormat;
  preview: boolean;
  /** The lookup lists as the API thread read them when the job was queued (the worker has no database). */
  lookups: ImportLookups;
}

export default defineJobHandler<RecipeImportPayload, RecipeExportRead>(async (job) => {
  job.progress(2, 'Reading the file');
  const bytes = await job.readFile(job.payload.fileId);
  if (job.signal.aborted) throw new Error('The import was stopped.');
  const read = await readRecipeExport(bytes, job.payload.format, job.payload.lookups);
  const n = read.recipes.length;
  job.progress(40, `Read ${n} ${n === 1 ? 'recipe' : 'recipes'}`);
  return read;
});
