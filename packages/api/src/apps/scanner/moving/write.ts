// Writing what the Paperless-ngx reader found into the user's scans, or with `preview` only saying what that
// would do. Idempotent: a document whose key (Paperless-ngx's checksum of the original) is on one of the user's
// scans already is skipped, and so is a second one of the same key in the file, so the same export imported
// twice creates nothing new. A document whose file the Scanner refuses (not a PDF, TIFF or image; too many
// pages or pixels; broken) is skipped with the reason; the others go on.
import { Readable } from 'node:stream';
import type { ImportReport } from '@lcars/contract';
import type { ScannerImportFormat } from '@lcars/contract/scanner';
import { typed } from '../../../db/typed.js';
import { ApiError } from '../../../http/errors.js';
import type { ServerContext } from '../../../server-context.js';
import { scanPageKind } from '../rows.js';
import { createScanFromFile } from '../writes.js';
import type { ImportedDocument } from './paperless.js';
import { itemByName } from '../vocabulary/service.js';

export const ALREADY_IMPORTED = 'This document was imported before.';
export const TWICE_IN_FILE = 'An earlier document of the file has the same original.';

/** Called after each document: how many are done of how many. */
export type ImportProgress = (done: number, total: number) => void | Promise<void>;

/** What the writer needs of the server: the database, the file store, the jobs and the settings. */
export type ScanImportServer = Pick<ServerContext, 'db' | 'files' | 'jobs' | 'config'>;

export async function writeScanImport(
  server: ScanImportServer,
  userId: number,
  format: ScannerImportFormat,
  documents: readonly ImportedDocument[],
  preview: boolean,
  progress?: ImportProgress,
): Promise<ImportReport> {
  const keys = await typed<{ source_key: string }[]>(
    server.db('scans').where({ user_id: userId }).whereNotNull('source_key').select('source_key'),
  );
  const before = new Set(keys.map((row) => row.source_key));
  const inFile = new Set<string>();
  const report: ImportReport = { preview, format, created: [], skipped: [], counts: { scans: 0, pages: 0 } };
  const counts = report.counts as { scans: number; pages: number };
  for (const [index, document] of documents.entries()) {
    await progress?.(index, documents.length);
    const { source, title } = document;
    if (document.file === null) {
      report.skipped.push({ source, title, reason: document.reason });
      continue;
    }
    if (before.has(document.sourceKey) || inFile.has(document.sourceKey)) {
      const reason = before.has(document.sourceKey) ? ALREADY_IMPORTED : TWICE_IN_FILE;
      report.skipped.push({ source, title, reason });
      continue;
    }
    inFile.add(document.sourceKey);
    if (preview) {
      report.created.push({ source, title, id: null });
      counts.scans += 1;
      continue;
    }
    try {
      const file = await server.files.store(Readable.from([Buffer.from(document.file.bytes)]), {
        kind: scanPageKind,
        userId,
        name: document.file.name,
      });
      const id = await createScanFromFile(
        server as ServerContext,
        userId,
        { title, description: document.description, tags: document.tags },
        file,
        {
          createdAt: document.created === null ? undefined : new Date(document.created),
          sourceKey: document.sourceKey,
        },
        'Imported from Paperless-ngx',
      );
      await setImportedVocabulary(server, userId, id, document);
      const row = await server.db('scans').where({ id }).first<{ page_count: number }>('page_count');
      report.created.push({ source, title, id });
      counts.scans += 1;
      counts.pages += row?.page_count ?? 0;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const detail = error.errors?.[0]?.message ?? error.detail ?? error.message;
      report.skipped.push({ source, title, reason: `The file was not imported: ${detail}` });
    }
  }
  await progress?.(documents.length, documents.length);
  return report;
}

/** The document's correspondent and type, as the user's own of the same name (made on first use). */
async function setImportedVocabulary(
  server: ScanImportServer,
  userId: number,
  scanId: number,
  document: ImportedDocument,
): Promise<void> {
  if (document.correspondent === null && document.documentType === null) return;
  await server.db.transaction(async (trx) => {
    const correspondentId =
      document.correspondent === null
        ? null
        : await itemByName(trx, userId, 'correspondent', document.correspondent);
    const documentTypeId =
      document.documentType === null
        ? null
        : await itemByName(trx, userId, 'document-type', document.documentType);
    await trx('scans')
      .where({ id: scanId, user_id: userId })
      .update({ correspondent_id: correspondentId, document_type_id: documentTypeId });
  });
}
