/** The image type of base64 data from its first characters (pdf, gif, png, jpeg); png otherwise. */
export function imageTypeOf(base64: string): 'application/pdf' | 'image/gif' | 'image/png' | 'image/jpeg' {
  if (base64.startsWith('JVBERi')) return 'application/pdf';
  if (base64.startsWith('R0lGOD')) return 'image/gif';
  if (base64.startsWith('iVBORw')) return 'image/png';
  // JPEG was not among the original types; it starts with /9j/ and is common enough for photos.
  if (base64.startsWith('/9j/')) return 'image/jpeg';
  return 'image/png';
}

/** A data: URL for base64 image data (already a data: URL stays as it is). */
export function imageDataUrl(base64: string): string {
  return base64.startsWith('data:') ? base64 : `data:${imageTypeOf(base64)};base64,${base64}`;
}

/** The square crop of a picture: the zoom over the cover scale and the pan, in frame pixels. */
export interface SquareCrop {
  zoom: number;
  x: number;
  y: number;
}

/** The scale at which the image just covers a square frame of `frame` pixels. */
export function coverScale(width: number, height: number, frame: number): number {
  return frame / Math.min(width, height);
}

/** Keeps the pan so the image still covers the frame at that zoom. */
export function clampCrop(crop: SquareCrop, width: number, height: number, frame: number): SquareCrop {
  const scale = coverScale(width, height, frame) * crop.zoom;
  const minX = frame - width * scale;
  const minY = frame - height * scale;
  return {
    zoom: crop.zoom,
    x: Math.min(0, Math.max(minX, crop.x)),
    y: Math.min(0, Math.max(minY, crop.y)),
  };
}

/** The centred crop at zoom 1. */
export function centredCrop(width: number, height: number, frame: number): SquareCrop {
  const scale = coverScale(width, height, frame);
  return { zoom: 1, x: (frame - width * scale) / 2, y: (frame - height * scale) / 2 };
}

/** The source rectangle of the image a crop shows, for drawing it onto a canvas. */
export function sourceRect(
  crop: SquareCrop,
  width: number,
  height: number,
  frame: number,
): { sx: number; sy: number; size: number } {
  const scale = coverScale(width, height, frame) * crop.zoom;
  return { sx: (0 - crop.x) / scale, sy: (0 - crop.y) / scale, size: frame / scale };
}
