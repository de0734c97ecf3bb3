import { z } from 'zod';
import { resultSchema } from './common.js';
import type { AppSetting, GlobalAppSettings } from './context.js';
import { endpoint } from './endpoint.js';

/** A colour as #RRGGBB. */
export const hexColorSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Use a colour of the form #RRGGBB.');

/**
 * POST /api/account/app/save: the user's own settings of one app. An app's own settings (its manifest's
 * `settings`) travel under their key beside these (`recipeSettings`); the API checks them against the app's
 * schema, which the contract does not know.
 */
export const userAppSettingSaveSchema = z.looseObject({
  appId: z.number().int().min(0).max(2_147_483_647),
  themeId: z.number().int().min(0).max(2_147_483_647).optional(),
  isEnabled: z.boolean().optional(),
  isOfflineEnabled: z.boolean().optional(),
  isOfflinePreloadEnabled: z.boolean().optional(),
  primaryColor: hexColorSchema.nullish(),
  secondaryColor: hexColorSchema.nullish(),
});
export type UserAppSettingSaveRequest = z.input<typeof userAppSettingSaveSchema>;

/** POST /api/app/save (admin): the global settings of one app. `id` or `appId` names the app. */
export const appSettingSaveSchema = z
  .object({
    id: z.number().int().min(0).max(2_147_483_647).optional(),
    appId: z.number().int().min(0).max(2_147_483_647).optional(),
    title: z.string().trim().min(1).max(100).optional(),
    narrative: z.string().trim().max(500).optional(),
    themeId: z.number().int().min(0).max(2_147_483_647).optional(),
    isEnabled: z.boolean().optional(),
    isOfflineEnabled: z.boolean().optional(),
    isOfflinePreloadEnabled: z.boolean().optional(),
    primaryColor: hexColorSchema.optional(),
    secondaryColor: hexColorSchema.optional(),
  })
  .refine((value) => value.appId !== undefined || value.id !== undefined, {
    message: 'App id is required.',
    path: ['appId'],
  });
export type AppSettingSaveRequest = z.input<typeof appSettingSaveSchema>;

/** A start URL is a path of this portal (never another site). */
const startUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'Start URL must be a path of the portal, starting with /.');

/**
 * The portal-wide global settings an administrator owns (admin Global settings): whether offline use is
 * allowed on this portal, and the defaults a user has until they choose their own.
 */
export const portalGlobalSettingsSchema = z.object({
  isOfflineEnabled: z.boolean(),
  gridDefaultRows: z.number().int().min(1).max(200),
  startUrl: startUrlSchema,
  darkMode: z.boolean(),
  themeMode: z.union([z.literal(1), z.literal(2)]),
  displayNameId: z.number().int().min(1).max(5),
});
export type PortalGlobalSettings = z.output<typeof portalGlobalSettingsSchema>;

/** POST /api/account/global/save: the user's global app settings (any subset). */
export const globalAppSettingsSaveSchema = z.object({
  darkMode: z.boolean().optional(),
  isOfflineEnabled: z.boolean().optional(),
  gridDefaultRows: z.number().int().min(1).max(200).optional(),
  startUrl: startUrlSchema.optional(),
  displayNameId: z.number().int().min(1).max(5).optional(),
  themeMode: z.union([z.literal(1), z.literal(2)]).optional(),
  themeColorMode: z.number().int().min(0).max(10).optional(),
  requestApp: z.number().int().min(1).max(10).optional(),
});
export type GlobalAppSettingsSaveRequest = z.input<typeof globalAppSettingsSaveSchema>;

/** {value} of POST /api/account/darkmode/{value}/1. */
export const darkModeValueSchema = z
  .enum(['true', 'false'], { error: 'Value must be true or false.' })
  .transform((v) => v === 'true');

/** {value} of POST /api/account/theme-mode/{value}/1: 1 material, 2 lcars. */
export const themeModeValueSchema = z
  .enum(['1', '2'], { error: 'Value must be 1 (material) or 2 (lcars).' })
  .transform((v): 1 | 2 => (v === '2' ? 2 : 1));

/** GET /api/data/last/{dataName}/{id}: when that data last changed (null: never recorded). */
export const dataLastModifiedSchema = z.object({
  dataName: z.string(),
  id: z.string(),
  lastModified: z.string().nullable(),
});
export type DataLastModified = z.infer<typeof dataLastModifiedSchema>;

/** The answer shape of GlobalAppSettings (context.ts). */
export const globalAppSettingsSchema = z.object({
  darkMode: z.boolean(),
  isOfflineEnabled: z.boolean(),
  gridDefaultRows: z.number().int(),
  startUrl: z.string(),
  displayNameId: z.number().int(),
  themeMode: z.literal([1, 2]),
  themeColorMode: z.number().int(),
  requestApp: z.number().int(),
}) satisfies z.ZodType<GlobalAppSettings>;

/**
 * The answer shape of an AppSetting (context.ts). Loose: an app with settings of its own (its manifest's
 * `settings`) has them here too, under their key, which the platform does not know.
 */
export const appSettingSchema = z.looseObject({
  id: z.number().int(),
  appId: z.number().int(),
  themeId: z.number().int(),
  isEnabled: z.boolean(),
  isOfflineEnabled: z.boolean(),
  isOfflinePreloadEnabled: z.boolean(),
  hasAdditionalSettings: z.boolean(),
  title: z.string(),
  narrative: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  claimType: z.string(),
  claimValue: z.string(),
}) satisfies z.ZodType<AppSetting>;

const globalAppSettingsSaved = resultSchema(globalAppSettingsSchema);

export const dataLastParamsSchema = z.object({
  dataName: z.string().trim().min(1).max(100),
  id: z.string().trim().min(1).max(100),
});

// The settings calls: the signed-in user's app and global settings, the administrator's app settings, and when
// data last changed (the offline copies' freshness).

export const saveUserAppSetting = endpoint({
  method: 'POST',
  path: '/account/app/save',
  request: userAppSettingSaveSchema,
  response: resultSchema(appSettingSchema),
  summary: "Saves the user's settings of one app",
});

export const saveGlobalAppSettings = endpoint({
  method: 'POST',
  path: '/account/global/save',
  request: globalAppSettingsSaveSchema,
  response: globalAppSettingsSaved,
  summary: "Saves the user's global app settings",
});

export const setDarkMode = endpoint({
  method: 'POST',
  path: '/account/darkmode/:value/1',
  params: z.object({ value: darkModeValueSchema }),
  response: globalAppSettingsSaved,
  summary: 'Sets dark mode (true or false)',
});

export const setThemeMode = endpoint({
  method: 'POST',
  path: '/account/theme-mode/:value/1',
  params: z.object({ value: themeModeValueSchema }),
  response: globalAppSettingsSaved,
  summary: 'Sets the theme mode (1 material, 2 lcars)',
});

export const saveAppSetting = endpoint({
  method: 'POST',
  path: '/app/save',
  request: appSettingSaveSchema,
  response: resultSchema(z.object({ appId: z.number().int() })),
  summary: 'Saves the global settings of one app',
});

export const getDataLastModified = endpoint({
  method: 'GET',
  path: '/data/last/:dataName/:id',
  params: dataLastParamsSchema,
  response: dataLastModifiedSchema,
  summary: 'When data of a name and id last changed (offline freshness)',
});
