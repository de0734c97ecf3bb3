// Scanner routes (claim type Scanner): reads need Read, saving needs Edit, deleting Delete.
// Routes are thin: parse, call the service; every scan is looked up with the caller's id (another user: 404).
import type { Endpoint } from '@lcars/contract';
import {
  scanCreate,
  scanDelete,
  scanEdit,
  scanGet,
  scanList,
  scanOriginal,
  scanPageImage,
  scanPageOriginal,
  scanPageThumbnail,
  scanSearch,
  scanVersionCreate,
  scanVersionPdf,
  scannerExportAll,
  scannerImportArchive,
} from '@lcars/contract/scanner';
import { vocabularyRoutes } from './vocabulary/routes.js';
import { readRawBody } from '../../platform/profile/images.js';
import { scannerExport } from './moving/export.js';
import { queueScanImport, SCAN_IMPORT_JOB_BYTES } from './moving/job.js';
import { readScannerExport, SCANNER_ARCHIVE_BYTES } from './moving/paperless.js';
import { writeScanImport } from './moving/write.js';
import { sendFile } from '../../files/index.js';
import type { ApiContext, UserServiceContext } from '../../http/context.js';
import type { ServerContext } from '../../server-context.js';
import {
  requireClaim,
  route,
  type Access,
  type RouteDefinition,
  type RouteInput,
} from '../../http/routes.js';
import {
  createScan,
  createVersion,
  deleteScan,
  editScan,
  getScan,
  listScans,
  originalFile,
  pageFile,
  pageThumbnail,
  versionPdf,
} from './service.js';

const READ = requireClaim('Scanner', 'Read');
const EDIT = requireClaim('Scanner', 'Edit');
const DELETE = requireClaim('Scanner', 'Delete');

/** Scanner's handlers take the server too (the file store, the job queue, the recognition lane). */
function scannerRoute<E extends Endpoint>(
  call: E,
  access: Access & { kind: 'claim' },
  name: string,
  handler: (
    input: RouteInput<E>,
    services: UserServiceContext,
    server: ServerContext,
    ctx: ApiContext,
  ) => unknown,
): RouteDefinition {
  return route(call, access, name, (input, services, ctx, server) => handler(input, services, server, ctx));
}

export const scannerRoutes: readonly RouteDefinition[] = [
  scannerRoute(scanList, READ, 'scanner.list', ({ params, query }, services, server) =>
    listScans(services, server, params, query),
  ),
  scannerRoute(scanSearch, READ, 'scanner.search', ({ params, query }, services, server) =>
    listScans(services, server, params, query),
  ),
  ...vocabularyRoutes,
  // The body is the export itself. A small one is read and written here; a large one goes to a job
  // (moving/job.ts), and the answer carries its id: the job's result is the report.
  scannerRoute(scannerImportArchive, EDIT, 'scanner.import', async ({ query }, services, server, ctx) => {
    const bytes = await readRawBody(ctx.req, SCANNER_ARCHIVE_BYTES);
    const userId = services.user.id;
    if (bytes.byteLength > SCAN_IMPORT_JOB_BYTES) {
      return queueScanImport(server, userId, bytes, query.format, query.preview);
    }
    return writeScanImport(server, userId, query.format, await readScannerExport(bytes), query.preview);
  }),
  scannerRoute(scannerExportAll, READ, 'scanner.export', (_input, services, server, ctx) => {
    ctx.set('Content-Type', 'application/zip');
    ctx.set('Content-Disposition', 'attachment; filename="scans.zip"');
    ctx.body = scannerExport(server, services.user.id);
  }),
  scannerRoute(scanCreate, EDIT, 'scanner.create', (_input, services, server, ctx) =>
    createScan(ctx, services, server),
  ),
  scannerRoute(scanGet, READ, 'scanner.get', ({ params }, services, server) =>
    getScan(services, server, params.id),
  ),
  scannerRoute(scanEdit, EDIT, 'scanner.edit', ({ params, body }, services, server) =>
    editScan(services, server, params.id, body),
  ),
  scannerRoute(scanDelete, DELETE, 'scanner.delete', ({ params }, services, server) =>
    deleteScan(services, server, params.id),
  ),
  scannerRoute(scanVersionCreate, EDIT, 'scanner.version.create', ({ params }, services, server, ctx) =>
    createVersion(ctx, services, server, params.id),
  ),
  scannerRoute(scanVersionPdf, READ, 'scanner.version.pdf', async ({ params }, services, server, ctx) => {
    const { file, name } = await versionPdf(services, server, params.id, params.versionId);
    await sendFile(ctx, server.files, { ...file, name }, { disposition: 'attachment' });
  }),
  scannerRoute(scanPageImage, READ, 'scanner.page.image', async ({ params }, services, server, ctx) => {
    const file = await pageFile(services, server, params.id, params.pageId, 'image');
    await sendFile(ctx, server.files, file, { disposition: 'inline' });
  }),
  scannerRoute(scanPageOriginal, READ, 'scanner.page.original', async ({ params }, services, server, ctx) => {
    const file = await pageFile(services, server, params.id, params.pageId, 'original');
    await sendFile(ctx, server.files, file, { disposition: 'inline' });
  }),
  scannerRoute(scanOriginal, READ, 'scanner.original', async ({ params }, services, server, ctx) => {
    const file = await originalFile(services, server, params.id, params.originalId);
    await sendFile(ctx, server.files, file, { disposition: 'attachment' });
  }),
  scannerRoute(
    scanPageThumbnail,
    READ,
    'scanner.page.thumbnail',
    async ({ params }, services, _server, ctx) => {
      const bytes = await pageThumbnail(services, params.id, params.pageId);
      ctx.set('Cache-Control', 'private, max-age=86400, immutable');
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      ctx.type = 'image/jpeg';
      ctx.body = bytes;
    },
  ),
];
