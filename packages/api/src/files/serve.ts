// Serving a stored file on a route that has checked the caller's claim to it: content type, a download
// name, an ETag (the content's sha256) with 304s, and single byte ranges (large PDFs) with 206 and 416.
import type { ApiContext } from '../http/context.js';
import type { ByteRange, FileStore, StoredFile } from './store.js';

/** The Range header as one inclusive range, 'unsatisfiable', or undefined for the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined || header === '') return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: answer with the whole file, as RFC 9110 allows.
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** `attachment; filename="..."; filename*=UTF-8''...`: an ASCII fallback and the exact name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function sendFile(
  ctx: ApiContext,
  files: FileStore,
  file: StoredFile,
  options: { disposition?: 'inline' | 'attachment' } = {},
): Promise<void> {
  const etag = `"${file.sha256}"`;
  ctx.set('ETag', etag);
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.set('Content-Disposition', contentDisposition(options.disposition ?? 'attachment', file.name));
  // A stored file is data, never a page of the portal.
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  const match = ctx.get('If-None-Match');
  if (match !== '' && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    ctx.status = 304;
    return;
  }
  const ifRange = ctx.get('If-Range');
  const range = ifRange === '' || ifRange === etag ? parseRange(ctx.get('Range'), file.size) : undefined;
  if (range === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${file.size}`);
    ctx.body = '';
    return;
  }
  ctx.type = file.contentType;
  if (range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    ctx.body = await files.openStream(file, range);
    ctx.length = range.end - range.start + 1;
  } else {
    ctx.status = 200;
    ctx.body = await files.openStream(file);
    ctx.length = file.size;
  }
}
