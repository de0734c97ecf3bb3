// The Ledger Transactions screen's state: the ledger, its live rows (loaded 1000 at a
// time) or a page of historical ones, the modes, and the one field being edited. One store of three slices
// (ledgerStore/): the data, the modes, the changes to rows.
import { create } from 'zustand';
import { ledgerDataSlice } from './ledgerStore/dataSlice';
import { ledgerModesSlice } from './ledgerStore/modesSlice';
import { ledgerRowsSlice } from './ledgerStore/rowsSlice';
import type { LedgerScreenState } from './ledgerStore/types';

export type { EditingCell, LedgerScreenState } from './ledgerStore/types';

export const useLedgerStore = create<LedgerScreenState>()((...slice) => ({
  ...ledgerDataSlice(...slice),
  ...ledgerModesSlice(...slice),
  ...ledgerRowsSlice(...slice),
}));
