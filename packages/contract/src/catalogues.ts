// The catalogues of a portal, derived from its apps' manifests (the API's and the portal's lists of modules)
// and the platform's own entries: which apps the hub offers, which claims exist.
import { ADMIN_APP, type AppDefinition } from './apps.js';
import { type AppManifest, appDefinition } from './manifest.js';
import { PLATFORM_CLAIMS, type ClaimCatalogue } from './roles.js';

/** The apps a user can be offered, in hub order: the apps in the order of their list, then Admin. */
export function appCatalogue(manifests: readonly AppManifest[]): AppDefinition[] {
  return [...manifests.map(appDefinition), ADMIN_APP];
}

/**
 * Every claim checked, by claim type: each app's, then the platform's. A claim type belongs to one app, and
 * never to the platform: two owners would each grant the other's claims.
 */
export function claimCatalogue(manifests: readonly AppManifest[]): ClaimCatalogue {
  const catalogue: Record<string, readonly string[]> = {};
  for (const { claimType, claims } of [
    ...manifests,
    ...Object.entries(PLATFORM_CLAIMS).map(([claimType, claims]) => ({ claimType, claims })),
  ]) {
    if (catalogue[claimType]) throw new Error(`The claim type ${claimType} is declared twice.`);
    catalogue[claimType] = claims;
  }
  return catalogue;
}
