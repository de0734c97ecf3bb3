import { useEffect, useRef, type DragEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button, DataTable, Switch, formatCurrency, type DataTableColumn } from '@lcars/ui';
import type { Transaction } from '@lcars/api/contract';
import { confirmDialog } from '../../../shell/confirm';
import { BalanceModeId, HISTORICAL_PAGE_SIZE, MONEY_BASE } from '../constants';
import { availability, canReconcile, hasHistory } from '../ledgerLogic';
import { useLedgerStore } from '../store';
import { Amount } from '../../../kit';
import { MoneyHeader } from '../components/shared';
import { EditableCell } from '../components/TransactionCells';
import { MoneyIcon } from '../components/icons';
import * as styles from '../money.css';

const ROW_HEIGHT = 44;

const nameOf = (row: Transaction): string =>
  row.memo || (row.id === 0 ? 'new transaction' : `transaction ${String(row.id)}`);

/**
 * /money/ledger/:id, Ledger Transactions (apps.md sections 2, 4, 5 and 8): view-only by default; edit with one
 * field at a time or always-edit; historical (reconciled) rows 10 a page; a rank-ordered ledger reorders by drag or
 * with the move buttons. The table is virtualised, so a ledger of 10,000 rows keeps fewer than 100 rows in the DOM.
 */
export function LedgerPage() {
  const ledgerId = Number(useParams().id);
  const store = useLedgerStore();
  const { ledger, rows, modes, loading, busy } = store;
  const zone = useRef<HTMLDivElement>(null);
  const dragged = useRef<number | null>(null);

  useEffect(() => {
    if (Number.isInteger(ledgerId) && ledgerId > 0) void useLedgerStore.getState().load(ledgerId);
  }, [ledgerId]);

  // A new row is added at the end: bring it into view.
  const hasNew = rows.some((row) => row.id === 0);
  useEffect(() => {
    if (!hasNew) return;
    const grid = zone.current?.querySelector<HTMLElement>('[role="grid"]');
    if (grid) grid.scrollTop = grid.scrollHeight;
  }, [hasNew]);

  const typeId = ledger?.ledgerTypeId ?? 0;
  const can = availability(modes, typeId);
  const rank = !!ledger && (ledger.keepOrder || ledger.enableRankOrder);
  const showBalance = !!ledger && ledger.balanceModeId !== BalanceModeId.None;
  const editable = can.edit && !!ledger?.canEdit;
  const reorderable = rank && editable;

  const remove = async (row: Transaction) => {
    if (row.id !== 0 && !(await confirmDialog({ text: `delete the transaction ${nameOf(row)}` }))) return;
    await store.remove(row.id);
  };

  const indexOf = (id: number) => useLedgerStore.getState().rows.findIndex((row) => row.id === id);

  const columns: DataTableColumn<Transaction>[] = [
    {
      key: 'status',
      header: 'Status',
      width: editable ? 190 : 120,
      render: (row) => (
        <span className={styles.cellLine}>
          {editable ? (
            <>
              <button
                type="button"
                className={`${styles.tag} ${row.transactionInitiated ? styles.tagTone.pending : ''}`}
                aria-pressed={row.transactionInitiated}
                aria-label={`Pending: ${nameOf(row)}`}
                disabled={busy.has(row.id)}
                onClick={() => void store.toggleInitiated(row.id)}
              >
                Pending
              </button>
              <button
                type="button"
                className={styles.tag}
                aria-label={`${row.transactionTypeId === 2 ? 'Withdrawal' : 'Deposit'}: ${nameOf(row)}, switch type`}
                disabled={busy.has(row.id)}
                onClick={() => void store.toggleType(row.id)}
              >
                {row.transactionTypeId === 2 ? 'Withdrawal' : 'Deposit'}
              </button>
            </>
          ) : row.id === 0 ? (
            <span className={`${styles.tag} ${styles.tagTone.new}`}>New</span>
          ) : row.reconciled ? (
            <span className={`${styles.tag} ${styles.tagTone.reconciled}`}>Reconciled</span>
          ) : row.transactionInitiated ? (
            <span className={`${styles.tag} ${styles.tagTone.pending}`}>Pending</span>
          ) : (
            <span className={styles.tag}>Posted</span>
          )}
        </span>
      ),
    },
    ...(modes.historical
      ? [
          {
            key: 'reconciliationDate',
            header: 'Reconciled',
            width: 120,
            render: (row: Transaction) => row.reconciliationDate?.slice(0, 10) ?? '',
          },
        ]
      : []),
    ...(rank
      ? [
          {
            key: 'orderId',
            header: 'Rank',
            width: reorderable ? 190 : 80,
            render: (row: Transaction) => (
              <span className={styles.cellLine}>
                {reorderable ? (
                  <span
                    className={styles.dragHandle}
                    draggable
                    aria-hidden="true"
                    title="Drag to reorder"
                    data-drag-handle={row.id}
                    onDragStart={(event) => {
                      dragged.current = row.id;
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', String(row.id));
                      event.currentTarget.closest('[role="row"]')?.setAttribute('data-dragging', '');
                    }}
                  >
                    ⠿
                  </span>
                ) : null}
                <EditableCell
                  row={row}
                  field="orderId"
                  display={String(row.orderId)}
                  canEdit={editable}
                  alwaysEditing={can.alwaysEditing}
                  end
                />
                {reorderable ? (
                  <>
                    <button
                      type="button"
                      className={styles.smallButton}
                      aria-label={`Move ${nameOf(row)} up`}
                      disabled={indexOf(row.id) <= 0}
                      onClick={() => void store.move(indexOf(row.id), indexOf(row.id) - 1)}
                    >
                      ▲
                    </button>
                    <button
                      type="button"
                      className={styles.smallButton}
                      aria-label={`Move ${nameOf(row)} down`}
                      disabled={indexOf(row.id) >= rows.length - 1}
                      onClick={() => void store.move(indexOf(row.id), indexOf(row.id) + 1)}
                    >
                      ▼
                    </button>
                  </>
                ) : null}
              </span>
            ),
          },
        ]
      : ledger?.enableLedgerDate !== false
        ? [
            {
              key: 'transactionDate',
              header: 'Date',
              width: 130,
              render: (row: Transaction) => (
                <EditableCell
                  row={row}
                  field="transactionDate"
                  display={row.transactionDate.slice(0, 10)}
                  canEdit={editable}
                  alwaysEditing={can.alwaysEditing}
                />
              ),
            },
          ]
        : []),
    {
      key: 'memo',
      header: 'Item',
      width: '3fr',
      isRowHeader: true,
      render: (row) => (
        <EditableCell
          row={row}
          field="memo"
          display={row.memo || <span className={styles.muted}>(no item)</span>}
          canEdit={editable}
          alwaysEditing={can.alwaysEditing}
        />
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      width: 140,
      align: 'end',
      render: (row) => (
        <EditableCell
          row={row}
          field="amount"
          display={<Amount cents={row.amount} />}
          canEdit={editable}
          alwaysEditing={can.alwaysEditing}
          end
        />
      ),
    },
    ...(showBalance
      ? [
          {
            key: 'balance',
            header: 'Balance',
            width: 140,
            align: 'end' as const,
            render: (row: Transaction) => <Amount cents={row.balance} />,
          },
        ]
      : []),
    ...(editable
      ? [
          {
            key: 'actions',
            header: 'Actions',
            width: 150,
            align: 'end' as const,
            render: (row: Transaction) => (
              <span className={styles.cellLine} style={{ justifyContent: 'flex-end' }}>
                {row.id === 0 ? (
                  <button
                    type="button"
                    className={styles.smallButton}
                    disabled={busy.has(0)}
                    onClick={() => void store.saveNew()}
                  >
                    Save
                  </button>
                ) : canReconcile(row, typeId) ? (
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={`Reconcile ${nameOf(row)}`}
                    disabled={busy.has(row.id)}
                    onClick={() => void store.reconcile(row.id)}
                  >
                    Reconcile
                  </button>
                ) : null}
                <button
                  type="button"
                  className={styles.smallButton}
                  aria-label={`Delete ${nameOf(row)}`}
                  disabled={busy.has(row.id)}
                  onClick={() => void remove(row)}
                >
                  <MoneyIcon name="delete" />
                </button>
              </span>
            ),
          },
        ]
      : []),
  ];

  // Drag and drop: the rows belong to the DataTable, so the zone around it finds the row under the pointer.
  const rowIndexAt = (event: DragEvent<HTMLElement>): number | null => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[role="row"][aria-rowindex]');
    const index = Number(element?.getAttribute('aria-rowindex'));
    return element && index >= 2 ? index - 2 : null;
  };
  const clearMarks = () => {
    zone.current?.querySelectorAll('[data-drop-target], [data-dragging]').forEach((element) => {
      element.removeAttribute('data-drop-target');
      element.removeAttribute('data-dragging');
    });
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (dragged.current === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const row = (event.target as HTMLElement).closest('[role="row"]');
    if (row && !row.hasAttribute('data-drop-target')) {
      zone.current
        ?.querySelectorAll('[data-drop-target]')
        .forEach((e) => e.removeAttribute('data-drop-target'));
      row.setAttribute('data-drop-target', '');
    }
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const id = dragged.current;
    dragged.current = null;
    clearMarks();
    if (id === null) return;
    event.preventDefault();
    const to = rowIndexAt(event);
    const from = indexOf(id);
    if (to !== null && from >= 0 && to !== from) void store.move(from, to);
  };

  const title = ledger?.title ?? 'Ledger Transactions';
  return (
    <>
      <MoneyHeader
        title={title}
        toolbar={
          <>
            <Button
              variant="primary"
              isDisabled={!can.add || !ledger?.canEdit || hasNew}
              onPress={store.addNew}
            >
              Add transaction
            </Button>
            <Link to={`${MONEY_BASE}/ledgers`} className={styles.link}>
              Ledgers
            </Link>
          </>
        }
        extension={
          <div className={styles.toolbarGroup}>
            <Switch value={!modes.viewOnly} onChange={(on) => store.setViewOnly(!on)} isDisabled={!ledger}>
              Edit
            </Switch>
            <Switch value={modes.alwaysEdit} onChange={store.setAlwaysEdit} isDisabled={!can.alwaysEdit}>
              Always edit
            </Switch>
            {ledger && hasHistory(typeId) ? (
              <Switch
                value={modes.historical}
                onChange={store.setHistorical}
                isDisabled={!can.historical && !modes.historical}
              >
                Historical
              </Switch>
            ) : null}
          </div>
        }
      />
      <dl className={styles.summary} aria-label="Ledger summary">
        <div className={styles.summaryItem}>
          <dt className={styles.summaryLabel}>Type</dt>
          <dd className={styles.summaryValue} style={{ margin: 0 }}>
            {ledger?.ledgerType ?? '…'}
          </dd>
        </div>
        {showBalance ? (
          <div className={styles.summaryItem}>
            <dt className={styles.summaryLabel}>Current balance</dt>
            <dd className={styles.summaryValue} data-testid="ledger-balance" style={{ margin: 0 }}>
              {store.currentBalance === null ? '—' : formatCurrency(store.currentBalance)}
            </dd>
          </div>
        ) : null}
        <div className={styles.summaryItem}>
          <dt className={styles.summaryLabel}>{modes.historical ? 'Reconciled rows' : 'Open rows'}</dt>
          <dd className={styles.summaryValue} data-testid="ledger-count" style={{ margin: 0 }}>
            {store.total}
          </dd>
        </div>
        <div className={styles.summaryItem}>
          <dt className={styles.summaryLabel}>Mode</dt>
          <dd className={styles.summaryValue} style={{ margin: 0 }}>
            {modes.viewOnly
              ? modes.historical
                ? 'Historical, view only'
                : 'View only'
              : modes.alwaysEdit
                ? 'Always editing'
                : 'Editing'}
          </dd>
        </div>
      </dl>
      <div
        ref={zone}
        className={styles.dropZone}
        onDragOver={onDragOver}
        onDrop={onDrop}
        onDragEnd={clearMarks}
      >
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
            emptyText="There are no saved transactions available."
            rowHeight={ROW_HEIGHT}
          />
        ) : (
          <DataTable
            aria-label="Transactions"
            columns={columns}
            rows={rows}
            paging={false}
            isLoading={loading}
            emptyText={loading ? 'Loading data...' : 'There are no saved transactions available.'}
            rowHeight={ROW_HEIGHT}
            maxHeight={560}
          />
        )}
      </div>
    </>
  );
}
