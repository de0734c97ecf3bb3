import { listAdminImages, requestOf, searchAdminImages } from '@lcars/contract';

/** The admin image viewer's list: pages 10, sorted by imageName ascending, Recipe Photos (2). */
export const IMAGE_DEFAULTS = {
  itemsPerPage: 10,
  sortBy: 'imageName',
  sortAsc: true,
  storageOption: 2,
} as const;

export const IMAGE_SORT_COLUMNS = ['imageName', 'id', 'createdDate', 'imageType'] as const;

export interface ImageQuery {
  page: number;
  itemsPerPage: number;
  storageOption: number;
  sortBy: string;
  sortAsc: boolean;
  search: string;
}

/** The path params of a page of images, and the search term (empty: the list, else the search). */
export function imageListParams(query: ImageQuery) {
  return {
    params: {
      page: query.page,
      perPage: query.itemsPerPage,
      storageOption: query.storageOption,
      sortBy: IMAGE_SORT_COLUMNS.find((column) => column === query.sortBy) ?? IMAGE_DEFAULTS.sortBy,
      sortAsc: query.sortAsc ? ('true' as const) : ('false' as const),
    },
    search: query.search.trim(),
  };
}

/** The path of a page of images: the list's descriptor, or the search's when there is a search term. */
export function imageListPath(query: ImageQuery): string {
  const { params, search } = imageListParams(query);
  return search
    ? requestOf(searchAdminImages, { params: { ...params, search } }).path
    : requestOf(listAdminImages, { params }).path;
}

/** The type from the start of the base64 text: pdf, gif, png; otherwise png. */
export function imageMimeOf(base64: string): string {
  if (base64.startsWith('JVBERi')) return 'application/pdf';
  if (base64.startsWith('R0lGOD')) return 'image/gif';
  if (base64.startsWith('/9j/')) return 'image/jpeg';
  return 'image/png';
}
