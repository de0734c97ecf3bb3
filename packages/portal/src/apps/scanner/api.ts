// The Scanner API through the portal's call wrapper, on the contract's endpoint descriptors: failures toast and
// resolve undefined. Files (thumbnails, pages, PDFs) come through the same client, with the bearer token.
import { pathOf } from '@lcars/contract';
import {
  scanCreate,
  scanDelete,
  scanEdit,
  scanGet,
  scanList,
  scanOriginal,
  scanPageImage,
  scanPageOriginal,
  scanPageThumbnail,
  scanSearch,
  scanVersionCreate,
  scanVersionPdf,
  scannerExportAll,
  scannerImportArchive,
  scannerVocabularies,
  scanSuggestions,
  customFieldCreate,
  customFieldDelete,
  customFieldRename,
  savedViewCreate,
  savedViewDelete,
  savedViewEdit,
  vocabularyCreate,
  vocabularyDelete,
  vocabularyRename,
  type CustomFieldType,
  type SavedViewInput,
  type ScanEditInput,
  type ScanFilterQuery,
  type VocabularyKind,
} from '@lcars/contract/scanner';
import { api } from '../../core/api';
import { call } from '../../core/call';
import { saveFile } from '../../kit/download';

export const scannerApi = {
  list: (page: number, itemsPerPage: number, term: string, filter: ScanFilterQuery = {}) =>
    term.trim() === ''
      ? call(scanList, { params: { page, itemsPerPage }, query: filter })
      : call(scanSearch, { params: { page, itemsPerPage, term: term.trim() }, query: filter }),
  vocabularies: () => call(scannerVocabularies, {}),
  suggestions: (id: number) => call(scanSuggestions, { params: { id } }),
  createItem: (kind: VocabularyKind, name: string) =>
    call(vocabularyCreate, { params: { kind }, body: { name } }),
  renameItem: (kind: VocabularyKind, id: number, name: string) =>
    call(vocabularyRename, { params: { kind, id }, body: { name } }),
  deleteItem: (kind: VocabularyKind, id: number) => call(vocabularyDelete, { params: { kind, id } }),
  createField: (name: string, dataType: CustomFieldType) =>
    call(customFieldCreate, { body: { name, dataType } }),
  renameField: (id: number, name: string) => call(customFieldRename, { params: { id }, body: { name } }),
  deleteField: (id: number) => call(customFieldDelete, { params: { id } }),
  createView: (view: SavedViewInput) => call(savedViewCreate, { body: view }),
  editView: (id: number, view: SavedViewInput) => call(savedViewEdit, { params: { id }, body: view }),
  deleteView: (id: number) => call(savedViewDelete, { params: { id } }),
  get: (id: number) => call(scanGet, { params: { id } }),
  edit: (id: number, edit: ScanEditInput) => call(scanEdit, { params: { id }, body: edit }),
  remove: (id: number) => call(scanDelete, { params: { id } }),
  // The pages go as a form (files and their order), not as the descriptor's JSON.
  create: (form: FormData) => call(scanCreate, {}, { data: form, config: { timeout: 300_000 } }),
  createVersion: (id: number, form: FormData) =>
    call(scanVersionCreate, { params: { id } }, { data: form, config: { timeout: 300_000 } }),
  /**
   * A Paperless-ngx export (or this Scanner's own) as the body; a preview only says what would be created. A
   * large file answers a jobId at once, and the job's result is the report.
   */
  importArchive: (file: Blob, preview: boolean) =>
    call(
      scannerImportArchive,
      { query: { format: 'paperless', preview: preview ? 'true' : 'false' } },
      { data: file, config: { timeout: 600_000 } },
    ),
  /** Every scan as its PDF with a manifest, saved as scans.zip. */
  exportAll: () => download(pathOf(scannerExportAll, {}), 'scans.zip'),
};

export const scanFilePaths = {
  thumbnail: (id: number, pageId: number) => pathOf(scanPageThumbnail, { id, pageId }),
  image: (id: number, pageId: number) => pathOf(scanPageImage, { id, pageId }),
  original: (id: number, pageId: number) => pathOf(scanPageOriginal, { id, pageId }),
  pdf: (id: number, versionId: number) => pathOf(scanVersionPdf, { id, versionId }),
  /** A PDF or TIFF the pages were made from, as it came. */
  originalDocument: (id: number, originalId: number) => pathOf(scanOriginal, { id, originalId }),
};

/** A file of the API as a Blob (the bearer token goes with it; an <img src> could not send it). */
export async function fetchBlob(path: string): Promise<Blob | undefined> {
  try {
    return await api.get(path).blob();
  } catch {
    return undefined;
  }
}

/** Saves a file of the API under `name` (the browser's download). */
export async function download(path: string, name: string): Promise<boolean> {
  const blob = await fetchBlob(path);
  if (!blob) return false;
  saveFile(blob, name);
  return true;
}
