import { moneyManifest } from '@lcars/contract/money/manifest';
import type { AppEntry } from '../../kit/appEntry';
import { moneyOffline } from './offline';
import { moneyRoutes } from './routes';

/** Money in the portal registry: its routes and its offline tables (the ledgers, transactions and accounts). */
export const moneyApp: AppEntry = { manifest: moneyManifest, routes: moneyRoutes, offline: moneyOffline };
