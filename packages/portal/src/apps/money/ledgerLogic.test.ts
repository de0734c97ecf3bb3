import { describe, expect, it } from 'vitest';
import type { Transaction } from '@lcars/contract/money';
import {
  DEFAULT_MODES,
  availability,
  canReconcile,
  moveRow,
  defaultTypeFor,
  newTransaction,
  openingBalance,
  parseAmount,
  parseLedgerDate,
  shouldSendUpdate,
  sortRows,
  withAlwaysEdit,
  withBalances,
  withHistorical,
  withViewOnly,
} from './ledgerLogic';
import { humanLabel } from './constants';

const row = (id: number, amount: number, extra: Partial<Transaction> = {}): Transaction => ({
  ...newTransaction(1, id),
  id,
  amount,
  transactionTypeId: amount < 0 ? 2 : 1,
  transactionDate: `2026-01-${String(id).padStart(2, '0')}`,
  ...extra,
});

describe('ledger modes', () => {
  it('starts view-only; always-edit only while editing; historical only from view-only', () => {
    expect(DEFAULT_MODES).toEqual({ viewOnly: true, alwaysEdit: false, historical: false });
    expect(availability(DEFAULT_MODES, 1)).toMatchObject({ alwaysEdit: false, historical: true, add: false });
    expect(withAlwaysEdit(DEFAULT_MODES, true)).toBe(DEFAULT_MODES);
    const editing = withViewOnly(DEFAULT_MODES, false);
    expect(availability(editing, 1)).toMatchObject({
      alwaysEdit: true,
      historical: false,
      add: true,
      edit: true,
    });
    expect(withHistorical(editing, true, 1)).toBe(editing);
  });

  it('has no historical view for ledger types 5 and 99', () => {
    expect(availability(DEFAULT_MODES, 5).historical).toBe(false);
    expect(availability(DEFAULT_MODES, 99).historical).toBe(false);
    expect(withHistorical(DEFAULT_MODES, true, 99)).toBe(DEFAULT_MODES);
  });

  it('turning historical on disables always-edit; leaving view-only leaves historical', () => {
    const modes = withHistorical({ viewOnly: true, alwaysEdit: true, historical: false }, true, 1);
    expect(modes).toEqual({ viewOnly: true, alwaysEdit: false, historical: true });
    expect(availability(modes, 1).add).toBe(false);
    expect(withViewOnly(modes, false).historical).toBe(false);
  });
});

describe('transaction rules', () => {
  it('sends an update only when the value changed, always for the toggles', () => {
    expect(shouldSendUpdate('memo', 'a', 'a')).toBe(false);
    expect(shouldSendUpdate('memo', 'a', 'b')).toBe(true);
    expect(shouldSendUpdate('amount', 100, 100)).toBe(false);
    expect(shouldSendUpdate('initiated', true, true)).toBe(true);
    expect(shouldSendUpdate('type', 1, 1)).toBe(true);
  });

  it('reconciles initiated rows, or any row of an Account ledger (type 3)', () => {
    expect(canReconcile(row(1, 10), 1)).toBe(false);
    expect(canReconcile(row(1, 10, { transactionInitiated: true }), 1)).toBe(true);
    expect(canReconcile(row(1, 10), 3)).toBe(true);
    expect(canReconcile(row(0, 10, { transactionInitiated: true }), 3)).toBe(false);
  });

  it('recomputes running balances from the opening balance, amounts and balances as the viewer sees them', () => {
    const rows = [row(1, 1000, { balance: 6000 }), row(2, -250, { balance: 5750 })];
    expect(openingBalance(rows)).toBe(5000);
    expect(withBalances([rows[0]!, { ...rows[1]!, amount: -500 }], 5000).map((r) => r.balance)).toEqual([
      6000, 5500,
    ]);
    // A right-group user gets the amounts reversed along with the balances (issue 21): no second flip here.
    const reversed = [row(1, -1000, { balance: -6000 }), row(2, 250, { balance: -5750 })];
    expect(openingBalance(reversed)).toBe(-5000);
    expect(withBalances(reversed, -5000).map((r) => r.balance)).toEqual([-6000, -5750]);
    expect(withBalances(rows, null).map((r) => r.balance)).toEqual([null, null]);
  });

  it('starts a new transaction with the type of the latest one entered, or a deposit (issue 21)', () => {
    expect(defaultTypeFor([])).toBe(1);
    expect(newTransaction(1, 1).transactionTypeId).toBe(1);
    expect(
      defaultTypeFor([row(5, -10, { transactionTypeId: 2 }), row(9, 10, { transactionTypeId: 1 })]),
    ).toBe(1);
    expect(
      defaultTypeFor([row(9, -10, { transactionTypeId: 2 }), row(5, 10, { transactionTypeId: 1 })]),
    ).toBe(2);
    expect(defaultTypeFor([row(0, -10, { transactionTypeId: 2 })])).toBe(1);
  });

  it('sorts by rank or date with unsaved rows last, and renumbers ranks on a move', () => {
    const rows = [row(3, 1, { orderId: 1 }), row(0, 0, { orderId: 0 }), row(2, 1, { orderId: 2 })];
    expect(sortRows(rows, true).map((r) => r.id)).toEqual([3, 2, 0]);
    expect(sortRows(rows, false).map((r) => r.id)).toEqual([2, 3, 0]);
    const moved = moveRow(sortRows(rows, true).slice(0, 2), 1, 0);
    expect(moved.rows.map((r) => [r.id, r.orderId])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect(moved.sortedItems).toEqual([
      { id: 2, orderId: 1 },
      { id: 3, orderId: 2 },
    ]);
    expect(moveRow(rows, 0, 5).sortedItems).toEqual([]);
  });

  it('parses amounts to cents without floating point, and dates with one-digit parts', () => {
    expect(parseAmount('1,234.5')).toEqual({ cents: 123450, typeId: null });
    expect(parseAmount('0.1')).toEqual({ cents: 10, typeId: null });
    expect(parseAmount('12.345')).toHaveProperty('error');
    expect(parseAmount('abc')).toHaveProperty('error');
    // A currency's own minor units: yen have none, dinars three.
    expect(parseAmount('1,500', 0)).toEqual({ cents: 1500, typeId: null });
    expect(parseAmount('1500.5', 0)).toEqual({ error: 'This currency has no decimals.' });
    expect(parseAmount('1.234', 3)).toEqual({ cents: 1234, typeId: null });
    expect(parseAmount('1.2', 3)).toEqual({ cents: 1200, typeId: null });
    expect(parseAmount('1.2.3')).toHaveProperty('error');
    expect(parseLedgerDate('2026-2-3')).toBe('2026-02-03');
    expect(parseLedgerDate('2026-2-30')).toBeNull();
  });
});

describe('a sign typed with an amount (issue 29: -45.67 was saved as a $45.67 deposit)', () => {
  it('asks for a withdrawal with a minus or brackets, a deposit with a plus, and keeps the type without one', () => {
    expect(parseAmount('-45.67')).toEqual({ cents: 4567, typeId: 2 });
    expect(parseAmount(' − 45.67')).toEqual({ cents: 4567, typeId: 2 });
    expect(parseAmount('-$45.67')).toEqual({ cents: 4567, typeId: 2 });
    expect(parseAmount('($12.03)')).toEqual({ cents: 1203, typeId: 2 });
    expect(parseAmount('+12')).toEqual({ cents: 1200, typeId: 1 });
    expect(parseAmount('12')).toEqual({ cents: 1200, typeId: null });
  });

  it('refuses two signs or a sign alone', () => {
    expect(parseAmount('--5')).toHaveProperty('error');
    expect(parseAmount('(-5)')).toHaveProperty('error');
    expect(parseAmount('-')).toHaveProperty('error');
  });
});

describe('lookup titles as people read them (issue 21)', () => {
  it('splits the stored lookup names into words', () => {
    expect(humanLabel('CreditCard')).toBe('Credit card');
    expect(humanLabel('LineOfCredit')).toBe('Line of credit');
    expect(humanLabel('DebtInventory')).toBe('Debt inventory');
    expect(humanLabel('Checking')).toBe('Checking');
    expect(humanLabel('Every two weeks')).toBe('Every two weeks');
  });
});
