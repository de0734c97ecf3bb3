import { describe, expect, it } from 'vitest';
import type { Ledger, Transaction } from '@lcars/contract/money';
import { useToastStore } from '../../core/stores/toasts';
import { OFFLINE_FILTERS_MESSAGE, offlineSearch, searchRows } from './offlineSearch';

const row = (id: number, ledgerId: number, amount: number, memo: string, date: string): Transaction => ({
  id,
  ledgerId,
  amount,
  amountD: '',
  memo,
  transactionDate: date,
  reconciliationDate: null,
  reconciled: false,
  archived: false,
  orderId: 0,
  transactionInitiated: false,
  transactionTypeId: amount < 0 ? 2 : 1,
  automatedTransaction: false,
  balance: null,
});
const ledgers = new Map([
  [1, { id: 1, title: 'Checking', currency: 'USD' } as Ledger],
  [2, { id: 2, title: 'Yen', currency: 'JPY' } as Ledger],
]);
const rows = [
  row(1, 1, -1_250, 'Coffee beans', '2026-01-05'),
  row(2, 2, 1_250, 'Coffee refund', '2026-02-10'),
  row(3, 1, -99_999, 'Rent', '2026-02-01'),
  row(4, 9, -1_250, 'Coffee elsewhere', '2026-02-11'),
];

describe('offline search across ledgers', () => {
  it('filters as the server does, newest first, only the ledgers on the device', () => {
    const coffee = searchRows(rows, ledgers, { memo: 'COFFEE' });
    expect(coffee.records.map((hit) => [hit.transaction.id, hit.ledgerTitle, hit.currency])).toEqual([
      [2, 'Yen', 'JPY'],
      [1, 'Checking', 'USD'],
    ]);
    expect(searchRows(rows, ledgers, { amount: 1_250 }).records).toHaveLength(2);
    expect(searchRows(rows, ledgers, { amountFrom: 2_000 }).records.map((hit) => hit.transaction.id)).toEqual(
      [3],
    );
    expect(
      searchRows(rows, ledgers, { dateFrom: '2026-02-01', dateTo: '2026-02-05' }).records.map(
        (hit) => hit.transaction.id,
      ),
    ).toEqual([3]);
    expect(searchRows(rows, ledgers, { reconciled: true }).records).toEqual([]);
  });

  it('pages by the same cursor', () => {
    const first = searchRows(rows, ledgers, { limit: 2 });
    expect(first.records.map((hit) => hit.transaction.id)).toEqual([2, 3]);
    expect(first.nextCursor).toBe('2026-02-01_3');
    const second = searchRows(rows, ledgers, { limit: 2, after: first.nextCursor ?? undefined });
    expect(second.records.map((hit) => hit.transaction.id)).toEqual([1]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('offline search', () => {
  it('refuses the category and payee filters the device copy cannot answer, with a toast', async () => {
    expect(await offlineSearch({ categoryId: 3 })).toBeUndefined();
    expect(await offlineSearch({ payee: 'bakery' })).toBeUndefined();
    const titles = useToastStore.getState().toasts.map((toast) => toast.title);
    expect(titles.filter((title) => title === OFFLINE_FILTERS_MESSAGE)).toHaveLength(2);
  });
});
