// A form with fields and several files (the pages of a version): each file streams into the file store as it
// arrives (type checked from its bytes, size limited), the fields are kept as text. If anything fails, the
// files already stored are released: nothing is left behind.
import busboy from 'busboy';
import type { FileStore, FileKind, StoredFile } from '../../files/index.js';
import { rejectNul } from '../../http/body.js';
import type { ApiContext } from '../../http/context.js';
import { ApiError, badRequest } from '../../http/errors.js';

export interface ReceivedForm {
  fields: Record<string, string>;
  files: StoredFile[];
}

export async function receiveForm(
  ctx: ApiContext,
  files: FileStore,
  kind: FileKind,
  userId: number,
  maxFiles: number,
): Promise<ReceivedForm> {
  if (!ctx.is('multipart/form-data')) {
    throw badRequest([{ field: 'file', message: 'Send the pages as a multipart form.' }]);
  }
  const req = ctx.req;
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > kind.maxBytes * maxFiles + 1024 * 1024) {
    throw new ApiError(413, { detail: `At most ${maxFiles} pages of ${kind.maxBytes} bytes each.` });
  }
  const fields: Record<string, string> = {};
  const stored: Promise<StoredFile>[] = [];
  const outcome = await new Promise<{ error?: unknown }>((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: maxFiles,
          fileSize: kind.maxBytes + 1,
          fields: 20,
          parts: maxFiles + 20,
          fieldSize: 256 * 1024,
        },
      });
    } catch {
      resolve({
        error: badRequest([{ field: 'file', message: 'The upload is not a valid multipart form.' }]),
      });
      return;
    }
    let failed = false;
    const fail = (error: unknown): void => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      resolve({ error });
    };
    parser.on('field', (name, value) => {
      // The form's text fields get the check every JSON body, path and query gets: no NUL (400 naming it).
      try {
        rejectNul({ [name]: value });
      } catch (error) {
        fail(error);
        return;
      }
      fields[name] = value;
    });
    parser.on('file', (_field, stream, info) => {
      if (failed) {
        stream.resume();
        return;
      }
      const file = files.store(stream, { kind, userId, name: info.filename });
      file.catch(fail);
      stored.push(file);
    });
    parser.on('filesLimit', () =>
      fail(badRequest([{ field: 'file', message: `At most ${maxFiles} pages in one version.` }])),
    );
    parser.on('error', (error: Error) =>
      fail(badRequest([{ field: 'file', message: `The upload could not be read: ${error.message}` }])),
    );
    parser.on('close', () => {
      if (!failed) resolve({});
    });
    req.once('close', () => {
      if (!req.complete) fail(new Error('The upload was interrupted.'));
    });
    req.pipe(parser);
  });
  const settled = await Promise.allSettled(stored);
  const received = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const rejected = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  const error: unknown = outcome.error ?? rejected?.reason;
  if (error !== undefined) {
    await releaseAll(files, received);
    throw error instanceof Error ? error : new Error('The upload failed.');
  }
  return { fields, files: received };
}

export async function releaseAll(files: FileStore, stored: readonly StoredFile[]): Promise<void> {
  for (const file of stored) await files.release(file.id).catch(() => undefined);
}
