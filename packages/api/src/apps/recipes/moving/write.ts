// Writing what an importer read (neutral recipes) into the caller's collection, or with `preview` only saying
// what that would do. Idempotent: a recipe whose title and author match one already in the collection (ignoring
// case) is skipped, and so is a second one of the same in the file, so the same file imported twice creates
// nothing new. An image the server refuses (not an image, too many pixels) is skipped with its reason; the
// recipe is kept.
import type { ImportReport } from '@lcars/contract';
import { recipeSaveSchema, type RecipeImportFormat } from '@lcars/contract/recipes';
import { typed } from '../../../db/typed.js';
import { ApiError } from '../../../http/errors.js';
import { validate } from '../../../http/validate.js';
import { addRecipeImage, type RecipeImageContext } from '../images.js';
import { saveNote } from '../notes.js';
import { saveRecipe } from '../service.js';
import type { ImportedRecipe } from './neutral.js';

const keyOf = (title: string, author: string): string =>
  `${title.trim().toLowerCase()}\u0000${author.trim().toLowerCase()}`;

export const ALREADY_THERE = 'A recipe of this title and author is already in the collection.';
export const TWICE_IN_FILE = 'An earlier recipe of the file has this title and author.';

/** Called after each recipe: how many are done of how many. */
export type ImportProgress = (done: number, total: number) => void | Promise<void>;

export async function writeRecipeImport(
  context: RecipeImageContext,
  format: RecipeImportFormat,
  recipes: readonly ImportedRecipe[],
  preview: boolean,
  progress?: ImportProgress,
): Promise<ImportReport> {
  const existing = await typed<{ title: string; author_name: string | null }[]>(
    context.db('recipes').where('archived', false).select('title', 'author_name'),
  );
  const inCollection = new Set(existing.map((row) => keyOf(row.title, row.author_name ?? '')));
  const inFile = new Set<string>();
  const report: ImportReport = {
    preview,
    format,
    created: [],
    skipped: [],
    counts: { recipes: 0, images: 0, notes: 0 },
  };
  const counts = report.counts as { recipes: number; images: number; notes: number };
  for (const [index, recipe] of recipes.entries()) {
    await progress?.(index, recipes.length);
    if (recipe.save === null) {
      report.skipped.push({ source: recipe.source, title: recipe.title, reason: recipe.reason });
      continue;
    }
    const title = recipe.save.title;
    const key = keyOf(title, recipe.save.authorName ?? '');
    if (inCollection.has(key) || inFile.has(key)) {
      const reason = inCollection.has(key) ? ALREADY_THERE : TWICE_IN_FILE;
      report.skipped.push({ source: recipe.source, title, reason });
      continue;
    }
    inFile.add(key);
    for (const image of recipe.leftOut ?? [])
      report.skipped.push({ source: `${recipe.source}/${image.name}`, title, reason: image.reason });
    if (preview) {
      report.created.push({ source: recipe.source, title, id: null });
      counts.recipes += 1;
      counts.images += recipe.images.length;
      counts.notes += recipe.notes.length;
      continue;
    }
    const saved = await saveRecipe(context, validate(recipeSaveSchema, recipe.save));
    report.created.push({ source: recipe.source, title, id: saved.id });
    counts.recipes += 1;
    for (const image of recipe.images) {
      try {
        await addRecipeImage(context, saved.id, Buffer.from(image.bytes), image.name);
        counts.images += 1;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const reason = `The image was not imported: ${error.detail ?? error.message}`;
        report.skipped.push({ source: `${recipe.source}/${image.name}`, title, reason });
      }
    }
    for (const note of recipe.notes) {
      await saveNote(context, {
        id: 0,
        messageSourceIdValue: saved.id,
        title: note.title.slice(0, 200),
        description: '',
        commentText: note.text.slice(0, 10_000),
        tags: '',
      });
      counts.notes += 1;
    }
  }
  await progress?.(recipes.length, recipes.length);
  return report;
}
