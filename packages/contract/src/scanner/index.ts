// Scanner (docs/decisions.md, "Scanner"): scans of one or more pages, their immutable versions, the
// PDF of each version and the text recognised on its pages. Written once for the API's routes, the portal's
// apps/scanner/api.ts and the CLI.
import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { int32, queryId } from '../int32.js';
import {
  VOCABULARY_LIMITS,
  scanFieldInputSchema,
  scanFieldSchema,
  scanFilterQuerySchema,
  vocabularyRefSchema,
} from './vocabulary.js';

export * from './manifest.js';
export * from './moving.js';
export * from './vocabulary.js';

export const SCANNER_LIMITS = {
  title: 200,
  description: 4000,
  /** The tags, joined with commas. */
  tags: 1000,
  tag: 50,
  note: 500,
  /** Pages in one version. */
  pages: 50,
  /** One page image as uploaded (JPEG, PNG or WebP). */
  pageBytes: 20 * 1024 * 1024,
  /** One uploaded file of the form: a page image, or a whole PDF or TIFF kept as the version's original. */
  fileBytes: 50 * 1024 * 1024,
  itemsPerPage: 100,
  term: 200,
} as const;

/** Turns of a page, clockwise, in degrees. */
export const ROTATIONS = [0, 90, 180, 270] as const;
export const rotationSchema = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]);
export type Rotation = z.infer<typeof rotationSchema>;

/** A crop of the turned page, in fractions (0 to 1) of its width and height. */
export const cropSchema = z
  .object({
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    width: z.number().gt(0).max(1),
    height: z.number().gt(0).max(1),
  })
  .refine((crop) => crop.x + crop.width <= 1.000001 && crop.y + crop.height <= 1.000001, {
    message: 'The crop must lie inside the page.',
  });
export type Crop = z.infer<typeof cropSchema>;

/** Where a version's recognition stands: none (no version yet), queued, running, done, failed. */
export const OCR_STATUSES = ['none', 'queued', 'running', 'done', 'failed'] as const;
export const ocrStatusSchema = z.enum(OCR_STATUSES);
/** The text recognition engines: Debian's tesseract program, or tesseract.js (WebAssembly). */
export const ocrEngineSchema = z.enum(['native', 'wasm']);
export type OcrEngine = z.infer<typeof ocrEngineSchema>;
export type OcrStatus = z.infer<typeof ocrStatusSchema>;

const tagSchema = z.string().trim().min(1).max(SCANNER_LIMITS.tag);
/** Tags: a list, or one text of comma-separated tags (a form field). Duplicates go, case kept. */
export const tagsSchema = z
  .union([z.array(tagSchema).max(50), z.string().max(SCANNER_LIMITS.tags)])
  .transform((value) => {
    const list = (typeof value === 'string' ? value.split(',') : value)
      .map((tag) => tag.trim().replace(/,/g, ' '))
      .filter((tag) => tag !== '');
    const seen = new Set<string>();
    return list.filter((tag) => {
      const key = tag.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((tags) => tags.join(',').length <= SCANNER_LIMITS.tags, { message: 'Too many tags.' })
  .refine((tags) => tags.every((tag) => tag.length <= SCANNER_LIMITS.tag), {
    message: `A tag has at most ${SCANNER_LIMITS.tag} characters.`,
  });

export const scanEditSchema = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(SCANNER_LIMITS.title),
  description: z.string().trim().max(SCANNER_LIMITS.description).optional().default(''),
  tags: tagsSchema.optional().default([]),
  /** The document's own date (YYYY-MM-DD); left out: unchanged; null: none. */
  documentDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date as YYYY-MM-DD.')
    .nullable()
    .optional(),
  /** Left out: unchanged; null: none. Another user's (or a missing) one is a 404. */
  correspondentId: int32().min(1).nullable().optional(),
  documentTypeId: int32().min(1).nullable().optional(),
  /** Left out: unchanged; given: the scan's custom field values become these (a null value clears one). */
  fields: z.array(scanFieldInputSchema).max(VOCABULARY_LIMITS.customFields).optional(),
});
export type ScanEdit = z.output<typeof scanEditSchema>;
export type ScanEditInput = z.input<typeof scanEditSchema>;

/**
 * One page of a version being saved: an uploaded image (`upload`: its index among the request's files, in
 * order) or a page of an earlier version of the same scan (`pageId`: its image is reused, not sent again),
 * with the turn and crop to apply. An uploaded PDF or TIFF holds pages: `page` (from 0) picks one; without
 * it the entry stands for every page of the document, each with the same turn and crop.
 */
export const pageInputSchema = z
  .object({
    upload: int32()
      .min(0)
      .max(SCANNER_LIMITS.pages - 1)
      .optional(),
    page: int32()
      .min(0)
      .max(SCANNER_LIMITS.pages - 1)
      .optional(),
    pageId: int32().min(1).optional(),
    rotation: rotationSchema.optional().default(0),
    crop: cropSchema.nullable().optional().default(null),
  })
  .refine((page) => (page.upload === undefined) !== (page.pageId === undefined), {
    message: 'A page is either an upload or an earlier page.',
  })
  .refine((page) => page.page === undefined || page.upload !== undefined, {
    message: 'A page number picks a page of an uploaded document.',
  });
export type PageInput = z.output<typeof pageInputSchema>;
export type PageInputInput = z.input<typeof pageInputSchema>;

/** The `pages` form field (JSON); without it, every uploaded file is one page, upright and uncropped. */
export const pagesFieldSchema = z.array(pageInputSchema).min(1).max(SCANNER_LIMITS.pages);

export const versionFieldsSchema = z.object({
  note: z.string().trim().max(SCANNER_LIMITS.note).optional().default(''),
});

export const scanPageSchema = z.object({
  id: int32(),
  pageNumber: int32(),
  rotation: rotationSchema,
  crop: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullable(),
  /** The page as it is in the PDF (turned and cropped), in pixels. */
  width: int32(),
  height: int32(),
  /** What recognition read on the page ('' until it ran). */
  ocrText: z.string(),
});
export type ScanPage = z.infer<typeof scanPageSchema>;

export const scanVersionSchema = z.object({
  id: int32(),
  scanId: int32(),
  versionNumber: int32(),
  note: z.string(),
  pageCount: int32(),
  pages: z.array(scanPageSchema),
  ocrStatus: ocrStatusSchema,
  /** The recognition job (its Progress events carry this id as text), null once it is gone. */
  ocrJobId: int32().nullable(),
  /** The engine that read the text; null until it ran (and for versions read before it was kept). */
  ocrEngine: ocrEngineSchema.nullable(),
  /** Whether the PDF is made (it is, once recognition ended). */
  hasPdf: z.boolean(),
  createdBy: z.string(),
  createdDate: z.string(),
});
export type ScanVersion = z.infer<typeof scanVersionSchema>;

/** A PDF or TIFF as it was uploaded or imported, kept beside the pages made from it. */
export const scanOriginalSchema = z.object({
  id: int32(),
  /** The version whose pages were made from it. */
  versionId: int32(),
  versionNumber: int32(),
  name: z.string(),
  contentType: z.string(),
  bytes: z.number().int().min(0),
  /** Pages the document has. */
  pageCount: int32(),
});
export type ScanOriginal = z.infer<typeof scanOriginalSchema>;

export const scanSchema = z.object({
  id: int32(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** The document's own date (YYYY-MM-DD), as its owner set it; null when not set. */
  documentDate: z.string().nullable(),
  /** Dates written in the recognised text (YYYY-MM-DD, first found first): the first is the suggestion. */
  suggestedDates: z.array(z.string()),
  correspondent: vocabularyRefSchema.nullable(),
  documentType: vocabularyRefSchema.nullable(),
  /** The custom fields that have a value on this scan, in the order the fields were made. */
  fields: z.array(scanFieldSchema),
  currentVersionId: int32().nullable(),
  pageCount: int32(),
  /** The current version's recognition. */
  ocrStatus: ocrStatusSchema,
  /** The current version's text, page after page. */
  ocrText: z.string(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  /** Newest first; the first is the current one. */
  versions: z.array(scanVersionSchema),
  /** The documents the pages were made from (PDF, TIFF), oldest first. */
  originals: z.array(scanOriginalSchema),
});
export type Scan = z.infer<typeof scanSchema>;

/** A piece of a search snippet: `hit` marks the words that matched. */
export const snippetPartSchema = z.object({ text: z.string(), hit: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const scanSummarySchema = z.object({
  id: int32(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  documentDate: z.string().nullable(),
  correspondent: vocabularyRefSchema.nullable(),
  documentType: vocabularyRefSchema.nullable(),
  pageCount: int32(),
  currentVersionId: int32().nullable(),
  versionNumber: int32(),
  /** The first page of the current version (its thumbnail), null without pages. */
  firstPageId: int32().nullable(),
  ocrStatus: ocrStatusSchema,
  /** With a search term: where it matched, the matching words marked; otherwise empty. */
  snippet: z.array(snippetPartSchema),
  /**
   * With a search term: the version whose text the snippet shows (the current one when it or the scan's
   * title, tags or description matched; else the newest earlier version that did); null without a term.
   */
  matchedVersionNumber: int32().nullable().optional(),
  modifiedDate: z.string(),
});
export type ScanSummary = z.infer<typeof scanSummarySchema>;

/**
 * The most matches a search counts and ranks (docs/decisions.md, "Scanner: ranked search within the newest 1,000
 * matches"): past it the total is this number and totalIsEstimate is true ("more than 1,000").
 */
export const SCAN_SEARCH_CAP = 1000;

export const scanPageListSchema = z.object({
  total: int32(),
  itemsPerPage: int32(),
  page: int32(),
  pageCount: int32(),
  startIndex: int32(),
  stopIndex: int32(),
  sortBy: z.string(),
  sortDirection: z.string(),
  records: z.array(scanSummarySchema),
  /** True when a search matched more than SCAN_SEARCH_CAP scans: total is then the cap. */
  totalIsEstimate: z.boolean().optional(),
});
export type ScanPageList = z.infer<typeof scanPageListSchema>;

export const scanListParamsSchema = z.object({
  page: z.coerce.number<number | string>().int().min(1).max(100_000),
  itemsPerPage: z.coerce.number<number | string>().int().min(1).max(SCANNER_LIMITS.itemsPerPage),
  term: z.string().max(SCANNER_LIMITS.term).optional().default(''),
});

export const scanDeleteSchema = z.object({ id: int32(), deleted: z.boolean() });

// ---- Calls (fixed paths before :id ones) ----

const scanParams = z.object({ id: queryId() });
const versionParams = scanParams.extend({ versionId: queryId() });
const pageParams = scanParams.extend({ pageId: queryId() });
const originalParams = scanParams.extend({ originalId: queryId() });

export const scanList = endpoint({
  method: 'GET',
  path: '/scanner/list/:page/:itemsPerPage',
  params: scanListParamsSchema,
  query: scanFilterQuerySchema,
  response: scanPageListSchema,
  summary:
    "A page of the caller's scans, newest change first; the query filters by correspondent, document type, " +
    'tag and custom field',
});
export const scanSearch = endpoint({
  method: 'GET',
  path: '/scanner/list/:page/:itemsPerPage/:term',
  params: scanListParamsSchema,
  query: scanFilterQuerySchema,
  response: scanPageListSchema,
  summary: "The caller's scans matching the term (title, tags, description, recognised text), best first",
});
export const scanCreate = endpoint({
  method: 'POST',
  path: '/scanner/scan',
  response: scanSchema,
  summary:
    'A new scan (multipart: title, description, tags, note, pages as JSON, and the page images as files); ' +
    'answers the scan with its first version, whose recognition is queued',
});
export const scanGet = endpoint({
  method: 'GET',
  path: '/scanner/scan/:id',
  params: scanParams,
  response: scanSchema,
  summary: 'One scan of the caller: its versions with their pages and recognised text',
});
export const scanEdit = endpoint({
  method: 'POST',
  path: '/scanner/scan/:id',
  params: scanParams,
  request: scanEditSchema,
  response: scanSchema,
  summary: "A scan's title, description and tags",
});
export const scanDelete = endpoint({
  method: 'DELETE',
  path: '/scanner/scan/:id',
  params: scanParams,
  response: scanDeleteSchema,
  summary: 'Deletes a scan, every version and its files',
});
export const scanVersionCreate = endpoint({
  method: 'POST',
  path: '/scanner/scan/:id/version',
  params: scanParams,
  response: scanVersionSchema,
  summary:
    'The next version of a scan (multipart: note, pages as JSON naming uploads or earlier pages with a turn ' +
    'and a crop, and the new page images); it becomes the current version',
});
export const scanVersionPdf = endpoint({
  method: 'GET',
  path: '/scanner/scan/:id/version/:versionId/pdf',
  params: versionParams,
  summary: "A version's PDF with its recognised text as an invisible layer (409 until recognition ended)",
});
export const scanPageImage = endpoint({
  method: 'GET',
  path: '/scanner/scan/:id/page/:pageId/image',
  params: pageParams,
  summary: 'One page as it is in the PDF (turned and cropped), a JPEG',
});
export const scanPageThumbnail = endpoint({
  method: 'GET',
  path: '/scanner/scan/:id/page/:pageId/thumbnail',
  params: pageParams,
  summary: 'A small JPEG of one page, for lists and page strips',
});
export const scanPageOriginal = endpoint({
  method: 'GET',
  path: '/scanner/scan/:id/page/:pageId/original',
  params: pageParams,
  summary: 'One page as it was uploaded, before its turn and crop (a new version starts from it)',
});
export const scanOriginal = endpoint({
  method: 'GET',
  path: '/scanner/scan/:id/original/:originalId',
  params: originalParams,
  summary: "A PDF or TIFF the scan's pages were made from, as it was uploaded or imported",
});

/** The job kind of recognition: its Progress events carry this title. */
export const SCANNER_OCR_TITLE = 'Text recognition';
