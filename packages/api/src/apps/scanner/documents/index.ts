// A document uploaded whole (a PDF, a TIFF of one or more pages) made into page images that the scanner treats
// as photographed pages, the document itself kept as the version's original. Bounded before it costs: a TIFF's
// pages are counted and measured from its header (tiff.ts) before a pixel is decoded; a PDF's pages are
// counted before any is drawn, and drawn at a size of our choosing in a thread that is ended when it takes too
// long (pdf-render.ts). Each document holds an image-decoding slot while it is made into pages, so documents
// arriving together wait their turn like images do.
import sharp from 'sharp';
import { imageDecoding } from '../../../images/index.js';
import { MAX_PAGE_SIDE } from '../images.js';
import { PdfRenderError, renderPdfPages } from './pdf-render.js';
import { TiffError, tiffPages } from './tiff.js';

export type DocumentType = 'pdf' | 'tiff';

export const isDocumentType = (type: string): type is DocumentType => type === 'pdf' || type === 'tiff';

/** The content type the file store gives each. */
export const DOCUMENT_CONTENT_TYPES: Record<string, DocumentType> = {
  'application/pdf': 'pdf',
  'image/tiff': 'tiff',
};

export interface DocumentLimits {
  /** Pages one document may have. */
  maxPages: number;
  /** Pixels of one page (PORTAL_IMAGE_MAX_PIXELS). */
  maxPixels: number;
  /** Decodes at once (PORTAL_IMAGE_DECODES). */
  decodes: number;
}

/** Why a document was not made into pages; `status` is the answer's (400 broken, 413 past a bound). */
export class DocumentError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** How long one PDF may take to draw: a few seconds a page on a loaded machine. */
const PDF_TIME_LIMIT_MS = 120_000;

async function tiffAsPages(bytes: Uint8Array, limits: DocumentLimits): Promise<Buffer[]> {
  let pages;
  try {
    pages = tiffPages(bytes, limits.maxPages);
  } catch (error) {
    if (!(error instanceof TiffError)) throw error;
    throw new DocumentError(error.pastBound ? 413 : 400, error.message);
  }
  for (const [index, page] of pages.entries()) {
    if (page.width * page.height > limits.maxPixels) {
      throw new DocumentError(
        413,
        `Page ${index + 1} of the TIFF is ${page.width} x ${page.height} pixels: at most ` +
          `${limits.maxPixels.toLocaleString('en-US')} pixels a page are accepted.`,
      );
    }
  }
  const images: Buffer[] = [];
  for (const index of pages.keys()) {
    try {
      images.push(
        await sharp(bytes, { page: index, pages: 1, failOn: 'error', limitInputPixels: limits.maxPixels })
          .jpeg({ quality: 92 })
          .toBuffer(),
      );
    } catch {
      throw new DocumentError(400, `Page ${index + 1} of the TIFF could not be read.`);
    }
  }
  return images;
}

async function pdfAsPages(bytes: Uint8Array, limits: DocumentLimits): Promise<Buffer[]> {
  try {
    const pages = await renderPdfPages(bytes, {
      maxPages: limits.maxPages,
      maxSide: MAX_PAGE_SIDE,
      maxImagePixels: limits.maxPixels,
      timeLimitMs: PDF_TIME_LIMIT_MS,
    });
    if (pages.length === 0) throw new DocumentError(400, 'The PDF has no page.');
    return pages.map((page) => Buffer.from(page.buffer, page.byteOffset, page.byteLength));
  } catch (error) {
    if (error instanceof PdfRenderError) {
      throw new DocumentError(
        error.problem === 'pages' || error.problem === 'time' ? 413 : 400,
        error.message,
      );
    }
    throw error;
  }
}

/** The document's pages as JPEG images, in order (a DocumentError when it is broken or past a bound). */
export function documentPages(
  bytes: Uint8Array,
  type: DocumentType,
  limits: DocumentLimits,
): Promise<Buffer[]> {
  return imageDecoding(limits.decodes).run(() =>
    type === 'pdf' ? pdfAsPages(bytes, limits) : tiffAsPages(bytes, limits),
  );
}
