// Recognition's hooks, on the API thread: the recognised text and the PDF stored once, the owner notified.
import { Readable } from 'node:stream';
import { NotificationType } from '@lcars/contract';
import { isoOf } from '../../db/dates.js';
import type { AuthUser } from '../../http/context.js';
import type { ServerContext } from '../../server-context.js';
import { ApiError } from '../../http/errors.js';
import type { EndedJob } from '../../jobs/kind.js';
import { sendNotification } from '../../platform/notifications/service.js';
import type { RecognitionPayload, RecognitionResult } from './handler.js';
import { buildPdf } from './pdf.js';
import { scanPdfKind, type PageRow, type ScanRow, type VersionRow } from './rows.js';
import { pdfInfoOf, reindexScan, refreshOlderText } from './writes.js';

// ---- Recognition's hooks (API thread) ----

/** Stores the PDF once: a version that has one keeps it (compare-and-set on a null pdf_file_id). */
async function setPdf(
  server: ServerContext,
  userId: number,
  versionId: number,
  pdf: Uint8Array,
): Promise<boolean> {
  const file = await server.files.store(Readable.from([Buffer.from(pdf)]), {
    kind: scanPdfKind,
    userId,
    name: `version-${versionId}.pdf`,
  });
  const taken = await server
    .db('scan_versions')
    .where({ id: versionId })
    .whereNull('pdf_file_id')
    .update({ pdf_file_id: file.id });
  if (taken !== 1) await server.files.release(file.id);
  return taken === 1;
}

async function makePdfWithoutText(server: ServerContext, userId: number, versionId: number): Promise<void> {
  const version = await server.db<VersionRow>('scan_versions').where({ id: versionId }).first();
  if (!version || version.pdf_file_id !== null) return;
  const scan = await server.db<ScanRow>('scans').where({ id: version.scan_id }).first();
  const pages = await server
    .db<PageRow>('scan_pages')
    .where({ version_id: versionId })
    .orderBy('page_number');
  const pdfPages = [];
  for (const page of pages) {
    pdfPages.push({
      jpeg: await server.files.readOwned(userId, page.image_file_id),
      width: page.width,
      height: page.height,
      words: [],
    });
  }
  const info = await pdfInfoOf(
    server.db,
    scan ?? { title: 'Scan', description: '', tags: '' },
    version.created_by_id,
    version.created_at,
  );
  await setPdf(server, userId, versionId, await buildPdf(pdfPages, info));
}

/**
 * Recognition ended well: the text of each page and of the version (once), the scan's text and search index
 * when the version is still current, the PDF with its text layer, and a notification when it took long.
 */
export async function recognitionSucceeded(
  result: unknown,
  job: EndedJob,
  server: ServerContext,
): Promise<unknown> {
  const outcome = result as RecognitionResult;
  const payload = job.payload as RecognitionPayload;
  const version = await server.db<VersionRow>('scan_versions').where({ id: payload.versionId }).first();
  if (!version) return { engine: outcome.engine, pages: outcome.pages.length, scanDeleted: true };
  const text = outcome.pages.map((page) => page.text).join('\n\n');
  const recorded = await server.db.transaction(async (trx) => {
    const moved = await trx('scan_versions')
      .where({ id: version.id, ocr_status: 'queued' })
      .update({ ocr_status: 'done', ocr_text: text, ocr_engine: outcome.engine });
    if (moved !== 1) return false;
    for (const page of outcome.pages) {
      await trx('scan_pages')
        .where({ id: page.pageId, version_id: version.id })
        .update({ ocr_text: page.text });
    }
    const current = await trx('scans')
      .where({ id: version.scan_id, current_version_id: version.id })
      .update({ ocr_text: text });
    // An earlier version's text (recognised after a newer version was saved) is searchable too.
    if (current !== 1) await refreshOlderText(trx, version.scan_id);
    await reindexScan(trx, version.scan_id);
    return true;
  });
  if (recorded) {
    await setPdf(server, job.userId, version.id, outcome.pdf);
    await notifyOwner(server, job.userId, version, outcome.pages.length);
  }
  return { engine: outcome.engine, pages: outcome.pages.length };
}

/** Recognition failed or was cancelled: the version is marked so, and gets its PDF without text. */
export async function recognitionEnded(job: EndedJob, server: ServerContext): Promise<void> {
  if (job.status === 'succeeded') return;
  const payload = job.payload as RecognitionPayload;
  const moved = await server
    .db('scan_versions')
    .where({ id: payload.versionId, ocr_status: 'queued' })
    .update({ ocr_status: 'failed' });
  if (moved === 1) await makePdfWithoutText(server, job.userId, payload.versionId);
}

async function notifyOwner(
  server: ServerContext,
  userId: number,
  version: VersionRow,
  pages: number,
): Promise<void> {
  const took = Date.now() - new Date(isoOf(version.created_at)).getTime();
  if (took < server.config.scanner.notifyAfterMs) return;
  const scan = await server.db<ScanRow>('scans').where({ id: version.scan_id }).first();
  const owner = await server
    .db('users')
    .where({ id: userId })
    .first<{ user_name: string } | undefined>('user_name');
  if (!scan || !owner) return;
  const sender: AuthUser = { id: userId, userName: owner.user_name, claims: [], token: '' };
  try {
    await sendNotification(
      server.db,
      server.live,
      sender,
      {
        message: `The text of "${scan.title}" (version ${version.version_number}, ${pages} ${pages === 1 ? 'page' : 'pages'}) is recognised and searchable.`,
        notificationTemplateId: 0,
        notificationTitle: 'Text recognition finished',
        notificationType: NotificationType.ToUser,
        sendToSelf: false,
        targetUserId: userId,
        isPlainText: true,
      },
      false,
    );
  } catch (error) {
    // A full hourly allowance of notifications is not a failed recognition.
    if (!(error instanceof ApiError)) server.log.error('Scanner: the notification was not sent', error);
  }
}
