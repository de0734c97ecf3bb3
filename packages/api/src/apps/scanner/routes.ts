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
} from '@lcars/contract/scanner';
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
  scannerRoute(scanList, READ, 'scanner.list', ({ params }, services, server) =>
    listScans(services, server, params),
  ),
  scannerRoute(scanSearch, READ, 'scanner.search', ({ params }, services, server) =>
    listScans(services, server, params),
  ),
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
