import type { StateCreator } from 'zustand';
import type { Ledger, Transaction } from '@lcars/contract/money';
import type { EditableField, LedgerModes } from '../ledgerLogic';

export interface EditingCell {
  id: number;
  field: EditableField;
}

/** The ledger and its rows: loading, historical paging and the balances. */
export interface LedgerDataSlice {
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
  /** The last load of the ledger or its rows got no answer (offline, or a failure already toasted). */
  failed: boolean;
  /** The ledger does not exist, or is not shared with this user (the server answered 404). */
  missing: boolean;
  load: (ledgerId: number) => Promise<void>;
  reload: () => Promise<void>;
  setPage: (page: number) => Promise<void>;
}

/** The screen's modes (view only, always edit, historical) and the one field being edited. */
export interface LedgerModesSlice {
  modes: LedgerModes;
  editing: EditingCell | null;
  setViewOnly: (viewOnly: boolean) => void;
  setAlwaysEdit: (alwaysEdit: boolean) => void;
  /** Into or out of the historical view, at `page` of it (1 unless given). */
  setHistorical: (historical: boolean, page?: number) => void;
  startEdit: (cell: EditingCell) => void;
  cancelEdit: () => void;
}

/** The changes to transactions: field edits, toggles, reconcile, delete, add and reorder. */
export interface LedgerRowsSlice {
  /** Ids with a call under way. */
  busy: ReadonlySet<number>;
  /**
   * Saves one field; a failed save reverts to the old value. Resolves whether the value now stands. An amount
   * may bring the type its typed sign asks for (1 deposit, 2 withdrawal), saved with it.
   */
  commit: (id: number, field: EditableField, value: string | number, typeId?: 1 | 2) => Promise<boolean>;
  toggleInitiated: (id: number) => Promise<void>;
  toggleType: (id: number) => Promise<void>;
  reconcile: (id: number) => Promise<void>;
  remove: (id: number) => Promise<void>;
  addNew: () => void;
  saveNew: () => Promise<boolean>;
  move: (from: number, to: number) => Promise<void>;
}

export type LedgerScreenState = LedgerDataSlice & LedgerModesSlice & LedgerRowsSlice;

/** One slice of the store, zustand's way: it sees (and sets) the whole screen state. */
export type LedgerSlice<T> = StateCreator<LedgerScreenState, [], [], T>;
export type SetLedger = Parameters<LedgerSlice<unknown>>[0];
export type GetLedger = Parameters<LedgerSlice<unknown>>[1];
