// Recipes' part of "Download my data": the collection the person can read, as the zip the export menu gives
// (Nextcloud Cookbook's layout, which Recipes, Mealie and Tandoor import).
import { hasClaim } from '@lcars/contract';
import type { PersonalExportContext, PersonalExportPart } from '../../module.js';
import { collectionArchive } from '../archive.js';

export async function recipesPersonalExport(context: PersonalExportContext): Promise<PersonalExportPart> {
  if (!hasClaim(context.user.claims, 'Recipes', 'Read'))
    return { files: [], notes: ['Your role does not let you read recipes.'] };
  const zip = await collectionArchive({
    db: context.db,
    user: context.user,
    config: context.config,
    files: context.files,
  });
  return {
    about:
      "the collection as a zip in Nextcloud Cookbook's layout (a folder per recipe, recipe.json in schema.org form, the photos), which Recipes, Mealie, Tandoor and Nextcloud Cookbook import.",
    files: [{ path: 'recipes.zip', bytes: zip, compressed: true }],
  };
}
