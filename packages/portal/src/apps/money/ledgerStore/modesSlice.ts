import { DEFAULT_MODES, withAlwaysEdit, withHistorical, withViewOnly } from '../ledgerLogic';
import { rowFetcher } from './fetchRows';
import type { LedgerModesSlice, LedgerSlice } from './types';

/** The modes; leaving or entering historical mode loads the other set of rows. */
export const ledgerModesSlice: LedgerSlice<LedgerModesSlice> = (set, get) => {
  const fetchRows = rowFetcher(set, get);
  return {
    modes: DEFAULT_MODES,
    editing: null,

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
    setHistorical(historical, page = 1) {
      const { modes: before, ledger } = get();
      const modes = withHistorical(before, historical, ledger?.ledgerTypeId ?? 0);
      if (modes === before) return;
      set({ modes, page, rows: [], editing: null });
      void fetchRows();
    },

    startEdit(cell) {
      set({ editing: cell });
    },
    cancelEdit() {
      set({ editing: null });
    },
  };
};
