// Receiving an upload: a multipart/form-data body (busboy streams its first file part) or the raw body with
// the name in ?name=. Either way the bytes stream into the store; nothing is held whole in memory.
import busboy from 'busboy';
import { rejectNul } from '../http/body.js';
import type { ApiContext } from '../http/context.js';
import { ApiError, badRequest } from '../http/errors.js';
import type { FileKind } from './kind.js';
import type { Readable } from 'node:stream';
import { cleanFileName, type FileStore, type StoredFile } from './store.js';

/** Room for the multipart headers and boundaries around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, { detail: `The file is larger than ${maxBytes} bytes.` });
}

/**
 * Stores the request's file as the user's; the route has checked the caller's rights already. `fields`, when
 * given, receives the multipart form's text fields (those sent before or after the file part).
 */
export async function receiveUpload(
  ctx: ApiContext,
  files: FileStore,
  kind: FileKind,
  userId: number,
  fields?: Map<string, string>,
): Promise<StoredFile> {
  return receiveUploadStream(
    ctx,
    kind.maxBytes,
    (stream, name) => files.store(stream, { kind, userId, name }),
    fields,
  );
}

/**
 * The request's file as a stream handed to `take` with its cleaned name (the caller seals or checks it on the
 * way to the store): a body declared larger than `maxBytes` is refused before a byte is read; `take` bounds
 * what it reads itself.
 */
export async function receiveUploadStream<T>(
  ctx: ApiContext,
  maxBytes: number,
  take: (stream: Readable, name: string) => Promise<T>,
  fields?: Map<string, string>,
): Promise<T> {
  const req = ctx.req;
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(maxBytes);
  // A stream cut off because its client left: by then the store may be done with it (a 413 answered early),
  // so nothing else listens for its error; this listener keeps that error from ending the process.
  const cutOff = (stream: {
    on(event: 'error', listener: () => void): unknown;
    destroy(error: Error): void;
  }) => {
    stream.on('error', () => undefined);
    stream.destroy(new Error('The upload was interrupted.'));
  };
  if (!ctx.is('multipart/form-data')) {
    // An interrupted raw body: the request stream is destroyed, and the store's pipeline with it.
    req.once('close', () => {
      if (!req.complete) cutOff(req);
    });
    const name = typeof ctx.query.name === 'string' ? ctx.query.name : undefined;
    return take(req, cleanFileName(name));
  }
  return new Promise<T>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: maxBytes + 1, fields: 20, parts: 25, fieldSize: 64 * 1024 },
      });
    } catch {
      reject(badRequest([{ field: 'file', message: 'The upload is not a valid multipart form.' }]));
      return;
    }
    let stored: Promise<T> | undefined;
    let fileStream: (NodeJS.ReadableStream & { destroy(error?: Error): void }) | undefined;
    const fail = (error: Error): void => {
      req.unpipe(parser);
      // Read (and drop) what the client still sends, so that it gets the answer.
      req.resume();
      reject(error);
    };
    parser.on('field', (name, value) => {
      // The form's text fields get the check every JSON body, path and query gets: no NUL (400 naming it).
      try {
        rejectNul({ [name]: value });
      } catch (error) {
        fail(error as Error);
        return;
      }
      fields?.set(name, value);
    });
    parser.on('file', (_field, stream, info) => {
      if (stored) {
        stream.resume();
        return;
      }
      fileStream = stream;
      stored = take(stream, cleanFileName(info.filename));
      stored.catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
    });
    parser.on('error', (error: Error) => {
      fileStream?.destroy(error);
      fail(badRequest([{ field: 'file', message: `The upload could not be read: ${error.message}` }]));
    });
    parser.on('close', () => {
      if (!stored) {
        fail(badRequest([{ field: 'file', message: 'The upload holds no file.' }]));
        return;
      }
      stored.then(resolve, () => undefined);
    });
    req.once('close', () => {
      if (!req.complete && fileStream) cutOff(fileStream);
    });
    req.pipe(parser);
  });
}
