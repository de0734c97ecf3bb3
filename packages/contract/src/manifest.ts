// What an app says of itself, once, in its contract folder (`<app>/manifest.ts`): its id, title, place, the
// claims it checks, the lookup lists it owns, its per-user settings and its page transition. The API's module
// and the portal's registry entry both take it, and what the platform and the portal list of every app (the
// app catalogue, the claim catalogue, the seeded roles, the settings form) is derived from their lists of
// modules: nothing outside an app's folders names the app.
import type { z } from 'zod';
import type { AppDefinition } from './apps.js';
import type { Claim } from './claims.js';

/** The claim value that opens an app (its hub card, its drawer entry, its home page). */
export const APP_ACCESS_CLAIM = 'Access';

/** The values of a settings form: each setting is a switch. */
export type AppSettingsShape = Record<string, z.ZodDefault<z.ZodBoolean>>;

/**
 * An app's own per-user settings: the key its settings travel under in the user's app setting (the wire
 * shape and the stored settings), the schema with every setting's default, and the label the settings page
 * shows beside each switch.
 */
export interface AppSettingsManifest<Shape extends AppSettingsShape = AppSettingsShape> {
  readonly key: string;
  /** The heading of the settings on the settings page ('Recipe options'). */
  readonly title: string;
  readonly schema: z.ZodObject<Shape>;
  readonly labels: { readonly [K in keyof Shape]: string };
}

/** A role the platform seeds for the app, beside Admin (every claim) and Member (every app's claims). */
export interface AppRoleManifest {
  readonly name: string;
  readonly description: string;
  readonly claims: readonly Claim[];
}

export interface AppManifest<Shape extends AppSettingsShape = AppSettingsShape> {
  /** The app's id: stored in the database and sent on the wire, so it never changes. */
  readonly id: number;
  readonly title: string;
  readonly narrative: string;
  /** Where the portal mounts it: `/money`. */
  readonly path: string;
  /** Its claim type, and every value of it that its routes and screens check (APP_ACCESS_CLAIM among them). */
  readonly claimType: string;
  readonly claims: readonly string[];
  /** The lookup lists (system item types) it owns; its API module seeds their items. */
  readonly lookupLists?: readonly number[];
  readonly settings?: AppSettingsManifest<Shape>;
  /** Its pages' transition in milliseconds, when not the shell's default. */
  readonly transition?: { readonly enter: number; readonly leave: number };
  /** Roles of its own, seeded on every start. */
  readonly roles?: readonly AppRoleManifest[];
}

/** A manifest, typed and checked: `export const moneyManifest = defineAppManifest({...})`. */
export function defineAppManifest<Shape extends AppSettingsShape = AppSettingsShape>(
  manifest: AppManifest<Shape>,
): AppManifest<Shape> {
  if (!manifest.claims.includes(APP_ACCESS_CLAIM)) {
    throw new Error(`The app ${manifest.title} checks no ${APP_ACCESS_CLAIM} claim: nothing would open it.`);
  }
  if (!manifest.path.startsWith('/')) throw new Error(`The path of the app ${manifest.title} starts with /.`);
  return manifest;
}

/** The app's entry in the app catalogue (hub, drawer, the seeded apps table). */
export function appDefinition(manifest: AppManifest): AppDefinition {
  const { id, title, narrative, path, claimType } = manifest;
  return { id, title, narrative, path, claimType, claimValue: APP_ACCESS_CLAIM };
}

/** The app's settings with their defaults, as the platform serves them before a user chose any. */
export function defaultAppSettings(settings: AppSettingsManifest): Record<string, boolean> {
  return settings.schema.parse({});
}

/**
 * The app's settings in a user's app setting (the account context's entry of the app), with the defaults
 * under what is missing: an app reads its own settings with its manifest.
 */
export function appSettingsOf<Shape extends AppSettingsShape>(
  settings: AppSettingsManifest<Shape>,
  setting: object | undefined,
): z.output<z.ZodObject<Shape>> {
  const stored: unknown = setting && (setting as Record<string, unknown>)[settings.key];
  const parsed = settings.schema.partial().safeParse(stored ?? {});
  return { ...settings.schema.parse({}), ...(parsed.success ? parsed.data : {}) };
}
