/** platform.md section 9: the admin image viewer pages 10, sorted by imageName ascending, Recipe Photos (2). */
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

/** GET image/list/{page}/{perPage}/{storageOption}/{sortBy}/{sortAsc}/{search} (search left out when empty). */
export function imageListPath(query: ImageQuery): string {
  const base = `image/list/${query.page}/${query.itemsPerPage}/${query.storageOption}/${query.sortBy}/${query.sortAsc}`;
  const search = query.search.trim();
  return search ? `${base}/${encodeURIComponent(search)}` : base;
}

/** The type from the start of the base64 text (platform.md section 3): pdf, gif, png; otherwise png. */
export function imageMimeOf(base64: string): string {
  if (base64.startsWith('JVBERi')) return 'application/pdf';
  if (base64.startsWith('R0lGOD')) return 'image/gif';
  if (base64.startsWith('/9j/')) return 'image/jpeg';
  return 'image/png';
}
