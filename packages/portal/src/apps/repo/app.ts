import type { AppEntry } from '../../kit/appEntry';
import { repoRoutes } from './routes';

/**
 * The secure repository in the portal registry: its routes. Its offline copy (the list and the plain values,
 * never a sensitive one) is kept by its own store (offline.ts), filled from its pages.
 */
export const repoApp: AppEntry = { routes: repoRoutes };
