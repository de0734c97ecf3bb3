import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** App categories of the spec (platform.md section 1). */
export const AppId = {
  Base: 0,
  Recipe: 1,
  Inventory: 2,
  Money: 3,
  Scanner: 4,
  SecRepo: 5,
  Boxing: 51,
  Section31: 99,
  Admin: 100,
} as const;
export type AppIdValue = (typeof AppId)[keyof typeof AppId];

/** What an app's routes and screens say while the administrator has the app disabled. */
export const APP_DISABLED_MESSAGE = 'This app is disabled by the administrator.';

/** What the hub and the menus need to know of an app: where it lives and which claim opens it. */
export interface AppDefinition {
  id: AppIdValue;
  title: string;
  narrative: string;
  path: string;
  claimType: string;
  claimValue: string;
}

/**
 * The apps a user can be offered, in hub order. Inventory (2) is reserved and never listed
 * (decisions.md). The portal's routes carry the same claims in their `handle`.
 */
export const APP_CATALOGUE: readonly AppDefinition[] = [
  {
    id: AppId.Money,
    title: 'Money',
    narrative: 'Accounts, ledgers, subscriptions and credit.',
    path: '/money',
    claimType: 'Money',
    claimValue: 'Access',
  },
  {
    id: AppId.Recipe,
    title: 'Recipes',
    narrative: 'Your recipe collection.',
    path: '/recipe',
    claimType: 'Recipes',
    claimValue: 'Access',
  },
  {
    id: AppId.SecRepo,
    title: 'Secure Repository',
    narrative: 'Records with encrypted fields.',
    path: '/repo',
    claimType: 'Repos',
    claimValue: 'Access',
  },
  {
    id: AppId.Scanner,
    title: 'Scanner',
    narrative: 'Scan, version and search documents.',
    path: '/scanner',
    claimType: 'Scanner',
    claimValue: 'Access',
  },
  {
    id: AppId.Section31,
    title: 'Tools',
    narrative: 'Utilities for your own files.',
    path: '/tools',
    claimType: 'Section31',
    claimValue: 'Access',
  },
  {
    id: AppId.Boxing,
    title: 'Boxing',
    narrative: 'Fighters, bouts and simulations.',
    path: '/games/boxing',
    claimType: 'Boxing',
    claimValue: 'Access',
  },
  {
    id: AppId.Admin,
    title: 'Admin',
    narrative: 'Users, roles, settings and system items.',
    path: '/admin',
    claimType: 'Higgs',
    claimValue: 'Boson',
  },
];

/** The answer shape of an AppContextApp (context.ts): one app's entry. */
export const appContextAppSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  isEnabled: z.boolean(),
  isOfflineEnabled: z.boolean(),
  isOfflinePreloadEnabled: z.boolean(),
  preloaded: z.boolean(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  themeId: z.number().int(),
  claimType: z.string(),
  claimValue: z.string(),
  path: z.string(),
  narrative: z.string(),
});

// The portal's calls: the app context before sign-in, the apps, the session's heartbeat.

export const getAppContext = endpoint({
  method: 'GET',
  path: '/app/context/1',
  summary: 'The app context: the apps, the portal settings and the themes, signed in or not',
});

export const listApps = endpoint({
  method: 'GET',
  path: '/app/list',
  response: z.array(appContextAppSchema),
  summary: 'The apps',
});

/** Heartbeat: 200 while the session is valid (the client polls it during a token refresh). */
export const heartbeat = endpoint({
  method: 'POST',
  path: '/app/live',
  response: z.literal(true),
  summary: 'Heartbeat: 200 while the session is valid',
});
