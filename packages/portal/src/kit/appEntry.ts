import type { RouteObject } from 'react-router';
import type { AppOffline } from '../core/offline/appOffline';

/**
 * An app as the portal registry knows it (apps/registry.ts): its routes (with the spec's metadata in each
 * `handle`: the router, the hub, the menus and the guard read them) and, if it works offline, its offline
 * declaration (tables, preload, freshness check).
 */
export interface AppEntry {
  routes: readonly RouteObject[];
  offline?: AppOffline;
}
