import type { AppEntry } from '../../kit/appEntry';
import { moneyRoutes } from './routes';

/** Money in the portal registry: its routes; it has no offline use (its pages land on /money/offline). */
export const moneyApp: AppEntry = { routes: moneyRoutes };
