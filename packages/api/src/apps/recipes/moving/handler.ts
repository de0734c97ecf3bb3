// A large recipe import's reading, in a worker thread: the stored upload through the bounded readers into
// neutral recipes (images as bytes). The API thread writes them (job.ts: importSucceeded).
import type { RecipeImportFormat } from '@lcars/contract/recipes';
import { defineJobHandler } from '../../../jobs/handler.js';
import type { ImportLookups } from '../jsonld.js';
import type { ImportedRecipe } from './neutral.js';
import { readRecipeExport } from './read.js';

export interface RecipeImportPayload {
  fileId: number;
  format: RecipeImportFormat;
  preview: boolean;
  /** The lookup lists as the API thread read them when the job was queued (the worker has no database). */
  lookups: ImportLookups;
}

export default defineJobHandler<RecipeImportPayload, ImportedRecipe[]>(async (job) => {
  job.progress(2, 'Reading the file');
  const bytes = await job.readFile(job.payload.fileId);
  if (job.signal.aborted) throw new Error('The import was stopped.');
  const recipes = await readRecipeExport(bytes, job.payload.format, job.payload.lookups);
  job.progress(40, `Read ${recipes.length} ${recipes.length === 1 ? 'recipe' : 'recipes'}`);
  return recipes;
});
