// Ledger balances by balance mode: 1 Self: the sum of its own transactions; 2 Account: the
// linked account's currentBalance (posting moves it); 3 Ledger: the followed ledger's balance plus its own
// transactions; 99 None: no balance. `anchor` is what the running balance of the rows starts from, so the
// last row's balance equals currentBalance.
//
// A link shows its target's balance only while the linking ledger's owner may still read the target: after
// a share is taken back the ledger shows no balance (null) rather than the owner's money.
import { BalanceMode } from '@lcars/contract/money';
import type { Queryable } from './access.js';
import { cents } from './arithmetic.js';
import { typed } from '../../db/typed.js';

export interface BalanceLedger {
  id: number;
  balance_mode_id: number;
  balance_account_id: number | null;
  balance_ledger_id: number | null;
  created_by_id: number | null;
}

export interface LedgerBalance {
  /** Sum of all the ledger's transactions. */
  total: number;
  /** Sum of its reconciled transactions. */
  reconciledTotal: number;
  /** The balance the ledger shows (as stored, before any sign reversal); null in mode None. */
  currentBalance: number | null;
  /** Where the running balance starts; null in mode None. */
  anchor: number | null;
}

const MAX_FOLLOW_DEPTH = 8;

/** Balances of several ledgers, following mode-3 chains (cycles and over-long chains end in null). */
export async function ledgerBalances(
  db: Queryable,
  ledgers: readonly BalanceLedger[],
): Promise<Map<number, LedgerBalance>> {
  const known = new Map<number, BalanceLedger>(ledgers.map((ledger) => [ledger.id, ledger]));
  // Load the ledgers that mode-3 ledgers follow.
  for (let depth = 0; depth < MAX_FOLLOW_DEPTH; depth += 1) {
    const missing = [...known.values()]
      .map((ledger) => ledger.balance_ledger_id)
      .filter((id): id is number => id !== null && !known.has(id));
    if (missing.length === 0) break;
    const rows = await typed<BalanceLedger[]>(
      db('money_ledgers')
        .whereIn('id', missing)
        .select('id', 'balance_mode_id', 'balance_account_id', 'balance_ledger_id', 'created_by_id'),
    );
    for (const row of rows) known.set(row.id, row);
    for (const id of missing)
      if (!known.has(id))
        known.set(id, {
          id,
          balance_mode_id: 99,
          balance_account_id: null,
          balance_ledger_id: null,
          created_by_id: null,
        });
  }
  const ids = [...known.keys()];
  const sums = await typed<
    {
      ledger_id: number;
      reconciled: boolean | number;
      total: unknown;
    }[]
  >(
    db('money_ledger_months')
      .whereIn('ledger_id', ids)
      .groupBy('ledger_id', 'reconciled')
      .select('ledger_id', 'reconciled', db.raw('sum(total) as total')),
  );
  const totals = new Map<number, { total: number; reconciled: number }>();
  for (const row of sums) {
    const entry = totals.get(row.ledger_id) ?? { total: 0, reconciled: 0 };
    entry.total += cents(row.total);
    if (row.reconciled === true || row.reconciled === 1) entry.reconciled += cents(row.total);
    totals.set(row.ledger_id, entry);
  }
  const accountIds = [...known.values()]
    .filter((ledger) => ledger.balance_mode_id === BalanceMode.Account && ledger.balance_account_id !== null)
    .map((ledger) => ledger.balance_account_id as number);
  const accounts = new Map<number, { balance: number; ownerId: number | null }>();
  const accountShares = new Set<string>();
  if (accountIds.length > 0) {
    const [rows, shares] = await Promise.all([
      typed<{ id: number; current_balance: unknown; created_by_id: number | null }[]>(
        db('money_accounts').whereIn('id', accountIds).select('id', 'current_balance', 'created_by_id'),
      ),
      typed<{ account_id: number; user_id: number }[]>(
        db('money_account_users').whereIn('account_id', accountIds).select('account_id', 'user_id'),
      ),
    ]);
    for (const row of rows)
      accounts.set(row.id, { balance: cents(row.current_balance), ownerId: row.created_by_id });
    for (const share of shares) accountShares.add(`${share.account_id}:${share.user_id}`);
  }
  const followedIds = [...known.values()]
    .filter((ledger) => ledger.balance_mode_id === BalanceMode.Ledger && ledger.balance_ledger_id !== null)
    .map((ledger) => ledger.balance_ledger_id as number);
  const ledgerShares = new Set<string>();
  if (followedIds.length > 0) {
    const shares = await typed<{ ledger_id: number; user_id: number }[]>(
      db('money_ledger_users').whereIn('ledger_id', followedIds).select('ledger_id', 'user_id'),
    );
    for (const share of shares) ledgerShares.add(`${share.ledger_id}:${share.user_id}`);
  }
  /** The linked account's balance, when the linking ledger's owner may read the account. */
  const accountBalance = (ledger: BalanceLedger): number | undefined => {
    if (ledger.balance_account_id === null || ledger.created_by_id === null) return undefined;
    const account = accounts.get(ledger.balance_account_id);
    if (!account) return undefined;
    const readable =
      account.ownerId === ledger.created_by_id ||
      accountShares.has(`${ledger.balance_account_id}:${ledger.created_by_id}`);
    return readable ? account.balance : undefined;
  };
  /** Whether the following ledger's owner may read the ledger it follows. */
  const mayFollow = (ledger: BalanceLedger, followedId: number): boolean => {
    const followed = known.get(followedId);
    if (!followed || ledger.created_by_id === null) return false;
    return (
      followed.created_by_id === ledger.created_by_id ||
      ledgerShares.has(`${followedId}:${ledger.created_by_id}`)
    );
  };

  const resolved = new Map<number, LedgerBalance>();
  const resolve = (id: number, seen: Set<number>): LedgerBalance => {
    const done = resolved.get(id);
    if (done) return done;
    const ledger = known.get(id);
    const total = totals.get(id) ?? { total: 0, reconciled: 0 };
    const base = { total: total.total, reconciledTotal: total.reconciled };
    let balance: LedgerBalance = { ...base, currentBalance: null, anchor: null };
    if (ledger?.balance_mode_id === BalanceMode.Self) {
      balance = { ...base, currentBalance: total.total, anchor: 0 };
    } else if (ledger?.balance_mode_id === BalanceMode.Account) {
      const account = accountBalance(ledger);
      balance =
        account === undefined ? balance : { ...base, currentBalance: account, anchor: account - total.total };
    } else if (ledger?.balance_mode_id === BalanceMode.Ledger && ledger.balance_ledger_id !== null) {
      const followed =
        seen.has(ledger.balance_ledger_id) || !mayFollow(ledger, ledger.balance_ledger_id)
          ? null
          : resolve(ledger.balance_ledger_id, new Set([...seen, id])).currentBalance;
      balance =
        followed === null ? balance : { ...base, currentBalance: followed + total.total, anchor: followed };
    }
    resolved.set(id, balance);
    return balance;
  };
  const answer = new Map<number, LedgerBalance>();
  for (const ledger of ledgers) answer.set(ledger.id, resolve(ledger.id, new Set([ledger.id])));
  return answer;
}

/** A balance as a viewer sees it: right-group users see the sign reversed. */
export function asSeen(balance: number | null, signReversed: boolean): number | null {
  if (balance === null) return null;
  return signReversed ? -balance || 0 : balance;
}
