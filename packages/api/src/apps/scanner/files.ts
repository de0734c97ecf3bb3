// A scan's files: a version's PDF, a page's image, original and thumbnail, each the owner's only.
import { type Db } from '../../db/knex.js';
import { type StoredFile } from '../../files/index.js';
import type { UserServiceContext } from '../../http/context.js';
import type { ServerContext } from '../../server-context.js';
import { conflict, notFound } from '../../http/errors.js';
import { ownScan, type PageRow, type VersionRow } from './rows.js';

// ---- Files ----

async function ownVersion(db: Db, userId: number, scanId: number, versionId: number): Promise<VersionRow> {
  await ownScan(db, userId, scanId);
  const row = await db<VersionRow>('scan_versions').where({ id: versionId, scan_id: scanId }).first();
  if (!row) throw notFound(`Version ${versionId} was not found.`);
  return row;
}

async function ownPage(db: Db, userId: number, scanId: number, pageId: number): Promise<PageRow> {
  await ownScan(db, userId, scanId);
  const row = await db<PageRow>('scan_pages').where({ id: pageId, scan_id: scanId }).first();
  if (!row) throw notFound(`Page ${pageId} was not found.`);
  return row;
}

export async function versionPdf(
  context: UserServiceContext,
  server: ServerContext,
  scanId: number,
  versionId: number,
): Promise<{ file: StoredFile; name: string }> {
  const version = await ownVersion(context.db, context.user.id, scanId, versionId);
  if (version.pdf_file_id === null) throw conflict('The PDF is made once text recognition has ended.');
  const scan = await ownScan(context.db, context.user.id, scanId);
  const file = await server.files.getOwned(context.user.id, version.pdf_file_id);
  const base = scan.title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'scan';
  return { file, name: `${base} v${version.version_number}.pdf` };
}

export async function pageFile(
  context: UserServiceContext,
  server: ServerContext,
  scanId: number,
  pageId: number,
  which: 'image' | 'original',
): Promise<StoredFile> {
  const page = await ownPage(context.db, context.user.id, scanId, pageId);
  return server.files.getOwned(context.user.id, which === 'image' ? page.image_file_id : page.source_file_id);
}

export async function pageThumbnail(
  context: UserServiceContext,
  scanId: number,
  pageId: number,
): Promise<Buffer> {
  await ownScan(context.db, context.user.id, scanId);
  const row = await context
    .db<PageRow>('scan_pages')
    .where({ id: pageId, scan_id: scanId })
    .first('thumbnail');
  if (!row?.thumbnail) throw notFound(`Page ${pageId} was not found.`);
  return Buffer.from(row.thumbnail);
}

/** A document the scan's pages were made from, named as it came. */
export async function originalFile(
  context: UserServiceContext,
  server: ServerContext,
  scanId: number,
  originalId: number,
): Promise<StoredFile> {
  await ownScan(context.db, context.user.id, scanId);
  const row = await context
    .db('scan_originals')
    .where({ id: originalId, scan_id: scanId })
    .first<{ file_id: number; name: string } | undefined>('file_id', 'name');
  if (!row) throw notFound(`Original ${originalId} was not found.`);
  const file = await server.files.getOwned(context.user.id, row.file_id);
  return { ...file, name: row.name };
}
