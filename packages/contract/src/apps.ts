import { z } from 'zod';
import type { AppContext } from './context.js';
import { endpoint } from './endpoint.js';
import { globalAppSettingsSchema } from './settings.js';
import { themeSchema } from './themes.js';

/**
 * The platform's app ids, stored and sent on the wire: Base (the platform's own pages) and Admin. Each app's id is
 * in its manifest (`<app>/manifest.ts`); Inventory (2) is reserved and never listed (decisions.md).
 */
export const AppId = {
  Base: 0,
  Inventory: 2,
  Admin: 100,
} as const;
export type AppIdValue = number;

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

/** The admin area, the platform's own entry of the app catalogue, listed after every app. */
export const ADMIN_APP: AppDefinition = {
  id: AppId.Admin,
  title: 'Admin',
  narrative: 'Users, roles, settings and system items.',
  path: '/admin',
  claimType: 'Higgs',
  claimValue: 'Boson',
};

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

/** The answer shape of PasswordRequirements (context.ts). */
export const passwordRequirementsSchema = z.object({
  allowedUserNameCharacters: z.string(),
  requireDigit: z.boolean(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requiredLength: z.number().int(),
  requiredUserNameLength: z.number().int(),
});

/** The answer shape of the AppContext (context.ts): what any visitor needs before sign-in. */
export const appContextSchema = z.object({
  id: z.number().int(),
  apiVersion: z.string(),
  apps: z.array(appContextAppSchema),
  themes: z.array(themeSchema),
  globalAppSettings: globalAppSettingsSchema,
  environmentName: z.string(),
  isProduction: z.boolean(),
  requirements: passwordRequirementsSchema,
  registrationEnabled: z.boolean(),
}) satisfies z.ZodType<AppContext>;

// The portal's calls: the app context before sign-in, the apps, the session's heartbeat.

export const getAppContext = endpoint({
  method: 'GET',
  path: '/app/context/1',
  response: appContextSchema,
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
