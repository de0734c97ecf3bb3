import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@lcars/contract';
import type { Account, Ledger, Transaction } from '@lcars/contract/money';
import { memoryBackend, setTableBackendFactory } from '../../core/offline/tables';
import { isMoneyPreloadValid } from './offline';

// Money on the device (issue 29: preloaded Money then showed "App Offline" on every page). The server as the
// preload sees it: an account, a ledger of 1,001 open rows (two requests, the second after the cursor), a
// rank-ordered ledger and a template, whose rows the preload does not ask for.

const ledger = (id: number, title: string, extra: Partial<Ledger> = {}): Ledger =>
  ({
    id,
    title,
    ledgerTypeId: 1,
    keepOrder: false,
    enableRankOrder: false,
    currentBalance: 1_000 * id,
    modifiedDate: '2024-01-02',
    ...extra,
  }) as Ledger;

const row = (id: number, ledgerId: number, transactionDate: string, orderId = 0): Transaction =>
  ({ id, ledgerId, amount: 100, transactionDate, orderId, memo: `row ${String(id)}` }) as Transaction;

const account = { id: 5, title: 'Checking', currentBalance: 12_345, modifiedDate: '2023-05-06' } as Account;
let ledgers = [
  ledger(1, 'Everyday'),
  ledger(2, 'Ranked', { keepOrder: true }),
  ledger(3, 'Plan', { ledgerTypeId: 99 }),
];
const everyday = Array.from({ length: 1_001 }, (_, index) =>
  row(index + 1, 1, `2024-01-${String((index % 28) + 1).padStart(2, '0')}`),
);
const ranked = [row(5_001, 2, '2024-03-01', 2), row(5_002, 2, '2024-01-01', 1)];

const apiCall = vi.fn((_verb: string, path: string, options?: { data?: { after?: string } }) => {
  if (path === 'money/account/list') return Promise.resolve([account]);
  if (path === 'money/ledger/list') return Promise.resolve(ledgers);
  const page = /^money\/ledger\/(\d+)\/transactions\/false$/.exec(path);
  if (page) {
    const rows = page[1] === '1' ? everyday : page[1] === '2' ? ranked : [];
    const records = options?.data?.after === undefined ? rows.slice(0, 1_000) : rows.slice(1_000);
    return Promise.resolve({
      records,
      total: rows.length,
      nextCursor: options?.data?.after === undefined && rows.length > 1_000 ? '2024-01-28_1000' : null,
      currentBalance: 0,
    });
  }
  return Promise.resolve(undefined);
});
// Calls of descriptors reach the fake as the method, the path and the body they send.
vi.mock('../../core/call', async () => {
  const { requestOf } = await import('@lcars/contract');
  return {
    call: (endpoint: Endpoint, input: never) => {
      const request = requestOf(endpoint, input);
      return apiCall(request.method.toLowerCase(), request.path, {
        data: request.body as { after?: string },
      });
    },
  };
});

const {
  moneyPreloadValid,
  offlineAccounts,
  offlineLedger,
  offlineLedgers,
  offlineTransactionPage,
  preloadMoney,
} = await import('./offlineData');

describe('Money on the device', () => {
  beforeEach(() => {
    const backends = new Map<string, ReturnType<typeof memoryBackend>>();
    setTableBackendFactory((table) => {
      if (!backends.has(table)) backends.set(table, memoryBackend());
      return backends.get(table)!;
    });
    apiCall.mockClear();
  });
  afterEach(() => setTableBackendFactory(null));

  it('keeps the accounts, the ledgers and every open row, and reads them as the server answers', async () => {
    await preloadMoney();
    const asked = apiCall.mock.calls.map(([, path]) => path);
    expect(asked.filter((path) => path.endsWith('/transactions/false'))).toEqual([
      'money/ledger/1/transactions/false',
      'money/ledger/1/transactions/false',
      'money/ledger/2/transactions/false',
    ]);
    // Each record as the server sent it: its own modifiedDate, not when the device stored it.
    expect(await offlineAccounts()).toEqual([account]);
    expect((await offlineLedgers()).map((kept) => [kept.title, kept.modifiedDate])).toEqual([
      ['Everyday', '2024-01-02'],
      ['Ranked', '2024-01-02'],
      ['Plan', '2024-01-02'],
    ]);
    expect((await offlineLedger(2))?.title).toBe('Ranked');

    // The ledger page asks 1000 a request: the second page holds the last row.
    const first = await offlineTransactionPage(1, false, { itemsPerPage: 1_000, page: 1 });
    expect([first?.total, first?.records.length, first?.currentBalance, first?.nextCursor]).toEqual([
      1_001,
      1_000,
      1_000,
      null,
    ]);
    const dates = first?.records.map((kept) => kept.transactionDate) ?? [];
    expect([...dates].sort()).toEqual(dates);
    expect((await offlineTransactionPage(1, false, { itemsPerPage: 1_000, page: 2 }))?.records).toHaveLength(
      1,
    );
    // A rank-ordered ledger comes in rank order; reconciled rows are not kept.
    expect((await offlineTransactionPage(2, false, {}))?.records.map((kept) => kept.id)).toEqual([
      5_002, 5_001,
    ]);
    expect((await offlineTransactionPage(2, true, {}))?.total).toBe(0);
    expect(await offlineTransactionPage(99, false, {})).toBeUndefined();
  });

  it('replaces the whole copy: a ledger deleted on the server leaves the device at the next preload', async () => {
    await preloadMoney();
    expect(await moneyPreloadValid()).toBe(true);
    const before = ledgers;
    ledgers = ledgers.filter((kept) => kept.id !== 2);
    try {
      expect(await moneyPreloadValid()).toBe(false);
      await preloadMoney();
      expect((await offlineLedgers()).map((kept) => kept.id)).toEqual([1, 3]);
      expect(await offlineTransactionPage(2, false, {})).toBeUndefined();
      expect(await moneyPreloadValid()).toBe(true);
    } finally {
      ledgers = before;
    }
  });

  it('stops with the reason when the server does not answer, and keeps the copy it had', async () => {
    await preloadMoney();
    apiCall.mockImplementationOnce(() => Promise.resolve(undefined));
    await expect(preloadMoney()).rejects.toThrow('The accounts could not be loaded.');
    expect(await offlineAccounts()).toEqual([account]);
  });
});

describe('whether the copy still matches the server', () => {
  const snapshot = (balance: number) => ({
    ledgers: [
      { id: 2, currentBalance: null },
      { id: 1, currentBalance: balance },
    ],
    accounts: [{ id: 5, currentBalance: 10 }],
  });

  it('compares the ledgers and accounts with their balances, in any order', () => {
    expect(
      isMoneyPreloadValid(snapshot(7), { ...snapshot(7), ledgers: [...snapshot(7).ledgers].reverse() }),
    ).toBe(true);
    expect(isMoneyPreloadValid(snapshot(7), snapshot(8))).toBe(false);
    expect(isMoneyPreloadValid(snapshot(7), { ...snapshot(7), accounts: [] })).toBe(false);
  });
});
