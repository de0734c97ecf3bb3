// Reading a Paperless-ngx export (its `document_exporter` folder, zipped, or the zip its `--zip` makes) into
// neutral documents: no database here, so a request runs it for a small file and a job's worker thread for a
// large one. The layout, from Paperless-ngx's exporter: `manifest.json` is a list of Django objects
// (`{ model, pk, fields }`): `documents.document` (title, created, tags as tag ids, correspondent and document
// type ids, checksum, mime_type, original_filename, deleted_at), `documents.tag`, `documents.correspondent`,
// `documents.documenttype` (mapped to the user's own correspondents and document types by name) and
// `documents.note` (note, created, document). Each document names its files:
// `__exported_file_name__` (the original) and `__exported_archive_name__` (the archived PDF with its text). With
// `--split-manifest` the documents and their notes are in one `<name>-manifest.json` each instead. The zip may
// hold the export folder itself: its root is where `manifest.json` is.
import { SCANNER_LIMITS } from '@lcars/contract/scanner';
import { ApiError } from '../../../http/errors.js';
import { withZip, type ZipEntry, type ZipLimits, type ZipReader } from '../../../zip/index.js';

/** One document of the export as the Scanner will make it a scan, or the reason it will not. */
export interface ImportedDocument {
  /** Where in the file it came from (the original's name). */
  source: string;
  title: string;
  description: string;
  tags: string[];
  /** Paperless-ngx's correspondent and document type, by name (the import finds or makes the user's own). */
  correspondent: string | null;
  documentType: string | null;
  /** ISO 8601, or null when the export gives no readable date. */
  created: string | null;
  /** Paperless-ngx's checksum of the original (MD5), which finds the document again in a second import. */
  sourceKey: string;
  /** The file the pages are made from; null with `reason` when the document is skipped. */
  file: { name: string; bytes: Uint8Array } | null;
  reason: string;
}

export const SCANNER_ARCHIVE_LIMITS: ZipLimits = {
  entries: 50_000,
  totalBytes: 512 * 1024 * 1024,
  // The manifest of a large collection holds every document's text.
  entryBytes: 128 * 1024 * 1024,
  ratio: 200,
};

/** The upload's bound: the export as sent (its PDFs are compressed already). */
export const SCANNER_ARCHIVE_BYTES = 256 * 1024 * 1024;

/** Documents one import reads. */
export const SCANNER_IMPORT_DOCUMENTS = 5_000;

/** What the Scanner makes pages from; other originals (office files, mail) come in as their archive PDF. */
const READABLE = new Map([
  ['application/pdf', 'pdf'],
  ['image/tiff', 'tiff'],
  ['image/jpeg', 'jpeg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const keyOf = (value: unknown): string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null;

const broken = (detail: string) =>
  new ApiError(400, { detail, errors: [{ field: 'file', message: detail }] });

function parseList(bytes: Buffer, name: string): JsonObject[] {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw broken(`${name} is not JSON.`);
  }
  if (!Array.isArray(value)) throw broken(`${name} is not a list of Paperless-ngx objects.`);
  return value.filter(isObject);
}

/** The date Paperless-ngx gave the document: a date ("2024-03-01") or a date and time, as ISO 8601. */
function dateOf(value: unknown): string | null {
  const raw = text(value).trim();
  if (raw === '' || raw.length > 40) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T12:00:00Z` : raw);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Tags as the Scanner keeps them: trimmed, no commas, at most 50 of at most 50 characters, none twice. */
function tagList(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const name of names) {
    const tag = name.replace(/,/g, ' ').trim().slice(0, SCANNER_LIMITS.tag).trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    if (tags.join(',').length + tag.length + 1 > SCANNER_LIMITS.tags || tags.length >= 50) break;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

export async function readPaperless(zip: ZipReader): Promise<ImportedDocument[]> {
  const manifests = zip.entries.filter(
    (entry) => entry.name === 'manifest.json' || entry.name.endsWith('/manifest.json'),
  );
  if (manifests.length === 0) {
    throw broken('The zip holds no manifest.json: it is not a Paperless-ngx export (document_exporter).');
  }
  // The export's root: the shallowest manifest.json (a zipped folder holds it one level down).
  const manifest = manifests.reduce((best, entry) =>
    entry.name.split('/').length < best.name.split('/').length ? entry : best,
  );
  const root = manifest.name.slice(0, manifest.name.length - 'manifest.json'.length);
  const byName = new Map<string, ZipEntry>();
  for (const entry of zip.entries)
    if (entry.name.startsWith(root)) byName.set(entry.name.slice(root.length), entry);

  const objects = parseList(await zip.read(manifest), 'manifest.json');
  // --split-manifest: each document and its notes in a file of their own beside it (or under json/).
  for (const [name, entry] of byName) {
    if (!name.endsWith('-manifest.json')) continue;
    objects.push(...parseList(await zip.read(entry), name));
  }
  const names = new Map<string, Map<string, string>>();
  const notes = new Map<string, { created: string; note: string }[]>();
  const documents: JsonObject[] = [];
  for (const object of objects) {
    const model = text(object.model);
    const fields = isObject(object.fields) ? object.fields : {};
    const pk = keyOf(object.pk);
    if (model === 'documents.document') {
      documents.push(object);
    } else if (model === 'documents.note') {
      const document = keyOf(fields.document);
      if (document === null || fields.deleted_at) continue;
      const list = notes.get(document) ?? [];
      list.push({ created: text(fields.created), note: text(fields.note) });
      notes.set(document, list);
    } else if (
      pk !== null &&
      (model === 'documents.tag' || model === 'documents.correspondent' || model === 'documents.documenttype')
    ) {
      const table = names.get(model) ?? new Map<string, string>();
      table.set(pk, text(fields.name));
      names.set(model, table);
    }
  }
  if (documents.length === 0) throw broken('The Paperless-ngx export holds no documents.');
  if (documents.length > SCANNER_IMPORT_DOCUMENTS) {
    throw new ApiError(413, {
      detail: `The export holds ${documents.length} documents: at most ${SCANNER_IMPORT_DOCUMENTS} are imported at once.`,
    });
  }
  const nameOf = (model: string, key: unknown): string | null => {
    const id = keyOf(key);
    return id === null ? null : (names.get(model)?.get(id) ?? null);
  };

  const found: ImportedDocument[] = [];
  for (const document of documents) {
    const fields = isObject(document.fields) ? document.fields : {};
    const pk = keyOf(document.pk) ?? '?';
    const originalName = text(document.__exported_file_name__);
    const archiveName = text(document.__exported_archive_name__);
    const title =
      text(fields.title).trim().slice(0, SCANNER_LIMITS.title).trim() ||
      text(fields.original_filename).trim().slice(0, SCANNER_LIMITS.title).trim() ||
      `Document ${pk}`;
    const tagNames = (Array.isArray(fields.tags) ? fields.tags : []).map(
      (tag) => nameOf('documents.tag', tag) ?? '',
    );
    const noteText = (notes.get(pk) ?? [])
      .map((note) => (note.created === '' ? note.note : `${note.created.slice(0, 10)}: ${note.note}`))
      .join('\n\n');
    // The portal's own export keeps the scan's description beside Paperless-ngx's fields.
    const own = isObject(document.lcars) ? text(document.lcars.description) : '';
    const description = [own, noteText]
      .filter((part) => part.trim() !== '')
      .join('\n\n')
      .slice(0, SCANNER_LIMITS.description);
    const checksum = text(fields.checksum).trim().toLowerCase().slice(0, 64);
    const item: ImportedDocument = {
      source: originalName || archiveName || `document ${pk}`,
      title,
      description,
      tags: tagList(tagNames),
      correspondent: nameOf('documents.correspondent', fields.correspondent),
      documentType: nameOf('documents.documenttype', fields.document_type),
      created: dateOf(fields.created),
      sourceKey: `paperless:${checksum !== '' ? checksum : `pk-${pk}`}`,
      file: null,
      reason: '',
    };
    found.push(item);
    if (fields.deleted_at) {
      item.reason = "The document is in Paperless-ngx's trash.";
      continue;
    }
    const mime = text(fields.mime_type).toLowerCase();
    const name = READABLE.has(mime) && originalName !== '' ? originalName : archiveName;
    if (name === '') {
      item.reason =
        originalName === '' && archiveName === ''
          ? 'The export has no file of the document (made with --data-only?).'
          : `The original is ${mime || 'of an unknown type'} and the export has no archive PDF of it.`;
      continue;
    }
    const entry = byName.get(name);
    if (!entry) {
      item.reason = `${name} is named in the manifest but is not in the zip.`;
      continue;
    }
    if (entry.uncompressedSize > SCANNER_LIMITS.fileBytes) {
      item.reason = `${name} is larger than ${SCANNER_LIMITS.fileBytes / (1024 * 1024)} MB.`;
      continue;
    }
    item.source = name;
    item.file = { name: name.slice(name.lastIndexOf('/') + 1), bytes: await zip.read(entry) };
  }
  return found;
}

/** The documents of an export (a 400 naming the problem when it is not one, 413 past a bound). */
export function readScannerExport(bytes: Uint8Array): Promise<ImportedDocument[]> {
  return withZip(bytes, SCANNER_ARCHIVE_LIMITS, readPaperless);
}
