// The pages of a TIFF as its header says they are, before anything decodes them. sharp's metadata gives the
// first page's size only, and a TIFF may hold a small first page and a huge second one (a bomb of a few KiB
// that declares gigapixels). So each page's directory (IFD) is walked here, with the file's own byte order:
// the chain is bounded in length, every offset is checked against the file, and a directory met twice (a
// loop) ends the walk as broken.

export interface TiffPage {
  width: number;
  height: number;
}

export class TiffError extends Error {
  constructor(
    message: string,
    /** True when the file is past a bound (too many pages), not broken. */
    readonly pastBound = false,
  ) {
    super(message);
  }
}

const IMAGE_WIDTH = 256;
const IMAGE_LENGTH = 257;
/** A directory with more entries than this is no page a scanner wrote. */
const MAX_ENTRIES = 1000;

/** Each page's size in pixels, in file order; a TiffError when the file is no classic TIFF or is broken. */
export function tiffPages(bytes: Uint8Array, maxPages: number): TiffPage[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 8) throw new TiffError('The TIFF file is too short.');
  const order = view.getUint16(0, false);
  if (order !== 0x4949 && order !== 0x4d4d) throw new TiffError('The file is not a TIFF.');
  const little = order === 0x4949;
  const magic = view.getUint16(2, little);
  if (magic === 43) throw new TiffError('BigTIFF files are not read: save the scan as a classic TIFF.');
  if (magic !== 42) throw new TiffError('The file is not a TIFF.');
  const pages: TiffPage[] = [];
  const seen = new Set<number>();
  let offset = view.getUint32(4, little);
  while (offset !== 0) {
    if (seen.has(offset)) throw new TiffError('The TIFF file is broken: its pages form a loop.');
    seen.add(offset);
    if (pages.length >= maxPages) {
      throw new TiffError(`The TIFF file has more than ${maxPages} pages.`, true);
    }
    if (offset + 2 > bytes.byteLength)
      throw new TiffError('The TIFF file is broken: a page lies past its end.');
    const entries = view.getUint16(offset, little);
    const end = offset + 2 + entries * 12;
    if (entries > MAX_ENTRIES || end + 4 > bytes.byteLength) {
      throw new TiffError('The TIFF file is broken: a page directory lies past its end.');
    }
    let width = 0;
    let height = 0;
    for (let entry = offset + 2; entry < end; entry += 12) {
      const tag = view.getUint16(entry, little);
      if (tag !== IMAGE_WIDTH && tag !== IMAGE_LENGTH) continue;
      // SHORT (3) or LONG (4), one value, held in the entry itself.
      const type = view.getUint16(entry + 2, little);
      const value = type === 3 ? view.getUint16(entry + 8, little) : view.getUint32(entry + 8, little);
      if (tag === IMAGE_WIDTH) width = value;
      else height = value;
    }
    if (width === 0 || height === 0) throw new TiffError(`Page ${pages.length + 1} of the TIFF has no size.`);
    pages.push({ width, height });
    offset = view.getUint32(end, little);
  }
  if (pages.length === 0) throw new TiffError('The TIFF file has no page.');
  return pages;
}
