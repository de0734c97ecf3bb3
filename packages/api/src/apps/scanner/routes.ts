// Scanner routes (apps.md Scanner; claim type Scanner): reads need Read, saving needs Edit, deleting Delete.
// Routes are thin: parse, call the service; every scan is looked up with the caller's id (another user: 404).
import { z } from 'zod';
import type { Endpoint } from '@lcars/contract';
import {
  scanCreate,
  scanDelete,
  scanEdit,
  scanEditSchema,
  scanGet,
  scanList,
  scanListParamsSchema,
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
import { requireClaim, routeFor, type Access, type RouteDefinition } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import {
  createScan,
  createVersion,
  deleteScan,
  editScan,
  getScan,
  listScans,
  pageFile,
  pageThumbnail,
  versionPdf,
} from './service.js';

const READ = requireClaim('Scanner', 'Read');
const EDIT = requireClaim('Scanner', 'Edit');
const DELETE = requireClaim('Scanner', 'Delete');

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const idParams = z.object({ id });

function route(
  call: Endpoint,
  access: Access & { kind: 'claim' },
  name: string,
  handler: (ctx: ApiContext, context: UserServiceContext, server: ServerContext) => unknown,
): RouteDefinition {
  return routeFor(call, access, name, handler);
}

export const scannerRoutes: readonly RouteDefinition[] = [
  route(scanList, READ, 'scanner.list', (ctx, context, server) =>
    listScans(context, server, validate(scanListParamsSchema, ctx.params)),
  ),
  route(scanSearch, READ, 'scanner.search', (ctx, context, server) =>
    listScans(context, server, validate(scanListParamsSchema, ctx.params)),
  ),
  route(scanCreate, EDIT, 'scanner.create', (ctx, context, server) => createScan(ctx, context, server)),
  route(scanGet, READ, 'scanner.get', (ctx, context, server) =>
    getScan(context, server, validate(idParams, ctx.params).id),
  ),
  route(scanEdit, EDIT, 'scanner.edit', (ctx, context, server) =>
    editScan(context, server, validate(idParams, ctx.params).id, validate(scanEditSchema, ctx.request.body)),
  ),
  route(scanDelete, DELETE, 'scanner.delete', (ctx, context, server) =>
    deleteScan(context, server, validate(idParams, ctx.params).id),
  ),
  route(scanVersionCreate, EDIT, 'scanner.version.create', (ctx, context, server) =>
    createVersion(ctx, context, server, validate(idParams, ctx.params).id),
  ),
  route(scanVersionPdf, READ, 'scanner.version.pdf', async (ctx, context, server) => {
    const params = validate(idParams.extend({ versionId: id }), ctx.params);
    const { file, name } = await versionPdf(context, server, params.id, params.versionId);
    await sendFile(ctx, server.files, { ...file, name }, { disposition: 'attachment' });
  }),
  route(scanPageImage, READ, 'scanner.page.image', async (ctx, context, server) => {
    const params = validate(idParams.extend({ pageId: id }), ctx.params);
    const file = await pageFile(context, server, params.id, params.pageId, 'image');
    await sendFile(ctx, server.files, file, { disposition: 'inline' });
  }),
  route(scanPageOriginal, READ, 'scanner.page.original', async (ctx, context, server) => {
    const params = validate(idParams.extend({ pageId: id }), ctx.params);
    const file = await pageFile(context, server, params.id, params.pageId, 'original');
    await sendFile(ctx, server.files, file, { disposition: 'inline' });
  }),
  route(scanPageThumbnail, READ, 'scanner.page.thumbnail', async (ctx, context) => {
    const params = validate(idParams.extend({ pageId: id }), ctx.params);
    const bytes = await pageThumbnail(context, params.id, params.pageId);
    ctx.set('Cache-Control', 'private, max-age=86400, immutable');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.type = 'image/jpeg';
    ctx.body = bytes;
  }),
];
