import { HTTPError } from 'ky';
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
    missing: false,

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
        missing: false,
        modes: DEFAULT_MODES,
        editing: null,
        busy: new Set(),
      });
      let missing = false;
      const ledger = await moneyApi.getLedger(ledgerId, {
        error: (error) => {
          missing = error instanceof HTTPError && error.response.status === 404;
        },
      });
      if (get().ledgerId !== ledgerId) return;
      if (!ledger) {
        set({ loading: false, failed: true, missing });
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
