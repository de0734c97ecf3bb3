// The portal side of adding an app (docs/contributing.md, "Adding an app"): a throwaway app's registry entry,
// its plan made from its manifest, joined to the registry's entries as apps/registry.ts joins every app. The
// router, the hub, the guard's list pages and the page transition take it from the manifest and the routes;
// the API side is packages/api/test/throwaway-app.test.ts.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appCatalogue, appSettingsOf, defineAppManifest } from '@lcars/contract';
import type { AppEntry } from '../kit/appEntry';
import { appPlace, appPlan, appRoute, menuPage, offlinePage } from '../kit/appRoutes';
import { flattenRoutes } from '../shell/menus';
import { routeTransitionDurations } from '../shell/routeMeta';
import { appEntries, appIdsWithScreens, appListPaths } from './registry';

// packages/contract/src/throwaway/manifest.ts
const throwawayManifest = defineAppManifest({
  id: 77,
  title: 'Throwaway',
  narrative: 'An app that lives for one test.',
  path: '/throwaway',
  claimType: 'Throwaway',
  claims: ['Access', 'Read'],
  transition: { enter: 300, leave: 200 },
  settings: {
    key: 'throwawaySettings',
    title: 'Throwaway options',
    schema: z.object({ loud: z.boolean().default(true) }),
    labels: { loud: 'Loud' },
  },
});

const Page = () => null;

// packages/portal/src/apps/throwaway/plan.ts, routes.ts and app.ts
const throwawayPlan = appPlan({
  ...appPlace(throwawayManifest),
  pages: [
    {
      claim: 'Access',
      page: 'HomePage',
      handle: menuPage('Access', 'Throwaway', 'star', { isAppHome: true }),
    },
    {
      path: 'notes',
      claim: 'Read',
      page: 'NotesPage',
      handle: menuPage('Read', 'Notes', 'list', { isAppList: true, allowOffline: true }),
    },
    offlinePage(),
  ],
});
const throwawayApp: AppEntry = {
  manifest: throwawayManifest,
  routes: [
    appRoute({
      ...throwawayPlan,
      area: () => Promise.resolve({ Layout: Page, ErrorPage: Page, HomePage: Page, NotesPage: Page }),
      layout: 'Layout',
      errorPage: 'ErrorPage',
    }),
  ],
};

// apps/registry.ts: one more line in appEntries.
const entries = [...appEntries, throwawayApp];
const routes = entries.flatMap((entry) => [...entry.routes]);

describe('a throwaway app added to the registry', () => {
  it('is mounted at its manifest’s path with its id, claim type, sign-in and transition', () => {
    const home = flattenRoutes(routes).find(({ meta }) => meta.appId === 77 && meta.isAppHome);
    expect(home?.path).toBe('/throwaway');
    expect(home?.meta).toMatchObject({ claimType: 'Throwaway', authenticationRequired: true });
    expect(routeTransitionDurations(home?.meta.transition)).toEqual({ enter: 300, leave: 200 });
  });

  it('has screens, a list page for the guard, and a place in the catalogue before Admin', () => {
    expect(appIdsWithScreens(routes).has(77)).toBe(true);
    expect(appListPaths(routes).get(77)).toBe('/throwaway/notes');
    const manifests = entries.flatMap((entry) => (entry.manifest ? [entry.manifest] : []));
    expect(
      appCatalogue(manifests)
        .map((app) => app.id)
        .slice(-2),
    ).toEqual([77, 100]);
  });

  it('reads its settings from a user’s app setting with the defaults under them', () => {
    const settings = throwawayManifest.settings;
    expect(settings && appSettingsOf(settings, { appId: 77 })).toEqual({ loud: true });
    expect(settings && appSettingsOf(settings, { appId: 77, throwawaySettings: { loud: false } })).toEqual({
      loud: false,
    });
  });
});
