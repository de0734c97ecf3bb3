import { HTTPError } from 'ky';
import { DEFAULT_MODES } from '../ledgerLogic';
import { moneyApi } from '../api';
import { rowFetcher } from './fetchRows';
import type { LedgerDataSlice, LedgerSlice } from './types';

/** The ledger and its rows: a new ledger starts from a clean screen (modes, editing and busy marks too). */
/** A ledger not loaded yet: no rows, page 1, no failure (a fresh object each time: the rows are the state's own). */
const noLedger = (): Pick<
  LedgerDataSlice,
  'ledger' | 'rows' | 'opening' | 'currentBalance' | 'page' | 'total' | 'failed' | 'missing'
> => ({
  ledger: null,
  rows: [],
  opening: null,
  currentBalance: null,
  page: 1,
  total: 0,
  failed: false,
  missing: false,
});

export const ledgerDataSlice: LedgerSlice<LedgerDataSlice> = (set, get) => {
  const fetchRows = rowFetcher(set, get);
  return {
    ledgerId: 0,
    ...noLedger(),
    loading: false,

    async load(ledgerId) {
      set({
        ledgerId,
        ...noLedger(),
        loading: true,
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
