import type { AppOffline } from '../../core/offline/appOffline';

/**
 * Money's offline declaration (issue 29: Money said "ready for offline use", then every page showed "App
 * Offline"). Preloading keeps the accounts, the ledgers and each ledger's open transactions on the device; the
 * ledger list, a ledger and the accounts read them offline. What it runs lives in offlineData.ts, loaded by
 * import() when used: this declaration is in the sign-in bundle (the registry), the work is not.
 */
export const MoneyTable = {
  account: 'money-account',
  ledger: 'money-ledger',
  /** The open (unreconciled) transactions of every ledger, by id; each names its ledger. */
  transaction: 'money-transaction',
} as const;

const offlineData = () => import('./offlineData');

export const moneyOffline: AppOffline = {
  tables: Object.values(MoneyTable),
  preload: async (context) => (await offlineData()).preloadMoney(context),
  freshness: async () => (await offlineData()).moneyPreloadValid(),
  // Money has no change feed: its copy is loaded again whole (the accounts, the ledgers, their open rows).
  refresh: async () => (await offlineData()).preloadMoney(),
};

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
