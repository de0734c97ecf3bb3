import { Button as AriaButton } from 'react-aria-components';
import type { PagedListMeta } from '../../paging';
import { fieldStyles } from '../field';
import { Select } from '../Select';
import * as styles from './DataTable.css';

/**
 * Below the grid: "Loading data..." while more comes, then with paging the page size, the range shown and the
 * first, previous, next and last page buttons; without paging the count of rows.
 */
export function DataTableFooter({
  meta,
  paging,
  isLoading,
  hasRecords,
  pageSizeOptions,
  onItemsPerPage,
  onPage,
}: {
  meta: PagedListMeta;
  paging: 'client' | 'server' | false;
  isLoading: boolean;
  hasRecords: boolean;
  pageSizeOptions: readonly number[];
  onItemsPerPage: (itemsPerPage: number) => void;
  onPage: (page: number) => void;
}) {
  return (
    <div className={styles.footer}>
      {isLoading && hasRecords ? (
        <span role="status" className={styles.loading}>
          Loading data...
        </span>
      ) : null}
      {paging !== false ? (
        <>
          <Select
            className={styles.pageSize}
            label="Rows per page"
            options={pageSizeOptions.map((size) => ({ id: size, label: String(size) }))}
            value={meta.itemsPerPage}
            onChange={(size) => {
              if (typeof size === 'number') onItemsPerPage(size);
            }}
          />
          <span className={styles.range} aria-live="polite">
            {meta.total === 0 ? '0 of 0' : `${meta.startIndex + 1}–${meta.stopIndex} of ${meta.total}`}
          </span>
          <div className={styles.pager}>
            <AriaButton
              className={fieldStyles.iconButton}
              aria-label="First page"
              isDisabled={meta.page <= 1}
              onPress={() => onPage(1)}
            >
              <span aria-hidden="true">«</span>
            </AriaButton>
            <AriaButton
              className={fieldStyles.iconButton}
              aria-label="Previous page"
              isDisabled={meta.page <= 1}
              onPress={() => onPage(meta.page - 1)}
            >
              <span aria-hidden="true">‹</span>
            </AriaButton>
            <AriaButton
              className={fieldStyles.iconButton}
              aria-label="Next page"
              isDisabled={meta.page >= meta.pageCount}
              onPress={() => onPage(meta.page + 1)}
            >
              <span aria-hidden="true">›</span>
            </AriaButton>
            <AriaButton
              className={fieldStyles.iconButton}
              aria-label="Last page"
              isDisabled={meta.page >= meta.pageCount}
              onPress={() => onPage(meta.pageCount)}
            >
              <span aria-hidden="true">»</span>
            </AriaButton>
          </div>
        </>
      ) : (
        <span className={styles.range}>{`${meta.total} rows`}</span>
      )}
    </div>
  );
}
