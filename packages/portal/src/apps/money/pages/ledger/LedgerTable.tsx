import type { DragEvent, RefObject } from 'react';
import { DataTable, type DataTableColumn } from '@lcars/ui';
import type { Transaction } from '@lcars/contract/money';
import { HISTORICAL_PAGE_SIZE } from '@lcars/contract/money';
import type { LedgerScreenState } from '../../store';
import { useEmptyText } from '../../../../kit';
import * as styles from '../../money.css';

const ROW_HEIGHT = 44;

/** An unknown ledger's page (issue 29: it said only "Try again later"). */
export const LEDGER_MISSING =
  'This ledger does not exist, or it is not shared with you. Your ledgers are listed under Ledgers.';

/**
 * The transactions, in the drop zone of the drag reordering: the live rows virtualised in one scrolling table,
 * or the historical (reconciled) ones 10 a page from the server.
 */
export function LedgerTable({
  store,
  columns,
  rows,
  rowHeight = ROW_HEIGHT,
  zone,
  zoneProps: { onDragOver, onDrop, onDragEnd },
}: {
  store: LedgerScreenState;
  columns: DataTableColumn<Transaction>[];
  /** The store's rows, after the opening balance row when there is one. */
  rows: readonly Transaction[];
  rowHeight?: number;
  zone: RefObject<HTMLDivElement | null>;
  zoneProps: {
    onDragOver: (event: DragEvent<HTMLDivElement>) => void;
    onDrop: (event: DragEvent<HTMLDivElement>) => void;
    onDragEnd: () => void;
  };
}) {
  const { modes, loading } = store;
  const loadText = useEmptyText(store, 'transactions', 'There are no saved transactions available.');
  const emptyText = store.missing ? LEDGER_MISSING : loadText;
  return (
    <div ref={zone} className={styles.dropZone} onDragOver={onDragOver} onDrop={onDrop} onDragEnd={onDragEnd}>
      {modes.historical ? (
        <DataTable
          aria-label="Reconciled transactions"
          columns={columns}
          rows={rows}
          paging="server"
          total={store.total}
          page={store.page}
          onPageChange={(page) => void store.setPage(page)}
          itemsPerPage={HISTORICAL_PAGE_SIZE}
          pageSizeOptions={[HISTORICAL_PAGE_SIZE]}
          isLoading={loading}
          emptyText={emptyText}
          rowHeight={rowHeight}
        />
      ) : (
        <DataTable
          aria-label="Transactions"
          columns={columns}
          rows={rows}
          paging={false}
          isLoading={loading}
          emptyText={loading ? 'Loading data...' : emptyText}
          rowHeight={rowHeight}
          maxHeight={560}
        />
      )}
    </div>
  );
}
