// Search across ledgers on the device (money-moves): the same filters and order as POST /money/search over the
// preloaded copy (the open rows of every ledger; reconciled rows are not kept offline). Loaded by import()
// only (movesApi.ts). searchRows is pure, for the unit test.
import {
  DEFAULT_CURRENCY,
  SEARCH_MAX_PAGE,
  type Ledger,
  type MoneySearch,
  type MoneySearchResult,
  type Transaction,
} from '@lcars/contract/money';
import { localTable } from '../../core/offline/tables';
import { toastError } from '../../kit/toasts';
import { MoneyTable } from './offlineTables';

interface Kept<T> {
  id: number;
  value: T;
}

/** The search's filters over rows (each with its ledger), newest first, one page after the cursor. */
export function searchRows(
  rows: readonly Transaction[],
  ledgers: ReadonlyMap<number, Ledger>,
  search: MoneySearch,
): MoneySearchResult {
  const memo = (search.memo ?? '').trim().toLowerCase().slice(0, 200);
  const limit = Math.min(Math.max(search.limit ?? 50, 1), SEARCH_MAX_PAGE);
  const size = (row: Transaction) => Math.abs(row.amount);
  const cursor = search.after
    ? { date: search.after.slice(0, 10), id: Number(search.after.slice(11)) }
    : null;
  const found = rows
    .filter(
      (row) =>
        ledgers.has(row.ledgerId) &&
        (memo === '' || row.memo.toLowerCase().includes(memo)) &&
        (search.amount == null || size(row) === search.amount) &&
        (search.amountFrom == null || size(row) >= search.amountFrom) &&
        (search.amountTo == null || size(row) <= search.amountTo) &&
        (search.dateFrom == null || row.transactionDate >= search.dateFrom) &&
        (search.dateTo == null || row.transactionDate <= search.dateTo) &&
        (search.reconciled == null || row.reconciled === search.reconciled) &&
        (cursor === null ||
          row.transactionDate < cursor.date ||
          (row.transactionDate === cursor.date && row.id < cursor.id)),
    )
    .sort((a, b) => b.transactionDate.localeCompare(a.transactionDate) || b.id - a.id);
  const page = found.slice(0, limit);
  const last = page.at(-1);
  return {
    records: page.map((transaction) => {
      const ledger = ledgers.get(transaction.ledgerId);
      return {
        transaction,
        ledgerTitle: ledger?.title ?? '',
        currency: ledger?.currency ?? DEFAULT_CURRENCY,
      };
    }),
    nextCursor: found.length > limit && last ? `${last.transactionDate}_${last.id}` : null,
  };
}

/** What the device's copy cannot answer: it keeps no categories or payees. */
export const OFFLINE_FILTERS_MESSAGE =
  'Category and payee filters need a connection: clear them to search offline.';

/** The search over the device's copy (undefined, with a toast, for what it cannot answer). */
export async function offlineSearch(search: MoneySearch): Promise<MoneySearchResult | undefined> {
  if (search.categoryId != null || (search.payee ?? '').trim() !== '') {
    toastError(OFFLINE_FILTERS_MESSAGE);
    return undefined;
  }
  const [rows, ledgers] = await Promise.all([
    localTable<Kept<Transaction>>(MoneyTable.transaction).all(),
    localTable<Kept<Ledger>>(MoneyTable.ledger).all(),
  ]);
  return searchRows(
    rows.map((kept) => kept.value),
    new Map(ledgers.map((kept) => [kept.value.id, kept.value])),
    search,
  );
}
