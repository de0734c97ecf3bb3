// The Ledger Transactions screen's rules as pure functions, tested in Node.
import type { Transaction } from '@lcars/contract/money';
import { formatCurrency } from '@lcars/ui/input';
import { LedgerType, NO_HISTORY_LEDGER_TYPES } from '@lcars/contract/money';

/** View-only (the default) or edit; always-edit only while editing; historical only from view-only. */
export interface LedgerModes {
  viewOnly: boolean;
  alwaysEdit: boolean;
  historical: boolean;
}

export const DEFAULT_MODES: LedgerModes = { viewOnly: true, alwaysEdit: false, historical: false };

export const hasHistory = (ledgerTypeId: number): boolean => !NO_HISTORY_LEDGER_TYPES.includes(ledgerTypeId);

/** Which toolbar toggles and actions are available in these modes. */
export function availability(modes: LedgerModes, ledgerTypeId: number) {
  return {
    alwaysEdit: !modes.viewOnly,
    historical: modes.viewOnly && hasHistory(ledgerTypeId),
    add: !modes.historical && !modes.viewOnly,
    /** Cells can be edited (one field at a time, or every field in always-edit). */
    edit: !modes.viewOnly && !modes.historical,
    /** Every editable cell shows its editor. */
    alwaysEditing: !modes.viewOnly && !modes.historical && modes.alwaysEdit,
  };
}

/** Leaving view-only leaves historical mode (historical is available only in view-only). */
export function withViewOnly(modes: LedgerModes, viewOnly: boolean): LedgerModes {
  return viewOnly ? { ...modes, viewOnly } : { ...modes, viewOnly, historical: false };
}

/** Always-edit can change only while editing. */
export function withAlwaysEdit(modes: LedgerModes, alwaysEdit: boolean): LedgerModes {
  return modes.viewOnly ? modes : { ...modes, alwaysEdit };
}

/** Historical only from view-only and for ledger types other than 5 and 99; turning it on ends always-edit. */
export function withHistorical(modes: LedgerModes, historical: boolean, ledgerTypeId: number): LedgerModes {
  if (historical && !availability(modes, ledgerTypeId).historical) return modes;
  return historical ? { ...modes, historical, alwaysEdit: false } : { ...modes, historical };
}

export type TransactionProperty = 'amount' | 'memo' | 'orderId' | 'transactionDate' | 'initiated' | 'type';
export type EditableField = 'amount' | 'memo' | 'orderId' | 'transactionDate';

/** An update is sent only if the value changed, always for the initiated and type toggles. */
export function shouldSendUpdate(property: TransactionProperty, before: unknown, after: unknown): boolean {
  if (property === 'initiated' || property === 'type') return true;
  return before !== after;
}

/** Reconcile is allowed for initiated transactions, or any transaction of an Account ledger (type 3). */
export function canReconcile(transaction: Transaction, ledgerTypeId: number): boolean {
  if (transaction.id === 0 || transaction.reconciled) return false;
  return transaction.transactionInitiated || ledgerTypeId === LedgerType.Account;
}

/** Rank order (keepOrder or enableRankOrder) sorts by orderId; otherwise by date. Unsaved rows go last. */
export function sortRows(rows: readonly Transaction[], rank: boolean): Transaction[] {
  return [...rows].sort((a, b) => {
    if ((a.id === 0) !== (b.id === 0)) return a.id === 0 ? 1 : -1;
    const primary = rank ? a.orderId - b.orderId : a.transactionDate.localeCompare(b.transactionDate);
    return primary !== 0 ? primary : a.id - b.id;
  });
}

/**
 * The balance before the first row, from a page the server computed. Amounts and balances come as the viewer
 * sees them (a right-group user gets both with the sign reversed), so each row's balance is the one before
 * it plus its amount for every viewer.
 */
export function openingBalance(rows: readonly Transaction[]): number | null {
  const first = rows.find((row) => row.id !== 0);
  if (!first || first.balance === null) return null;
  return first.balance - first.amount;
}

/** Running balances from an opening balance, in row order (the server's own rule); null keeps them empty. */
export function withBalances(rows: readonly Transaction[], opening: number | null): Transaction[] {
  if (opening === null) return rows.map((row) => (row.balance === null ? row : { ...row, balance: null }));
  let running = opening;
  return rows.map((row) => {
    running += row.amount;
    return row.balance === running ? row : { ...row, balance: running };
  });
}

/** Moves a row and numbers the ranks 1..n; answers the new rows and the changed ranks to save. */
export function moveRow(
  rows: readonly Transaction[],
  from: number,
  to: number,
): { rows: Transaction[]; sortedItems: { id: number; orderId: number }[] } {
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (!moved || from === to || to < 0 || to > rows.length - 1) return { rows: [...rows], sortedItems: [] };
  next.splice(to, 0, moved);
  const sortedItems: { id: number; orderId: number }[] = [];
  const ranked = next.map((row, index) => {
    const orderId = index + 1;
    if (row.orderId === orderId) return row;
    if (row.id !== 0) sortedItems.push({ id: row.id, orderId });
    return { ...row, orderId };
  });
  return { rows: ranked, sortedItems };
}

/** A signed amount with the sign its type gives (1 deposit positive, 2 withdrawal negative). */
export function signedFor(magnitude: number, transactionTypeId: number): number {
  return transactionTypeId === 2 ? -Math.abs(magnitude) : Math.abs(magnitude);
}

export const formatAmount = (cents: number): string => formatCurrency(cents);

/** What an amount editor shows: the magnitude (the type gives the sign), in the currency's minor units. */
export const amountEditText = (cents: number, digits = 2): string =>
  digits === 2
    ? formatCurrency(Math.abs(cents)).replace(/^\$/, '')
    : (Math.abs(cents) / 10 ** digits).toLocaleString('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });

/** The type a sign typed with an amount asks for: a minus (or brackets) a withdrawal, a plus a deposit. */
export type TypedSign = 1 | 2 | null;

/**
 * Parses an amount typed into the editor ('1,234.5', '$12', '-45.67', '(3.00)'): its size in cents and the
 * type its sign asks for (null when it has none: the row's type stands), or a reason. A minus never vanishes:
 * '-45.67' typed into a deposit makes it a withdrawal (issue 29).
 */
export function parseAmount(
  text: string,
  /** The currency's minor units: 2 for USD, 0 for JPY, 3 for BHD (minorUnits). */
  digits = 2,
): { cents: number; typeId: TypedSign } | { error: string } {
  let plain = text.trim().replace(/[\s,$]/g, '');
  let typeId: TypedSign = null;
  const bracketed = /^\((.*)\)$/.exec(plain);
  if (bracketed) {
    plain = bracketed[1] ?? '';
    typeId = 2;
  }
  // U+2212 is the minus the editor's own "− Out" shows.
  const sign = /^[-+\u2212]/.exec(plain)?.[0];
  if (sign !== undefined) {
    if (typeId !== null) return { error: 'Enter an amount, e.g. 12.34.' };
    typeId = sign === '+' ? 1 : 2;
    plain = plain.slice(1);
  }
  const example = digits === 0 ? '1234' : `12.${'3456'.slice(0, digits)}`;
  const [whole = '', fraction = '', extra] = plain.split('.');
  if (extra !== undefined || plain === '' || plain === '.' || !/^\d*$/.test(whole) || !/^\d*$/.test(fraction))
    return { error: `Enter an amount, e.g. ${example}.` };
  if (fraction.length > digits)
    return { error: digits === 0 ? 'This currency has no decimals.' : `Enter at most ${digits} decimals.` };
  if (whole.length > 13) return { error: 'The amount is too large.' };
  return { cents: Number(whole || '0') * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0'), typeId };
}

/** Year-month-day with one- or two-digit month and day, normalised; null if not a date. */
export function parseLedgerDate(text: string): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The type a new transaction starts with: that of the ledger's most recently entered transaction, or a
 * deposit in an empty ledger (typing 2000 for a pay cheque must not record a withdrawal).
 */
export function defaultTypeFor(rows: readonly Transaction[]): number {
  let latest: Transaction | undefined;
  for (const row of rows) if (row.id !== 0 && (!latest || row.id > latest.id)) latest = row;
  return latest?.transactionTypeId === 2 ? 2 : 1;
}

/** A new unsaved transaction (id 0): saved with its own action, deleted only locally. */
export function newTransaction(
  ledgerId: number,
  orderId: number,
  date: string = todayIso(),
  transactionTypeId = 1,
): Transaction {
  return {
    id: 0,
    ledgerId,
    amount: 0,
    amountD: '0.00',
    memo: '',
    transactionDate: date,
    reconciliationDate: null,
    reconciled: false,
    archived: false,
    orderId,
    transactionInitiated: false,
    transactionTypeId,
    automatedTransaction: false,
    balance: null,
  };
}
