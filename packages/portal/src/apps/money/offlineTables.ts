// What Money keeps on the device and how its copy is checked: read by the offline declaration (offline.ts, in
// the sign-in bundle) and by the work it loads lazily (offlineData.ts), so neither imports the other.

export const MoneyTable = {
  account: 'money-account',
  ledger: 'money-ledger',
  /** The open (unreconciled) transactions of every ledger, by id; each names its ledger. */
  transaction: 'money-transaction',
} as const;

export interface MoneySnapshot {
  /** Each ledger's id and balance as the viewer sees it. */
  ledgers: readonly { id: number; currentBalance: number | null }[];
  accounts: readonly { id: number; currentBalance: number }[];
}

type Balanced = { id: number; currentBalance: number | null };

/** Ids and balances in id order, as text to compare. */
const balances = (items: readonly Balanced[]): string =>
  JSON.stringify(
    [...items].sort((a, b) => a.id - b.id).map(({ id, currentBalance }) => [id, currentBalance]),
  );

/**
 * Whether the device's copy still matches the server: the same ledgers and accounts, each with the same
 * balance (a transaction added, changed or removed elsewhere moves its ledger's balance).
 */
export function isMoneyPreloadValid(local: MoneySnapshot, server: MoneySnapshot): boolean {
  return (
    balances(local.ledgers) === balances(server.ledgers) &&
    balances(local.accounts) === balances(server.accounts)
  );
}
