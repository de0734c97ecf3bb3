import type { Ledger, Transaction } from '@lcars/contract/money';
import { BalanceMode } from '@lcars/contract/money';
import { sortRows, withBalances } from '../ledgerLogic';
import type { GetLedger, LedgerScreenState, SetLedger } from './types';

export const isRank = (ledger: Ledger | null): boolean =>
  !!ledger && (ledger.keepOrder || ledger.enableRankOrder);

function withBusy(busy: ReadonlySet<number>, id: number, on: boolean): ReadonlySet<number> {
  const next = new Set(busy);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** What every slice does to the rows: re-settle them, move the balance, find and replace one, mark it busy. */
export function ledgerRowTools(set: SetLedger, get: GetLedger) {
  /** Re-sorts and recomputes the running balances after a local change. */
  const settle = (
    rows: Transaction[],
    opening = get().opening,
  ): Pick<LedgerScreenState, 'rows' | 'opening'> => {
    const ledger = get().ledger;
    return {
      rows: withBalances(sortRows(rows, isRank(ledger)), opening),
      opening,
    };
  };
  /** Amounts come as the viewer sees them (the server reverses them for a right-group user). */
  const seen = (amount: number): number => amount;
  /** The ledger's balance moves with its own rows in balance modes Self and Account. */
  const moveBalance = (delta: number): Pick<LedgerScreenState, 'currentBalance'> => {
    const { currentBalance, ledger } = get();
    const moves = ledger?.balanceModeId === BalanceMode.Self || ledger?.balanceModeId === BalanceMode.Account;
    return {
      currentBalance: currentBalance !== null && moves ? currentBalance + seen(delta) : currentBalance,
    };
  };
  const replace = (id: number, update: (row: Transaction) => Transaction): Transaction[] =>
    get().rows.map((row) => (row.id === id ? update(row) : row));
  const rowOf = (id: number): Transaction | undefined => get().rows.find((row) => row.id === id);
  const busy = (id: number, on: boolean) => set({ busy: withBusy(get().busy, id, on) });
  return { settle, seen, moveBalance, replace, rowOf, busy };
}
