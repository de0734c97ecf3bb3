// Tools routes (apps.md Tools; claim Section31/Access): the office password finder. Every object a request
// names (an upload, a search) is checked against the caller in the service: anyone else's is a 404.
import { z } from 'zod';
import {
  candidateCountSchema,
  candidateSpecSchema,
  deleteOfficeUpload,
  officeUploadSchema,
  toolResultListSchema,
  toolResultSchema,
} from '@lcars/contract/tools';
import { contentDisposition } from '../../files/serve.js';
import type { ApiContext } from '../../http/context.js';
import { defineRoute, requireClaim } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import {
  cancelSearch,
  countSpec,
  getResult,
  getUpload,
  listResults,
  removeUpload,
  startSearch,
  takeCopy,
  unprotectUpload,
  uploadOfficeFile,
} from './service.js';

const ACCESS = requireClaim('Section31', 'Access');

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const fileParams = z.object({ fileId: id });
const idParams = z.object({ id });

/** A file made here, sent as a download (never shown as a page). */
function sendBytes(ctx: ApiContext, name: string, bytes: Uint8Array): void {
  ctx.set('Content-Disposition', contentDisposition('attachment', name));
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.set('Cache-Control', 'private, no-store');
  ctx.type = 'application/octet-stream';
  ctx.body = Buffer.from(bytes);
}

export const toolsRoutes = [
  defineRoute(
    'POST',
    '/tools/op/upload',
    ACCESS,
    'tools.op.upload',
    (ctx, context, server) => uploadOfficeFile(ctx, context, server),
    {
      summary:
        'Upload an Office file of the caller\'s own (multipart "file", or the raw body with ?name=; ?confirm=true ' +
        'confirms it is theirs); answers its id and protection report',
      response: officeUploadSchema,
    },
  ),
  defineRoute(
    'POST',
    '/tools/op/count',
    ACCESS,
    'tools.op.count',
    (ctx) => countSpec(validate(candidateSpecSchema, ctx.request.body)),
    {
      summary: 'The exact number of candidates of a spec, and whether a search may run it',
      body: candidateSpecSchema,
      response: candidateCountSchema,
    },
  ),
  defineRoute(
    'GET',
    '/tools/op/:fileId',
    ACCESS,
    'tools.op.get',
    (ctx, context, server) => getUpload(context, server, validate(fileParams, ctx.params).fileId),
    {
      summary: "One of the caller's kept uploads and its protection report, to search it again",
      response: officeUploadSchema,
    },
  ),
  defineRoute(
    'DELETE',
    '/tools/op/:fileId',
    ACCESS,
    'tools.op.delete',
    (ctx, context, server) => removeUpload(context, server, validate(fileParams, ctx.params).fileId),
    { summary: deleteOfficeUpload.summary, response: deleteOfficeUpload.response },
  ),
  defineRoute(
    'POST',
    '/tools/op/:fileId/unprotect',
    ACCESS,
    'tools.op.unprotect',
    async (ctx, context, server) => {
      const copy = await unprotectUpload(context, server, validate(fileParams, ctx.params).fileId);
      sendBytes(ctx, copy.name, copy.bytes);
    },
    {
      summary:
        'The unprotected copy of an upload with protection flags (flags removed, nothing else changed)',
    },
  ),
  defineRoute(
    'POST',
    '/tools/op/:fileId/search',
    ACCESS,
    'tools.op.search',
    (ctx, context, server) =>
      startSearch(
        context,
        server,
        validate(fileParams, ctx.params).fileId,
        validate(candidateSpecSchema, ctx.request.body),
      ),
    {
      summary: 'Start a password search of an encrypted upload as a background job',
      body: candidateSpecSchema,
      response: toolResultSchema,
    },
  ),
  defineRoute(
    'GET',
    '/tools/data/results',
    ACCESS,
    'tools.results.list',
    (_ctx, context, server) => listResults(context, server),
    { summary: "The caller's tool jobs, newest first", response: toolResultListSchema },
  ),
  defineRoute(
    'GET',
    '/tools/data/results/:id/file',
    ACCESS,
    'tools.results.file',
    async (ctx, context, server) => {
      const copy = await takeCopy(context, server, validate(idParams, ctx.params).id);
      sendBytes(ctx, copy.name, copy.bytes);
    },
    { summary: 'The decrypted copy, once (deleted after this download)' },
  ),
  defineRoute(
    'POST',
    '/tools/data/results/:id/cancel',
    ACCESS,
    'tools.results.cancel',
    (ctx, context, server) => cancelSearch(context, server, validate(idParams, ctx.params).id),
    { summary: 'Cancel a queued or running search', response: toolResultSchema },
  ),
  defineRoute(
    'GET',
    '/tools/data/results/:id',
    ACCESS,
    'tools.results.get',
    (ctx, context, server) => getResult(context, server, validate(idParams, ctx.params).id),
    {
      summary: 'One search; a found password is in the first answer after the end, then never again',
      response: toolResultSchema,
    },
  ),
];
