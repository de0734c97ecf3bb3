import { repoManifest } from '@lcars/contract/repo/manifest';
import type { AppEntry } from '../../kit/appEntry';
import { repoRoutes } from './routes';

/**
 * The secure repository in the portal registry: its routes and its offline declaration. The device keeps the
 * list and the plain values, never a sensitive one (offline.ts); the preload and its freshness check load
 * with the app's chunk, so that they weigh nothing on the pages that do not use them.
 */
export const repoApp: AppEntry = {
  manifest: repoManifest,
  routes: repoRoutes,
  offline: {
    tables: ['repo'],
    preload: async () => {
      await (await import('./offline')).preloadRepos();
    },
    freshness: async () => (await import('./offline')).isRepoCopyFresh(),
  },
};
