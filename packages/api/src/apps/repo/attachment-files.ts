// The stored files behind a record's attachments, found and let go when records or repositories are deleted:
// apart from attachments.ts, which reads records (entries.ts), so that deleting records needs no circle.
import { shredDeleted } from '../../db/shred.js';
import { typed } from '../../db/typed.js';
import type { FileStore } from '../../files/store.js';
import type { Queryable, RepoContext } from './access.js';

const ATTACHMENT_TABLES = ['repo_record_attachments'];

/** The stored files of the attachments of some records, read before the records are deleted. */
export async function attachmentFilesOf(
  trx: Queryable,
  where: { recordId: number } | { repoId: number },
): Promise<number[]> {
  const query = trx('repo_record_attachments as a');
  if ('recordId' in where) query.where('a.rec_id', where.recordId);
  else query.join('repo_records as r', 'r.id', 'a.rec_id').where('r.repo_id', where.repoId);
  return (await typed<{ file_id: number }[]>(query.select('a.file_id'))).map((row) => row.file_id);
}

/**
 * Lets go of deleted attachments' stored files (their bytes go with the last reference) and shreds their rows.
 * Run after the delete committed; a crash before it leaves files the sweep collects (the module declares them).
 */
export async function releaseAttachmentFiles(
  db: RepoContext['db'],
  files: FileStore | undefined,
  fileIds: readonly number[],
): Promise<void> {
  if (fileIds.length === 0) return;
  if (files) for (const id of fileIds) await files.release(id);
  await shredDeleted(db, ATTACHMENT_TABLES);
}
