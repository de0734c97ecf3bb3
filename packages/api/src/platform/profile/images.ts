// Image type detection and raw upload reading for profile pictures.
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../../http/errors.js';

/** A one-pixel transparent gif: the picture of a profile without one. */
export const PLACEHOLDER_GIF_BASE64 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The type from the start of the base64 text: JVBERi pdf, R0lGOD gif, iVBORw png, otherwise png. */
export function imageTypeFromBase64(base64: string): 'pdf' | 'gif' | 'png' {
  if (base64.startsWith('JVBERi')) return 'pdf';
  if (base64.startsWith('R0lGOD')) return 'gif';
  return 'png';
}

export type SniffedType = 'png' | 'gif' | 'jpeg' | 'webp' | 'pdf';

/** The real type from the first bytes (magic numbers), or null when it is none of the known ones. */
export function sniffType(bytes: Buffer): SniffedType | null {
  const ascii = (start: number, end: number): string => bytes.subarray(start, end).toString('latin1');
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 5) === '%PDF-') return 'pdf';
  return null;
}

export const PROFILE_IMAGE_TYPES: readonly SniffedType[] = ['png', 'gif', 'jpeg', 'webp'];

export function tooLarge(limit: number): ApiError {
  return new ApiError(413, { detail: `The image is larger than ${limit} bytes.` });
}

export function unsupportedImage(): ApiError {
  return new ApiError(415, { detail: 'The file is not a PNG, GIF, JPEG or WebP image.' });
}

/** Decodes base64 or a data: URL, refusing anything above the limit before decoding it. */
export function decodeBase64Image(text: string, limit: number): Buffer {
  const base64 = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (Math.floor((base64.length * 3) / 4) - 2 > limit) throw tooLarge(limit);
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) throw unsupportedImage();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > limit) throw tooLarge(limit);
  return bytes;
}

/** Reads a request body up to the limit (413 beyond it). */
export async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) {
      req.resume();
      throw tooLarge(limit);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The first file part of a multipart/form-data body: its bytes and file name. */
export function firstMultipartFile(
  body: Buffer,
  contentType: string,
): { bytes: Buffer; fileName: string } | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return null;
  const delimiter = Buffer.from(`--${marker}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const fileName = /filename="([^"]*)"/i.exec(headers);
      if (fileName) {
        // The part ends with CRLF before the next delimiter.
        const bytes = part.subarray(headerEnd + 4, part.length - 2);
        return { bytes, fileName: fileName[1] ?? '' };
      }
    }
    start = next;
  }
  return null;
}
