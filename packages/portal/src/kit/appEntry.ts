import type { RouteObject } from 'react-router';
import type { AppManifest } from '@lcars/contract';
import type { AppOffline } from '../core/offline/appOffline';

/**
 * An app as the portal registry knows it (apps/registry.ts): its manifest (what the app says of itself in its
 * contract folder: id, claims, settings), its routes (with the route metadata in each `handle`, made from the
 * manifest by `appPlace`: the router, the hub, the menus and the guard read them) and, if it works offline,
 * its offline declaration (tables, preload, freshness check). The admin area is an entry without a manifest.
 */
export interface AppEntry {
  manifest?: AppManifest;
  routes: readonly RouteObject[];
  offline?: AppOffline;
}
