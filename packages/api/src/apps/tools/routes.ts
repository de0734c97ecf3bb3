// Tools routes (claim Section31/Access): the office password finder. Every object a request
// names (an upload, a search) is checked against the caller in the service: anyone else's is a 404.
import * as calls from '@lcars/contract/tools';
import { contentDisposition } from '../../files/serve.js';
import type { ApiContext } from '../../http/context.js';
import { requireClaim, route } from '../../http/routes.js';
import {
  cancelSearch,
  countSpec,
  getResult,
  getUpload,
  listResults,
  listWordlists,
  removeUpload,
  removeWordlist,
  resumeSearch,
  startSearch,
  takeCopy,
  unprotectUpload,
  uploadOfficeFile,
  uploadWordlist,
} from './service.js';

const ACCESS = requireClaim('Section31', 'Access');

/** A file made here, sent as a download (never shown as a page). */
function sendBytes(ctx: ApiContext, name: string, bytes: Uint8Array): void {
  ctx.set('Content-Disposition', contentDisposition('attachment', name));
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.set('Cache-Control', 'private, no-store');
  ctx.type = 'application/octet-stream';
  ctx.body = Buffer.from(bytes);
}

export const toolsRoutes = [
  route(calls.uploadOfficeFile, ACCESS, 'tools.op.upload', (_input, services, ctx, server) =>
    uploadOfficeFile(ctx, services, server),
  ),
  route(calls.countOfficeCandidates, ACCESS, 'tools.op.count', ({ body }, services) =>
    countSpec(services, body),
  ),
  route(calls.uploadWordlist, ACCESS, 'tools.wordlists.upload', (_input, services, ctx, server) =>
    uploadWordlist(ctx, services, server),
  ),
  route(calls.listWordlists, ACCESS, 'tools.wordlists.list', (_input, services) => listWordlists(services)),
  route(calls.deleteWordlist, ACCESS, 'tools.wordlists.delete', ({ params }, services, _ctx, server) =>
    removeWordlist(services, server, params.fileId),
  ),
  route(calls.getOfficeUpload, ACCESS, 'tools.op.get', ({ params }, services, _ctx, server) =>
    getUpload(services, server, params.fileId),
  ),
  route(calls.deleteOfficeUpload, ACCESS, 'tools.op.delete', ({ params }, services, _ctx, server) =>
    removeUpload(services, server, params.fileId),
  ),
  route(
    calls.unprotectOfficeFile,
    ACCESS,
    'tools.op.unprotect',
    async ({ params }, services, ctx, server) => {
      const copy = await unprotectUpload(services, server, params.fileId);
      sendBytes(ctx, copy.name, copy.bytes);
    },
  ),
  route(calls.startOfficeSearch, ACCESS, 'tools.op.search', ({ params, body }, services, _ctx, server) =>
    startSearch(services, server, params.fileId, body),
  ),
  route(calls.listToolResults, ACCESS, 'tools.results.list', (_input, services, _ctx, server) =>
    listResults(services, server),
  ),
  route(calls.getToolResultFile, ACCESS, 'tools.results.file', async ({ params }, services, ctx, server) => {
    const copy = await takeCopy(services, server, params.id);
    sendBytes(ctx, copy.name, copy.bytes);
  }),
  route(calls.cancelToolResult, ACCESS, 'tools.results.cancel', ({ params }, services, _ctx, server) =>
    cancelSearch(services, server, params.id),
  ),
  route(calls.resumeToolResult, ACCESS, 'tools.results.resume', ({ params }, services, _ctx, server) =>
    resumeSearch(services, server, params.id),
  ),
  route(calls.getToolResult, ACCESS, 'tools.results.get', ({ params }, services, _ctx, server) =>
    getResult(services, server, params.id),
  ),
];
