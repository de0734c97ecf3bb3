import type { DragEvent } from 'react';
import { MoneyAmount } from '../../components/MoneyAmount';
import { moneyMovesApi } from '../../movesApi';
import * as movesStyles from './moves/moves.css';
import type { DataTableColumn } from '@lcars/ui';
import type { Transaction } from '@lcars/contract/money';
import { Amount } from '../../../../kit';
import { canReconcile, type availability } from '../../ledgerLogic';
import type { LedgerScreenState } from '../../store';
import { EditableCell } from '../../components/TransactionCells';
import { Icon } from '../../../../shell/icons';
import * as styles from '../../money.css';
import { categoryColumn, type LedgerTags } from './tags';

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
  /** A phone: the item cell carries the date, status and actions; amount and balance (view only) beside it. */
  phone?: boolean;
  /** The row a search result opened the ledger at, marked (money-moves). */
  highlight?: number | null;
  /** Categories, payees and splits of the rows (online; absent offline). */
  tags?: LedgerTags;
}

/** The id of the opening balance row the live view starts with (never a saved transaction's id). */
export const OPENING_ROW_ID = -1;

/** The row before the first open transaction: the balance the reconciled rows carry (issue 21). */
export function openingRow(ledgerId: number, balance: number): Transaction {
  return {
    id: OPENING_ROW_ID,
    ledgerId,
    amount: 0,
    amountD: '0.00',
    memo: 'Opening balance',
    transactionDate: '',
    reconciliationDate: null,
    reconciled: true,
    archived: false,
    orderId: 0,
    transactionInitiated: false,
    transactionTypeId: 1,
    automatedTransaction: false,
    balance,
  };
}

/** What the opening row shows in a column: its name, its balance, nothing else. */
function openingCell(key: string, row: Transaction) {
  switch (key) {
    case 'status':
      return <span className={`${styles.tag} ${styles.tagTone.reconciled}`}>Carried</span>;
    case 'memo':
      return <span className={styles.openingName}>Opening balance</span>;
    case 'balance':
      return <Amount cents={row.balance} />;
    default:
      return null;
  }
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
 * The Ledger Transactions table's columns: status, reconciliation date (historical),
 * rank with drag handle and move buttons (rank-ordered) or date, item, amount, balance and the row's actions.
 */
export function ledgerColumns(
  view: LedgerView,
  { store, remove, indexOf, onDragStart }: LedgerColumnActions,
): DataTableColumn<Transaction>[] {
  const { typeId, can, rank, showBalance, editable, reorderable, phone = false } = view;
  const { ledger, rows, modes, busy } = store;
  const full: DataTableColumn<Transaction>[] = [
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
            render: (row: Transaction) => (
              <span className={styles.cellLine}>
                {row.reconciliationDate?.slice(0, 10) ?? ''}
                {/* Reconciled to a statement and locked: unlocked only on purpose (money-moves). */}
                {row.locked && ledger?.canEdit ? (
                  <button
                    type="button"
                    className={styles.tag}
                    aria-label={`Unlock ${nameOf(row)}`}
                    onClick={() => void moneyMovesApi.unlock(row.id).then(() => store.reload())}
                  >
                    Unlock
                  </button>
                ) : null}
              </span>
            ),
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
          display={
            row.id === view.highlight ? (
              <span className={movesStyles.highlight} data-testid="highlighted-row">
                {row.memo || '(no item)'}
              </span>
            ) : (
              row.memo || <span className={styles.muted}>(no item)</span>
            )
          }
          canEdit={editable}
          alwaysEditing={can.alwaysEditing}
        />
      ),
    },
    ...(view.tags ? [categoryColumn(view.tags, editable, nameOf)] : []),
    {
      key: 'amount',
      header: 'Amount',
      width: 140,
      align: 'end',
      render: (row) => (
        <EditableCell
          row={row}
          field="amount"
          display={<MoneyAmount cents={row.amount} currency={ledger?.currency} />}
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
            render: (row: Transaction) => <MoneyAmount cents={row.balance} currency={ledger?.currency} />,
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
                  <Icon name="delete" size={18} />
                </button>
              </span>
            ),
          },
        ]
      : []),
  ];
  const columns = phone ? phoneLedgerColumns(full, showBalance && !editable) : full;
  return columns.map((column) => {
    const render = column.render;
    return {
      ...column,
      render: (row: Transaction) =>
        row.id === OPENING_ROW_ID ? openingCell(column.key, row) : render ? render(row) : null,
    };
  });
}

/**
 * A phone's columns (issue 21: no sideways scrolling at 390 px): the item with the date or rank, status and
 * actions under it, then the amount, and the balance while only viewing.
 */
function phoneLedgerColumns(
  full: DataTableColumn<Transaction>[],
  withBalance: boolean,
): DataTableColumn<Transaction>[] {
  const byKey = (key: string) => full.find((column) => column.key === key);
  const memo = byKey('memo');
  const amount = byKey('amount');
  const balance = byKey('balance');
  const meta = ['transactionDate', 'orderId', 'reconciliationDate', 'status', 'category', 'actions']
    .map(byKey)
    .filter((column): column is DataTableColumn<Transaction> => column !== undefined);
  if (!memo || !amount) return full;
  return [
    {
      ...memo,
      width: '1fr',
      render: (row) =>
        row.id === OPENING_ROW_ID ? (
          openingCell('memo', row)
        ) : (
          <span className={styles.phoneCell}>
            <span className={styles.phoneMain}>{memo.render?.(row)}</span>
            <span className={styles.phoneMeta}>
              {meta.map((column) => (
                <span key={column.key} className={styles.phoneMetaItem}>
                  {column.render?.(row)}
                </span>
              ))}
            </span>
          </span>
        ),
    },
    { ...amount, width: 96 },
    ...(withBalance && balance ? [{ ...balance, width: 96 }] : []),
  ];
}
