// The admin image viewer: images of every storage option (1 account, 2 recipe, 3 scan photos), read-only. An
// image's bytes are in its row (profile pictures) or a stored file (recipe images: file_id).
import type { Knex } from 'knex';
import { ImageStorageOption, type AdminImage, type PagedList } from '@lcars/contract';
import type { Db } from '../../db/knex.js';
import { readStoredFile, type FileStore } from '../../files/index.js';
import { isoDate, pagedQuery, whereContains } from '../../db/paging.js';
import { notFound } from '../../http/errors.js';

interface ImageRow {
  id: number;
  image_type_id: number;
  destination_id: number;
  image_name: string;
  image_type: string;
  image_data?: Buffer | string | null;
  file_id?: number | null;
  image_meta_data: string;
  created_date: unknown;
}

const SORT_COLUMNS = {
  imageName: 'image_name',
  id: 'id',
  createdDate: 'created_date',
  imageType: 'image_type',
} as const;
const LIST_COLUMNS = [
  'id',
  'image_type_id',
  'destination_id',
  'image_name',
  'image_type',
  'image_meta_data',
  'created_date',
];

function base64(data: ImageRow['image_data']): string {
  if (data === null || data === undefined) return '';
  return Buffer.isBuffer(data) ? data.toString('base64') : String(data);
}

function toImage(row: ImageRow): AdminImage {
  const imageData = base64(row.image_data);
  return {
    id: row.id,
    imageTypeId: row.image_type_id,
    imageName: row.image_name,
    imageType: row.image_type,
    imageData,
    imageMetaData: row.image_meta_data,
    destinationId: row.destination_id,
    imagePresent: imageData !== '' || row.image_data === undefined,
    createdDate: isoDate(row.created_date),
  };
}

export function imageMetadata() {
  return {
    storageOptions: [
      { id: ImageStorageOption.AccountPhotos, title: 'Account Photos' },
      { id: ImageStorageOption.RecipePhotos, title: 'Recipe Photos' },
      { id: ImageStorageOption.ScanPhotos, title: 'Scan Photos' },
    ],
    defaultStorageOption: ImageStorageOption.RecipePhotos,
    itemsPerPage: 10,
    sortBy: 'imageName',
    sortAsc: true,
  };
}

export async function getImage(
  db: Db,
  files: FileStore,
  id: number,
  storageOption: number,
): Promise<AdminImage> {
  const row = await db<ImageRow>('images').where({ id, image_type_id: storageOption }).first();
  if (!row) throw notFound('The image was not found.');
  if (row.file_id !== null && row.file_id !== undefined) {
    return toImage({ ...row, image_data: await readStoredFile(files, row.file_id) });
  }
  return toImage(row);
}

export function pageImages(
  db: Db,
  request: {
    page: number;
    perPage: number;
    storageOption: number;
    sortBy: keyof typeof SORT_COLUMNS;
    sortAsc: boolean;
    search: string;
  },
): Promise<PagedList<Omit<AdminImage, 'imageData'>>> {
  const direction = request.sortAsc ? 'asc' : 'desc';
  return pagedQuery<ImageRow, Omit<AdminImage, 'imageData'>>(
    () =>
      whereContains(
        db('images').where({ image_type_id: request.storageOption }).select(LIST_COLUMNS),
        ['image_name'],
        request.search,
      ),
    { page: request.page, itemsPerPage: request.perPage, sortBy: request.sortBy, sortDirection: direction },
    (query: Knex.QueryBuilder) =>
      query.orderBy([
        { column: SORT_COLUMNS[request.sortBy], order: direction },
        { column: 'id', order: direction },
      ]),
    (row) => {
      const { imageData: _omitted, ...image } = toImage(row);
      return image;
    },
  );
}
