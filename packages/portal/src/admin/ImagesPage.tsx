import { useState } from 'react';
import {
  Button,
  Column,
  Columns,
  DataTable,
  Dialog,
  Select,
  TextField,
  type DataTableColumn,
  type DataTableSort,
  type SelectOption,
} from '@lcars/ui';
import {
  getAdminImage,
  getImageMetadata,
  listAdminImages,
  searchAdminImages,
  type AdminImage,
} from '@lcars/contract';
import { call } from '../core/call';
import { IMAGE_DEFAULTS, imageListParams, imageListPath, imageMimeOf, type ImageQuery } from './images';
import { useDebounced, useLoad } from '../kit';
import { pagedTable, usePaging } from '../kit/paging';
import { AdminHeader, formatDate } from './shared';
import * as styles from './admin.css';

type ImageRow = Omit<AdminImage, 'imageData'>;

const FALLBACK_OPTIONS = [
  { id: 1, title: 'Account Photos' },
  { id: 2, title: 'Recipe Photos' },
  { id: 3, title: 'Scan Photos' },
];

/** A page of images: the list's call, or the search's when there is a search term. */
function loadImages(query: ImageQuery) {
  const { params, search } = imageListParams(query);
  return search
    ? call(searchAdminImages, { params: { ...params, search } })
    : call(listAdminImages, { params });
}

/** /admin/images: the stored images of one storage type, paged and sorted on the server, each viewable. */
export function ImagesPage() {
  const { data: metadata } = useLoad(getImageMetadata, {});
  const [storageOption, setStorageOption] = useState<number>(IMAGE_DEFAULTS.storageOption);
  const paging = usePaging({ itemsPerPage: IMAGE_DEFAULTS.itemsPerPage });
  const { page, itemsPerPage, setPage } = paging;
  const [sort, setSort] = useState<DataTableSort>({
    column: IMAGE_DEFAULTS.sortBy,
    direction: IMAGE_DEFAULTS.sortAsc ? 'asc' : 'desc',
  });
  const [search, setSearch] = useState('');
  const term = useDebounced(search);
  const [viewing, setViewing] = useState<AdminImage | null>(null);
  const query: ImageQuery = {
    page,
    itemsPerPage,
    storageOption,
    sortBy: sort.column,
    sortAsc: sort.direction === 'asc',
    search: term,
  };
  const loaded = useLoad(() => loadImages(query), imageListPath(query));

  const view = async (row: ImageRow) => {
    const image = await call(getAdminImage, { params: { id: row.id, storageOption } });
    if (image) setViewing(image);
  };

  const columns: DataTableColumn<ImageRow>[] = [
    { key: 'id', header: 'Id', width: 80, align: 'end', sortable: true },
    { key: 'imageName', header: 'Name', sortable: true, isRowHeader: true, width: '2fr' },
    { key: 'imageType', header: 'Type', sortable: true },
    { key: 'destinationId', header: 'Destination', align: 'end' },
    { key: 'createdDate', header: 'Created', sortable: true, render: (row) => formatDate(row.createdDate) },
    {
      key: 'view',
      header: 'View',
      width: 100,
      align: 'end',
      render: (row) => (
        <Button variant="text" aria-label={`View ${row.imageName}`} onPress={() => void view(row)}>
          View
        </Button>
      ),
    },
  ];

  const options = metadata?.storageOptions ?? FALLBACK_OPTIONS;
  const mime = viewing ? imageMimeOf(viewing.imageData) : '';

  return (
    <>
      <AdminHeader title="Images" />
      <Columns collapseBelow="sm">
        <Column width="content">
          <Select
            label="Storage type"
            options={options.map((option) => ({ id: option.id, label: option.title }))}
            value={storageOption}
            onChange={(id: SelectOption['id'] | null) => {
              if (id === null) return;
              setStorageOption(Number(id));
              setPage(1);
            }}
          />
        </Column>
        <Column>
          <TextField
            type="search"
            label="Search"
            placeholder="Image name"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
        </Column>
      </Columns>
      <DataTable<ImageRow>
        aria-label="Images"
        columns={columns}
        {...pagedTable(loaded, paging)}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      <Dialog
        title={viewing?.imageName || 'Image'}
        size="lg"
        isOpen={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
      >
        {viewing &&
          (!viewing.imagePresent || !viewing.imageData ? (
            <p className={styles.muted}>This image has no data.</p>
          ) : mime === 'application/pdf' ? (
            <object data={`data:${mime};base64,${viewing.imageData}`} type={mime} className={styles.preview}>
              PDF document
            </object>
          ) : (
            <img
              src={`data:${mime};base64,${viewing.imageData}`}
              alt={viewing.imageName}
              className={styles.preview}
            />
          ))}
      </Dialog>
    </>
  );
}
