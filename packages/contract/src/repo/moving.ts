// Moving into and out of the secure repository: the password managers people leave (their export formats),
// how an import places folders, and the Bitwarden-compatible export of a repository.
import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { INT32_MAX, queryId } from '../int32.js';
import { importQuery, importReportSchema } from '../moving.js';

/** The source formats the repository reads, by the names the CLI's --format takes. */
export const REPO_IMPORT_FORMATS = [
  'bitwarden-json',
  'bitwarden-csv',
  'keepass-xml',
  'keepassxc-csv',
  '1password-csv',
] as const;
export type RepoImportFormat = (typeof REPO_IMPORT_FORMATS)[number];

/** The product each format comes from, as the dialog and the new repository's title name it. */
export const REPO_IMPORT_SOURCES: Record<RepoImportFormat, string> = {
  'bitwarden-json': 'Bitwarden',
  'bitwarden-csv': 'Bitwarden',
  'keepass-xml': 'KeePass',
  'keepassxc-csv': 'KeePassXC',
  '1password-csv': '1Password',
};

/**
 * Where folders (Bitwarden folders and collections, KeePass groups) go: each becomes a repository of its own
 * ('repositories'), or every item goes into one repository with the folder in a Folder field ('field').
 */
export const REPO_FOLDER_MODES = ['repositories', 'field'] as const;
export type RepoFolderMode = (typeof REPO_FOLDER_MODES)[number];

/** The largest export file the import reads (a vault of tens of thousands of items). */
export const REPO_IMPORT_BYTES = 16 * 1024 * 1024;
/** Items one import reads at most. */
export const REPO_IMPORT_ITEMS = 20_000;
/** The header that carries the passphrase of an encrypted Bitwarden export (never the query: URLs are logged). */
export const REPO_PASSPHRASE_HEADER = 'x-lcars-passphrase';

export const repoImportQuerySchema = importQuery(REPO_IMPORT_FORMATS).extend({
  folders: z
    .enum(REPO_FOLDER_MODES, { error: () => 'Folders are one of repositories, field.' })
    .optional()
    .default('repositories'),
  /** The repository the items go into (one of the caller's, or shared with them to edit); none: a new one. */
  repoId: z.coerce.number<number | string>().int().min(1).max(INT32_MAX).optional(),
});
export type RepoImportQuery = z.input<typeof repoImportQuerySchema>;

/** The export's two forms: Bitwarden's password-protected JSON, or the same JSON in clear (confirmed twice). */
export const repoExportSchema = z.discriminatedUnion('format', [
  z.object({
    format: z.literal('encrypted'),
    /** Bitwarden asks for a file password; twelve characters is what its own export dialog advises. */
    passphrase: z.string().min(12, 'The passphrase has at least 12 characters.').max(1024),
  }),
  z.object({
    format: z.literal('plain'),
    /** The second confirmation: a plain-text export holds every password in clear. */
    confirmPlainText: z.literal(true, {
      error: () => 'Confirm that the file will hold every secret in clear.',
    }),
  }),
]);
export type RepoExportRequest = z.input<typeof repoExportSchema>;

/** Bitwarden's KDF for the export: PBKDF2-SHA256 at its current default iteration count. */
export const REPO_EXPORT_KDF_ITERATIONS = 600_000;

export const repoImport = endpoint({
  method: 'POST',
  path: '/tools/repo/import',
  query: repoImportQuerySchema,
  response: importReportSchema,
  summary:
    'Imports a password manager export (the body is the file; read in memory only): items already there (same title, user name and first URL) are skipped; ?preview=true only says what would be created and skipped',
});

export const repoExport = endpoint({
  method: 'POST',
  path: '/tools/repo/:id/export',
  params: z.object({ id: queryId() }),
  request: repoExportSchema,
  summary:
    "A repository as Bitwarden JSON: password-protected (Bitwarden's own encrypted export; attachments listed), or in clear with confirmPlainText (with attachments: a zip of data.json and the files opened)",
});
