// Undo of the last change to a transaction, from the toast that reports it (issue 21): an edit is undone by
// saving the old value back, a toggle by toggling again, a delete by putting the transaction back as it was
// (the API's restore: a new id, the same fields). Only the last change can be undone: an older toast's Undo
// says so instead of overwriting what was changed after it.
import type { Transaction } from '@lcars/contract/money';
import { toastInfo, toastUndo } from '../../../kit';
import { moneyDataApi } from '../dataApi';
import type { EditableField } from '../ledgerLogic';
import type { GetLedger } from './types';

let lastChange = 0;
/** While an undo runs, the change it makes offers no undo of its own. */
let undoing = false;

/** Messages of the undo toasts. */
export const UNDO_MESSAGES = {
  edited: 'The transaction was changed.',
  deleted: 'The transaction was deleted.',
  undone: 'The change was undone.',
  notLast: 'Only the last change can be undone.',
} as const;

function offer(title: string, text: string, undo: () => Promise<boolean>): void {
  if (undoing) return;
  const change = ++lastChange;
  toastUndo(
    title,
    () => {
      if (change !== lastChange) {
        toastInfo(UNDO_MESSAGES.notLast);
        return;
      }
      lastChange += 1;
      undoing = true;
      void undo()
        .then((done) => {
          if (done) toastInfo(UNDO_MESSAGES.undone);
        })
        .finally(() => {
          undoing = false;
        });
    },
    text,
  );
}

const labelOf = (row: Transaction): string => row.memo.trim() || row.transactionDate;

/** After a field edit stood: Undo saves the old value back. */
export function offerUndoEdit(
  get: GetLedger,
  row: Transaction,
  field: EditableField,
  before: string | number,
): void {
  offer(UNDO_MESSAGES.edited, labelOf(row), async () => {
    if (get().ledgerId !== row.ledgerId) return false;
    return get().commit(row.id, field, before, row.transactionTypeId === 2 ? 2 : 1);
  });
}

/** After a toggle (type, pending) stood: Undo toggles it back. */
export function offerUndoToggle(get: GetLedger, row: Transaction, toggle: 'type' | 'initiated'): void {
  offer(UNDO_MESSAGES.edited, labelOf(row), async () => {
    if (get().ledgerId !== row.ledgerId) return false;
    await (toggle === 'type' ? get().toggleType(row.id) : get().toggleInitiated(row.id));
    return true;
  });
}

/** After a delete: Undo puts the transaction back and reloads the rows (balances follow). */
export function offerUndoDelete(get: GetLedger, row: Transaction): void {
  offer(UNDO_MESSAGES.deleted, labelOf(row), async () => {
    const restored = await moneyDataApi.restoreTransaction(row.ledgerId, {
      amount: row.amount,
      transactionTypeId: row.transactionTypeId === 2 ? 2 : 1,
      memo: row.memo,
      transactionDate: row.transactionDate,
      transactionInitiated: row.transactionInitiated,
      orderId: row.orderId,
      reconciled: row.reconciled,
      reconciliationDate: row.reconciliationDate,
    });
    if (!restored) return false;
    if (get().ledgerId === row.ledgerId) await get().reload();
    return true;
  });
}
