// A page as it goes into the PDF: the upload turned upright by its EXIF orientation, then by the page's turn,
// then cropped, at most A4 at 300 dpi on its long side, as a JPEG; and its thumbnail. sharp works off the
// event loop (libuv's pool).
import sharp, { type OutputInfo } from 'sharp';
import type { Crop, Rotation } from '@lcars/contract/scanner';

/** The long side of an A4 page at 300 dpi: enough for recognition, no more. */
export const MAX_PAGE_SIDE = 3508;
export const THUMBNAIL_WIDTH = 240;

export interface RenderedPage {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

export class NotAnImageError extends Error {}

/** A page made from its upload; the caller has checked its pixels (images/) and holds a decoding slot. */
export async function renderPage(
  source: Uint8Array,
  rotation: Rotation,
  crop: Crop | null,
  maxPixels: number,
): Promise<RenderedPage> {
  let turned: { data: Buffer; info: OutputInfo };
  try {
    turned = await sharp(source, { failOn: 'error', limitInputPixels: maxPixels })
      .autoOrient()
      .rotate(rotation)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new NotAnImageError(`The page image could not be read: ${(error as Error).message}`);
  }
  const { width, height, channels } = turned.info;
  let page = sharp(turned.data, { raw: { width, height, channels } });
  let outWidth = width;
  let outHeight = height;
  if (crop) {
    const left = Math.min(width - 1, Math.round(crop.x * width));
    const top = Math.min(height - 1, Math.round(crop.y * height));
    outWidth = Math.max(1, Math.min(width - left, Math.round(crop.width * width)));
    outHeight = Math.max(1, Math.min(height - top, Math.round(crop.height * height)));
    page = page.extract({ left, top, width: outWidth, height: outHeight });
  }
  const scale = Math.min(1, MAX_PAGE_SIDE / Math.max(outWidth, outHeight));
  if (scale < 1) {
    outWidth = Math.max(1, Math.round(outWidth * scale));
    outHeight = Math.max(1, Math.round(outHeight * scale));
    page = page.resize(outWidth, outHeight);
  }
  const image = await page.jpeg({ quality: 85 }).toBuffer();
  const thumbnail = await sharp(image)
    .resize(THUMBNAIL_WIDTH, THUMBNAIL_WIDTH * 2, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 70 })
    .toBuffer();
  return { image, thumbnail, width: outWidth, height: outHeight };
}
