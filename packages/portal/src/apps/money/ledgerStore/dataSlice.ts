import { DEFAULT_MODES } from '../ledgerLogic';
import { moneyApi } from '../api';
import { rowFetcher } from './fetchRows';
import type { LedgerDataSlice, LedgerSlice } from './types';

/** The ledger and its rows: a new ledger starts from a clean screen (modes, editing and busy marks too). */
export const ledgerDataSlice: LedgerSlice<LedgerDataSlice> = (set, get) => {
  const fetchRows = rowFetcher(set, get);
  return {
    ledgerId: 0,
    ledger: null,
    rows: [],
    opening: null,
    currentBalance: null,
    page: 1,
    total: 0,
    loading: false,
    failed: false,

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
        failed: false,
        modes: DEFAULT_MODES,
        editing: null,
        busy: new Set(),
      });
      const ledger = await moneyApi.getLedger(ledgerId);
      if (get().ledgerId !== ledgerId) return;
      if (!ledger) {
        set({ loading: false, failed: true });
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
  };
};
