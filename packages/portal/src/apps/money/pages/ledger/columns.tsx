import type { DragEvent } from 'react';
import type { DataTableColumn } from '@lcars/ui';
import type { Transaction } from '@lcars/api/contract/money';
import { Amount } from '../../../../kit';
import { canReconcile, type availability } from '../../ledgerLogic';
import type { LedgerScreenState } from '../../store';
import { EditableCell } from '../../components/TransactionCells';
import { MoneyIcon } from '../../components/icons';
import * as styles from '../../money.css';

export const nameOf = (row: Transaction): string =>
  row.memo || (row.id === 0 ? 'new transaction' : `transaction ${String(row.id)}`);

/** What the screen may do now, from the ledger and the modes (see LedgerPage). */
export interface LedgerView {
  typeId: number;
  can: ReturnType<typeof availability>;
  rank: boolean;
  showBalance: boolean;
  editable: boolean;
  reorderable: boolean;
}

/** What the columns' buttons call. */
export interface LedgerColumnActions {
  store: LedgerScreenState;
  /** Deletes a row, after the user confirmed it. */
  remove: (row: Transaction) => Promise<void>;
  /** The row's index in the store now (the buttons act on the latest order). */
  indexOf: (id: number) => number;
  /** A drag starts on a row's handle. */
  onDragStart: (id: number, event: DragEvent<HTMLElement>) => void;
}

/**
 * The Ledger Transactions table's columns (apps.md sections 2 and 4): status, reconciliation date (historical),
 * rank with drag handle and move buttons (rank-ordered) or date, item, amount, balance and the row's actions.
 */
export function ledgerColumns(
  view: LedgerView,
  { store, remove, indexOf, onDragStart }: LedgerColumnActions,
): DataTableColumn<Transaction>[] {
  const { typeId, can, rank, showBalance, editable, reorderable } = view;
  const { ledger, rows, modes, busy } = store;
  return [
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
                    onDragStart={(event) => onDragStart(row.id, event)}
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
}
