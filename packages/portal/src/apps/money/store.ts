// The Ledger Transactions screen's state (apps.md sections 2 and 4): the ledger, its live rows (loaded 1000 at a
// time) or a page of historical ones, the modes, and the one field being edited.
import { create } from 'zustand';
import type { Ledger, Transaction } from '@lcars/api/contract';
import { pushToast } from '../../core/stores/toasts';
import { moneyApi } from './api';
import {
  BalanceModeId,
  ERROR_DURATION,
  HISTORICAL_PAGE_SIZE,
  LIVE_LOCAL_PAGE_SIZE,
  LIVE_REQUEST_SIZE,
  MoneyMessages,
} from './constants';
import {
  DEFAULT_MODES,
  canReconcile,
  moveRow,
  newTransaction,
  openingBalance,
  shouldSendUpdate,
  signedFor,
  sortRows,
  withAlwaysEdit,
  withBalances,
  withHistorical,
  withViewOnly,
  type EditableField,
  type LedgerModes,
} from './ledgerLogic';

export interface EditingCell {
  id: number;
  field: EditableField;
}

export interface LedgerScreenState {
  ledgerId: number;
  ledger: Ledger | null;
  rows: Transaction[];
  /** The balance before the first live row as the viewer sees it; null without a balance column. */
  opening: number | null;
  currentBalance: number | null;
  /** Historical paging (10 a page). */
  page: number;
  total: number;
  loading: boolean;
  modes: LedgerModes;
  editing: EditingCell | null;
  /** Ids with a call under way. */
  busy: ReadonlySet<number>;
  load: (ledgerId: number) => Promise<void>;
  reload: () => Promise<void>;
  setPage: (page: number) => Promise<void>;
  setViewOnly: (viewOnly: boolean) => void;
  setAlwaysEdit: (alwaysEdit: boolean) => void;
  setHistorical: (historical: boolean) => void;
  startEdit: (cell: EditingCell) => void;
  cancelEdit: () => void;
  /** Saves one field; a failed save reverts to the old value. Resolves whether the value now stands. */
  commit: (id: number, field: EditableField, value: string | number) => Promise<boolean>;
  toggleInitiated: (id: number) => Promise<void>;
  toggleType: (id: number) => Promise<void>;
  reconcile: (id: number) => Promise<void>;
  remove: (id: number) => Promise<void>;
  addNew: () => void;
  saveNew: () => Promise<boolean>;
  move: (from: number, to: number) => Promise<void>;
}

const isRank = (ledger: Ledger | null): boolean => !!ledger && (ledger.keepOrder || ledger.enableRankOrder);

/** Every live row, 1000 a request: keyset pages while the server offers a cursor, numbered pages otherwise. */
async function loadLive(
  ledgerId: number,
): Promise<{ rows: Transaction[]; currentBalance: number | null } | null> {
  const rows: Transaction[] = [];
  let currentBalance: number | null = null;
  let after: string | undefined;
  let page = 1;
  for (;;) {
    const answer = await moneyApi.transactions(ledgerId, false, {
      filterBy: '',
      itemsPerPage: LIVE_REQUEST_SIZE,
      page: after === undefined ? page : 1,
      sortDirection: 'asc',
      ...(after !== undefined && { after }),
    });
    if (!answer) return null;
    rows.push(...answer.records);
    currentBalance = answer.currentBalance;
    const more = answer.records.length === LIVE_REQUEST_SIZE && rows.length < answer.total;
    if (!more || rows.length >= LIVE_LOCAL_PAGE_SIZE * 10) break;
    if (answer.nextCursor) after = answer.nextCursor;
    else {
      after = undefined;
      page += 1;
    }
  }
  return { rows, currentBalance };
}

function withBusy(busy: ReadonlySet<number>, id: number, on: boolean): ReadonlySet<number> {
  const next = new Set(busy);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

export const useLedgerStore = create<LedgerScreenState>()((set, get) => {
  /** Re-sorts and recomputes the running balances after a local change. */
  const settle = (
    rows: Transaction[],
    opening = get().opening,
  ): Pick<LedgerScreenState, 'rows' | 'opening'> => {
    const ledger = get().ledger;
    return {
      rows: withBalances(sortRows(rows, isRank(ledger)), opening, ledger?.signReversed ?? false),
      opening,
    };
  };
  const seen = (amount: number): number => (get().ledger?.signReversed ? -amount : amount);
  /** The ledger's balance moves with its own rows in balance modes Self and Account. */
  const moveBalance = (delta: number): Pick<LedgerScreenState, 'currentBalance'> => {
    const { currentBalance, ledger } = get();
    const moves =
      ledger?.balanceModeId === BalanceModeId.Self || ledger?.balanceModeId === BalanceModeId.Account;
    return {
      currentBalance: currentBalance !== null && moves ? currentBalance + seen(delta) : currentBalance,
    };
  };
  const replace = (id: number, update: (row: Transaction) => Transaction): Transaction[] =>
    get().rows.map((row) => (row.id === id ? update(row) : row));
  const rowOf = (id: number): Transaction | undefined => get().rows.find((row) => row.id === id);
  const busy = (id: number, on: boolean) => set({ busy: withBusy(get().busy, id, on) });

  const fetchRows = async (): Promise<void> => {
    const { ledgerId, modes, page } = get();
    set({ loading: true });
    if (modes.historical) {
      const answer = await moneyApi.transactions(ledgerId, true, {
        filterBy: '',
        itemsPerPage: HISTORICAL_PAGE_SIZE,
        page,
        sortDirection: 'desc',
      });
      if (get().ledgerId !== ledgerId) return;
      set({
        rows: answer?.records ?? [],
        total: answer?.total ?? 0,
        currentBalance: answer?.currentBalance ?? get().currentBalance,
        opening: null,
        loading: false,
      });
      return;
    }
    const answer = await loadLive(ledgerId);
    if (get().ledgerId !== ledgerId || get().modes.historical) return;
    const rows = answer?.rows ?? [];
    const reversed = get().ledger?.signReversed ?? false;
    const current = answer?.currentBalance ?? null;
    // Without a row to read it from (an empty ledger), the opening is the balance less the live rows.
    const opening =
      openingBalance(rows, reversed) ??
      (current === null
        ? null
        : current - rows.reduce((sum, row) => sum + (reversed ? -row.amount : row.amount), 0));
    set({
      ...settle(rows, opening),
      total: rows.length,
      currentBalance: answer?.currentBalance ?? null,
      loading: false,
    });
  };

  return {
    ledgerId: 0,
    ledger: null,
    rows: [],
    opening: null,
    currentBalance: null,
    page: 1,
    total: 0,
    loading: false,
    modes: DEFAULT_MODES,
    editing: null,
    busy: new Set(),

    async load(ledgerId) {
      set({
        ledgerId,
        ledger: null,
        rows: [],
        opening: null,
        currentBalance: null,
        page: 1,
        total: 0,
        loading: true,
        modes: DEFAULT_MODES,
        editing: null,
        busy: new Set(),
      });
      const ledger = await moneyApi.getLedger(ledgerId);
      if (get().ledgerId !== ledgerId) return;
      if (!ledger) {
        set({ loading: false });
        return;
      }
      set({ ledger, currentBalance: ledger.currentBalance });
      await fetchRows();
    },
    reload: fetchRows,
    async setPage(page) {
      set({ page });
      await fetchRows();
    },

    setViewOnly(viewOnly) {
      const before = get().modes;
      const modes = withViewOnly(before, viewOnly);
      set({ modes, editing: null });
      if (before.historical !== modes.historical) {
        set({ page: 1 });
        void fetchRows();
      }
    },
    setAlwaysEdit(alwaysEdit) {
      set({ modes: withAlwaysEdit(get().modes, alwaysEdit), editing: null });
    },
    setHistorical(historical) {
      const { modes: before, ledger } = get();
      const modes = withHistorical(before, historical, ledger?.ledgerTypeId ?? 0);
      if (modes === before) return;
      set({ modes, page: 1, rows: [], editing: null });
      void fetchRows();
    },

    startEdit(cell) {
      set({ editing: cell });
    },
    cancelEdit() {
      set({ editing: null });
    },

    async commit(id, field, value) {
      const row = rowOf(id);
      if (!row) return false;
      const before = field === 'amount' ? Math.abs(row.amount) : row[field];
      const apply = (target: Transaction, next: string | number): Transaction =>
        field === 'amount'
          ? { ...target, amount: signedFor(Number(next), target.transactionTypeId) }
          : { ...target, [field]: next };
      set({ editing: null });
      if (!shouldSendUpdate(field, before, value)) return true;
      const updated = apply(row, value);
      const delta = updated.amount - row.amount;
      // A new unsaved row changes only here; it is sent with its own save.
      if (id === 0) {
        set(settle(replace(0, () => updated)));
        return true;
      }
      set({ ...settle(replace(id, () => updated)), ...moveBalance(delta) });
      busy(id, true);
      const answer = await moneyApi.updateTransaction({
        id,
        ledgerId: row.ledgerId,
        transactionType: row.transactionTypeId,
        property: field,
        value,
      });
      busy(id, false);
      if (!answer) {
        // A failed save reverts to the old value (apps.md section 4).
        set({ ...settle(replace(id, (current) => apply(current, before))), ...moveBalance(-delta) });
        return false;
      }
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
      // A new unsaved transaction is only removed locally (apps.md section 4).
      if (id === 0) {
        set({ ...settle(drop()), editing: null });
        return;
      }
      busy(id, true);
      const answer = await moneyApi.deleteTransaction(id);
      busy(id, false);
      // A failed delete only stops loading (apps.md section 8).
      if (!answer) return;
      set({ ...settle(drop()), ...moveBalance(-row.amount), total: get().total - 1, editing: null });
    },

    addNew() {
      const { rows, ledgerId, modes } = get();
      if (modes.viewOnly || modes.historical || rows.some((row) => row.id === 0)) return;
      const maxOrder = rows.reduce((max, row) => Math.max(max, row.orderId), 0);
      set({
        ...settle([...rows, newTransaction(ledgerId, maxOrder + 1)]),
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
      return true;
    },

    async move(from, to) {
      const { rows, ledgerId } = get();
      const moved = moveRow(rows, from, to);
      if (moved.sortedItems.length === 0) return;
      set(settle(moved.rows));
      const answer = await moneyApi.saveOrder(ledgerId, moved.sortedItems);
      if (!answer) {
        pushToast({ type: 'error', title: MoneyMessages.sortOrderFailed, duration: ERROR_DURATION });
        set(settle(rows));
      }
    },
  };
});
