import type { AppOffline } from '../../core/offline/appOffline';
import { MoneyTable } from './offlineTables';

export { isMoneyPreloadValid, MoneyTable, type MoneySnapshot } from './offlineTables';

/**
 * Money's offline declaration (issue 29: Money said "ready for offline use", then every page showed "App
 * Offline"). Preloading keeps the accounts, the ledgers and each ledger's open transactions on the device; the
 * ledger list, a ledger and the accounts read them offline. What it runs lives in offlineData.ts, loaded by
 * import() when used: this declaration is in the sign-in bundle (the registry), the work is not.
 */
const offlineData = () => import('./offlineData');

export const moneyOffline: AppOffline = {
  tables: Object.values(MoneyTable),
  preload: async (context) => (await offlineData()).preloadMoney(context),
  freshness: async () => (await offlineData()).moneyPreloadValid(),
  // Money has no change feed: its copy is loaded again whole (the accounts, the ledgers, their open rows).
  refresh: async () => (await offlineData()).preloadMoney(),
};
