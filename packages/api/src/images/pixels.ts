// The pixels of an uploaded image, counted from its header before anything decodes it. A small file can
// declare a huge image (a 95 KiB PNG of 9999 x 9999 blank pixels decodes to 300 MB): every image the server
// accepts is checked here first, against PORTAL_IMAGE_MAX_PIXELS.
import sharp from 'sharp';
import { ApiError } from '../http/errors.js';

export interface ImageHeader {
  format: string;
  width: number;
  height: number;
  /** Frames of an animation or pages of a TIFF (1 for a still image). */
  pages: number;
  /** width x height x pages: what decoding every frame would hold. */
  pixels: number;
}

/**
 * The image's format and size from its header: sharp's metadata() reads no pixel data. Its own pixel limit is
 * turned off here (it refuses to read the header of an image past 268 megapixels, which would make a 30000 x
 * 30000 picture "not an image"); the limit is this module's. Undefined when the bytes are no image sharp reads.
 */
export async function readImageHeader(bytes: Uint8Array): Promise<ImageHeader | undefined> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    const { format, width, height } = metadata;
    if (!format || !width || !height) return undefined;
    const pages = Math.max(1, metadata.pages ?? 1);
    return { format, width, height, pages, pixels: width * height * pages };
  } catch {
    return undefined;
  }
}

const grouped = (value: number): string => value.toLocaleString('en-US');

/** 413 naming the limit: the image has more pixels than the server decodes. */
export function tooManyPixels(header: ImageHeader, maxPixels: number, field?: string): ApiError {
  const frames = header.pages > 1 ? ` in ${header.pages} frames` : '';
  const detail =
    `The image is ${header.width} x ${header.height} pixels${frames} (${grouped(header.pixels)}): ` +
    `at most ${grouped(maxPixels)} pixels are accepted.`;
  return new ApiError(413, {
    detail,
    ...(field === undefined ? {} : { errors: [{ field, message: detail }] }),
  });
}

/**
 * The header of an image within the pixel limit: undefined when the bytes are no image (the caller answers
 * 415 or 400 in its own words), a 413 naming the limit when it has too many pixels.
 */
export async function checkImagePixels(
  bytes: Uint8Array,
  maxPixels: number,
  field?: string,
): Promise<ImageHeader | undefined> {
  const header = await readImageHeader(bytes);
  if (header && header.pixels > maxPixels) throw tooManyPixels(header, maxPixels, field);
  return header;
}
