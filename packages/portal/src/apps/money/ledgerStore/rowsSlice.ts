import type { Transaction } from '@lcars/contract/money';
import { toastError } from '../../../kit';
import { moneyApi } from '../api';
import { MONEY_MESSAGES } from '@lcars/contract/money';
import {
  canReconcile,
  defaultTypeFor,
  moveRow,
  newTransaction,
  shouldSendUpdate,
  signedFor,
} from '../ledgerLogic';
import { isRank, ledgerRowTools } from './rowTools';
import type { LedgerRowsSlice, LedgerSlice } from './types';
import { deletedExtras, offerUndoAdd, offerUndoDelete, offerUndoEdit, offerUndoToggle } from './undo';

/** The changes to transactions, each shown at once and reverted when its call fails. */
export const ledgerRowsSlice: LedgerSlice<LedgerRowsSlice> = (set, get) => {
  const { settle, seen, moveBalance, replace, rowOf, busy } = ledgerRowTools(set, get);
  return {
    busy: new Set(),

    async commit(id, field, value, typeId) {
      const row = rowOf(id);
      if (!row) return false;
      const before = field === 'amount' ? Math.abs(row.amount) : row[field];
      const typeBefore = row.transactionTypeId;
      const typeAfter = field === 'amount' ? (typeId ?? typeBefore) : typeBefore;
      const apply = (target: Transaction, next: string | number, type: number): Transaction =>
        field === 'amount'
          ? { ...target, transactionTypeId: type, amount: signedFor(Number(next), type) }
          : { ...target, [field]: next };
      set({ editing: null });
      if (typeAfter === typeBefore && !shouldSendUpdate(field, before, value)) return true;
      const updated = apply(row, value, typeAfter);
      const delta = updated.amount - row.amount;
      // A new unsaved row changes only here; it is sent with its own save.
      if (id === 0) {
        set(settle(replace(0, () => updated)));
        return true;
      }
      set({ ...settle(replace(id, () => updated)), ...moveBalance(delta) });
      busy(id, true);
      // The type goes with an amount, so a sign typed with it is saved in the same write.
      const answer = await moneyApi.updateTransaction({
        id,
        ledgerId: row.ledgerId,
        transactionType: typeAfter,
        property: field,
        value,
      });
      busy(id, false);
      if (!answer) {
        // A failed save reverts to the old value, so the row shows what the server holds.
        set({
          ...settle(replace(id, (current) => apply(current, before, typeBefore))),
          ...moveBalance(-delta),
        });
        return false;
      }
      offerUndoEdit(get, row, field, before);
      return true;
    },

    async toggleInitiated(id) {
      const row = rowOf(id);
      if (!row) return;
      const next = !row.transactionInitiated;
      set({ rows: replace(id, (current) => ({ ...current, transactionInitiated: next })) });
      if (id === 0) return;
      busy(id, true);
      const answer = await moneyApi.updateTransaction({
        id,
        ledgerId: row.ledgerId,
        transactionType: row.transactionTypeId,
        property: 'initiated',
        value: next,
      });
      busy(id, false);
      if (!answer) set({ rows: replace(id, (current) => ({ ...current, transactionInitiated: !next })) });
      else offerUndoToggle(get, row, 'initiated');
    },

    async toggleType(id) {
      const row = rowOf(id);
      if (!row) return;
      const flip = (target: Transaction): Transaction => {
        const typeId = target.transactionTypeId === 2 ? 1 : 2;
        return { ...target, transactionTypeId: typeId, amount: signedFor(target.amount, typeId) };
      };
      const delta = flip(row).amount - row.amount;
      if (id === 0) {
        set(settle(replace(0, flip)));
        return;
      }
      set({ ...settle(replace(id, flip)), ...moveBalance(delta) });
      busy(id, true);
      const answer = await moneyApi.updateTransaction({
        id,
        ledgerId: row.ledgerId,
        transactionType: row.transactionTypeId,
        property: 'type',
      });
      busy(id, false);
      if (!answer) set({ ...settle(replace(id, flip)), ...moveBalance(-delta) });
      else offerUndoToggle(get, row, 'type');
    },

    async reconcile(id) {
      const { ledger } = get();
      const row = rowOf(id);
      if (!row || !ledger || !canReconcile(row, ledger.ledgerTypeId)) return;
      busy(id, true);
      const answer = await moneyApi.reconcile(id);
      busy(id, false);
      if (!answer) return;
      // A reconciled row leaves the live set; the rows before it now count it in their opening.
      const { opening } = get();
      const rows = get().rows.filter((candidate) => candidate.id !== id);
      set({ ...settle(rows, opening === null ? null : opening + seen(row.amount)), total: get().total - 1 });
    },

    async remove(id) {
      const row = rowOf(id);
      if (!row) return;
      const drop = () => get().rows.filter((candidate) => candidate.id !== id);
      // A new unsaved transaction is only removed locally: the server never had it.
      if (id === 0) {
        set({ ...settle(drop()), editing: null });
        return;
      }
      busy(id, true);
      // What the delete takes beyond the row's own fields (category, payee, split, a transfer's other side)
      // is read first, so that its undo loses nothing.
      const extras = await deletedExtras(row);
      const answer = await moneyApi.deleteTransaction(id);
      busy(id, false);
      // A failed delete only stops loading; the call's failure was already toasted.
      if (!answer) return;
      set({ ...settle(drop()), ...moveBalance(-row.amount), total: get().total - 1, editing: null });
      offerUndoDelete(get, row, extras);
    },

    addNew() {
      const { rows, ledgerId, modes } = get();
      if (modes.viewOnly || modes.historical || rows.some((row) => row.id === 0)) return;
      const maxOrder = rows.reduce((max, row) => Math.max(max, row.orderId), 0);
      set({
        ...settle([...rows, newTransaction(ledgerId, maxOrder + 1, undefined, defaultTypeFor(rows))]),
        editing: { id: 0, field: 'memo' },
      });
    },

    async saveNew() {
      const { ledgerId, ledger } = get();
      const row = rowOf(0);
      if (!row) return false;
      busy(0, true);
      const saved = await moneyApi.addTransaction(ledgerId, {
        amount: row.amount,
        memo: row.memo,
        transactionDate: row.transactionDate,
        transactionTypeId: row.transactionTypeId === 1 ? 1 : 2,
        transactionInitiated: row.transactionInitiated,
        ...(isRank(ledger) && { orderId: row.orderId }),
      });
      busy(0, false);
      if (!saved) return false;
      set({
        ...settle(replace(0, () => ({ ...saved, balance: null }))),
        ...moveBalance(saved.amount),
        total: get().total + 1,
        editing: null,
      });
      offerUndoAdd(get, saved);
      return true;
    },

    async move(from, to) {
      const { rows, ledgerId } = get();
      const moved = moveRow(rows, from, to);
      if (moved.sortedItems.length === 0) return;
      set(settle(moved.rows));
      const answer = await moneyApi.saveOrder(ledgerId, moved.sortedItems);
      if (!answer) {
        toastError(MONEY_MESSAGES.sortOrderFailed);
        set(settle(rows));
      }
    },
  };
};
