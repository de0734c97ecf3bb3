import type { AppEntry } from '../kit/appEntry';
import { adminRoutes } from './routes';

/** The admin area in the portal registry: its routes; no offline use (its pages land on /admin/offline). */
export const adminApp: AppEntry = { routes: adminRoutes };
