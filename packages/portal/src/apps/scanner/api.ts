// The Scanner API through the portal's call wrapper, on the contract's endpoint descriptors: failures toast and
// resolve undefined. Files (thumbnails, pages, PDFs) come through the same client, with the bearer token.
import { pathOf } from '@lcars/contract';
import {
  scanCreate,
  scanDelete,
  scanEdit,
  scanGet,
  scanList,
  scanPageImage,
  scanPageOriginal,
  scanPageThumbnail,
  scanSearch,
  scanVersionCreate,
  scanVersionPdf,
  type Scan,
  type ScanEditInput,
  type ScanPageList,
  type ScanVersion,
} from '@lcars/contract/scanner';
import { api } from '../../core/api';
import { apiCall } from '../../core/call';

export const scannerApi = {
  list: (page: number, itemsPerPage: number, term: string) =>
    apiCall<ScanPageList>(
      'get',
      term.trim() === ''
        ? pathOf(scanList, { page, itemsPerPage })
        : pathOf(scanSearch, { page, itemsPerPage, term: term.trim() }),
    ),
  get: (id: number) => apiCall<Scan>('get', pathOf(scanGet, { id })),
  edit: (id: number, edit: ScanEditInput) => apiCall<Scan>('post', pathOf(scanEdit, { id }), { data: edit }),
  remove: (id: number) => apiCall<{ id: number; deleted: boolean }>('delete', pathOf(scanDelete, { id })),
  create: (form: FormData) =>
    apiCall<Scan>('post', pathOf(scanCreate, {}), { data: form, config: { timeout: 300_000 } }),
  createVersion: (id: number, form: FormData) =>
    apiCall<ScanVersion>('post', pathOf(scanVersionCreate, { id }), {
      data: form,
      config: { timeout: 300_000 },
    }),
};

export const scanFilePaths = {
  thumbnail: (id: number, pageId: number) => pathOf(scanPageThumbnail, { id, pageId }),
  image: (id: number, pageId: number) => pathOf(scanPageImage, { id, pageId }),
  original: (id: number, pageId: number) => pathOf(scanPageOriginal, { id, pageId }),
  pdf: (id: number, versionId: number) => pathOf(scanVersionPdf, { id, versionId }),
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
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
