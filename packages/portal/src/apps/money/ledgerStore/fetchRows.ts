import type { Transaction } from '@lcars/contract/money';
import { moneyApi } from '../api';
import { HISTORICAL_PAGE_SIZE, LIVE_LOCAL_PAGE_SIZE, LIVE_REQUEST_SIZE } from '@lcars/contract/money';
import { openingBalance } from '../ledgerLogic';
import { ledgerRowTools } from './rowTools';
import type { GetLedger, SetLedger } from './types';

/** Every live row, 1000 a request: keyset pages while the server offers a cursor, numbered pages otherwise. */
async function loadLive(
  ledgerId: number,
): Promise<{ rows: Transaction[]; currentBalance: number | null } | null> {
  const rows: Transaction[] = [];
  let currentBalance: number | null = null;
  let after: string | undefined;
  let page = 1;
  for (;;) {
    const answer = await moneyApi.transactions(ledgerId, false, {
      filterBy: '',
      itemsPerPage: LIVE_REQUEST_SIZE,
      page: after === undefined ? page : 1,
      sortDirection: 'asc',
      ...(after !== undefined && { after }),
    });
    if (!answer) return null;
    rows.push(...answer.records);
    currentBalance = answer.currentBalance;
    const more = answer.records.length === LIVE_REQUEST_SIZE && rows.length < answer.total;
    if (!more || rows.length >= LIVE_LOCAL_PAGE_SIZE * 10) break;
    if (answer.nextCursor) after = answer.nextCursor;
    else {
      after = undefined;
      page += 1;
    }
  }
  return { rows, currentBalance };
}

/** Loads the rows of the current mode: a page of historical rows, or every live row with its opening balance. */
export function rowFetcher(set: SetLedger, get: GetLedger): () => Promise<void> {
  const { settle } = ledgerRowTools(set, get);
  return async (): Promise<void> => {
    const { ledgerId, modes, page } = get();
    set({ loading: true });
    if (modes.historical) {
      const answer = await moneyApi.transactions(ledgerId, true, {
        filterBy: '',
        itemsPerPage: HISTORICAL_PAGE_SIZE,
        page,
        sortDirection: 'desc',
      });
      if (get().ledgerId !== ledgerId) return;
      set({
        rows: answer?.records ?? [],
        total: answer?.total ?? 0,
        currentBalance: answer?.currentBalance ?? get().currentBalance,
        opening: null,
        loading: false,
        failed: !answer,
      });
      return;
    }
    const answer = await loadLive(ledgerId);
    if (get().ledgerId !== ledgerId || get().modes.historical) return;
    const rows = answer?.rows ?? [];
    const current = answer?.currentBalance ?? null;
    // Without a row to read it from (an empty ledger), the opening is the balance less the live rows.
    const opening =
      openingBalance(rows) ??
      (current === null ? null : current - rows.reduce((sum, row) => sum + row.amount, 0));
    set({
      ...settle(rows, opening),
      total: rows.length,
      currentBalance: answer?.currentBalance ?? null,
      loading: false,
      failed: !answer,
    });
  };
}
