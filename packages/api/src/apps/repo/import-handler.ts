// A large password-manager import's reading, in a worker thread: the export (which came sealed in the job's
// secrets, with its file password) into items. They go back to the API thread in memory, which seals and
// writes them (import-job.ts); nothing of them is written anywhere in clear.
import type { RepoFolderMode, RepoImportFormat } from '@lcars/contract/repo';
import { defineJobHandler } from '../../jobs/handler.js';
import type { ParsedExport } from './import-formats.js';
import { readRepoFile } from './moving.js';

export interface RepoImportPayload {
  format: RepoImportFormat;
  preview: boolean;
  folders: RepoFolderMode;
  repoId?: number | undefined;
  /** The export, base64: a secret of the job (sealed in its row, its key destroyed when the job ends). */
  file: string;
  /** An encrypted Bitwarden export's file password: a secret too. */
  passphrase?: string | undefined;
}

export default defineJobHandler<RepoImportPayload, ParsedExport>(async (job) => {
  job.progress(2, 'Reading the file');
  const { format, file, passphrase } = job.payload;
  const parsed = await readRepoFile(format, Buffer.from(file, 'base64'), passphrase);
  job.progress(40, `Read ${parsed.items.length} ${parsed.items.length === 1 ? 'item' : 'items'}`);
  return parsed;
});
