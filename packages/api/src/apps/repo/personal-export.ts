// The secure repository's part of "Download my data": each repository the person can see, as Bitwarden's
// password-protected JSON under the passphrase they gave (never in clear: a zip lying in a downloads folder is
// no place for passwords). Each export is audited as the Export action's is.
import { hasClaim } from '@lcars/contract';
import type { PersonalExportContext, PersonalExportPart } from '../module.js';
import { exportRepo } from './moving.js';
import { listRepos } from './repos.js';
import { attachmentCountOf } from './attachments.js';

export async function repoPersonalExport(context: PersonalExportContext): Promise<PersonalExportPart> {
  if (!hasClaim(context.user.claims, 'Repos', 'Read'))
    return { files: [], notes: ['Your role does not let you read repositories.'] };
  const repoContext = { db: context.db, user: context.user, config: context.config };
  const repos = await listRepos(repoContext);
  if (repos.length === 0) return { files: [] };
  if (context.passphrase === undefined) {
    return {
      files: [],
      notes: [
        repos.length === 1
          ? 'Your repository was left out: give a passphrase to include it.'
          : `Your ${repos.length} repositories were left out: give a passphrase to include them.`,
      ],
    };
  }
  const files: PersonalExportPart['files'] = [];
  for (const repo of repos) {
    // The password-protected form is always one JSON file (only the plain form carries attachments).
    const exported = await exportRepo(repoContext, repo.id, {
      format: 'encrypted',
      passphrase: context.passphrase,
    });
    if (!('text' in exported)) throw new Error('A password-protected export is one JSON file.');
    // Two repositories may share a title: the id keeps their files apart.
    files.push({ path: `${repo.id}-${exported.fileName}`, bytes: new TextEncoder().encode(exported.text) });
  }
  // Attachments are listed in each item of the locked file (name, size, type), not included: their content
  // would lie in the zip in clear (docs/decisions.md, "Attachments of records").
  const attachments = await attachmentCountOf(
    context.db,
    repos.map((repo) => repo.id),
  );
  return {
    about:
      "each repository as Bitwarden's password-protected JSON, locked with the passphrase you gave; Bitwarden, Vaultwarden and the secure repository import it with that passphrase. Each record lists its attachments there (name, size, type).",
    files,
    ...(attachments > 0 && {
      notes: [
        `Your ${attachments === 1 ? 'attachment is' : `${attachments} attachments are`} listed in the repository files but not included: download ${attachments === 1 ? 'it' : 'them'} from ${attachments === 1 ? 'its record' : 'their records'}.`,
      ],
    }),
  };
}
