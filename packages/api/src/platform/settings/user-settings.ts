// A user's own settings: global app settings (dark mode, theme mode, start page...) and per-app settings.
import {
  type AppSetting,
  type GlobalAppSettings,
  type ResultWrapper,
  type appSettingSaveSchema,
  type globalAppSettingsSaveSchema,
  type userAppSettingSaveSchema,
} from '@lcars/contract';
import type { z } from 'zod';
import { badRequest, notFound, zodToProblemErrors } from '../../http/errors.js';
import type { UserServiceContext } from '../../http/context.js';
import { getGlobalAppSettings, getUserAppSettings } from '../account/service.js';
import { savedAppSettings, type AppSettingsByApp, type AppSettingsDefinition } from './app-settings.js';
import { newUserGlobalSettings } from './service.js';
import { touchData } from './data.js';

const SAVED = 'Save complete!';

const GLOBAL_COLUMNS = {
  darkMode: 'dark_mode',
  isOfflineEnabled: 'is_offline_enabled',
  gridDefaultRows: 'grid_default_rows',
  startUrl: 'start_url',
  displayNameId: 'display_name_id',
  themeMode: 'theme_mode',
  themeColorMode: 'theme_color_mode',
  requestApp: 'request_app',
} as const;

export async function saveGlobalAppSettings(
  { db, user }: UserServiceContext,
  changes: z.output<typeof globalAppSettingsSaveSchema>,
): Promise<ResultWrapper<GlobalAppSettings>> {
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(GLOBAL_COLUMNS)) {
    const value = changes[key as keyof typeof changes];
    if (value !== undefined) values[column] = value;
  }
  // A user's first choice starts their row from the administrator's defaults, not the columns' own.
  const defaults = await newUserGlobalSettings(db);
  await db.transaction(async (trx) => {
    await trx('user_global_settings')
      .insert({ user_id: user.id, ...defaults })
      .onConflict('user_id')
      .ignore();
    await trx('user_global_settings')
      .where({ user_id: user.id })
      .update({ ...values, modified_at: new Date() });
    if (changes.displayNameId !== undefined) {
      await trx('users').where({ id: user.id }).update({ display_name_id: changes.displayNameId });
    }
    await touchData(trx, 'account-context', user.id);
  });
  return { success: true, message: SAVED, result: await getGlobalAppSettings(db, user.id) };
}

/**
 * The app's own settings in a save (under the key its manifest names), checked against its schema: the
 * contract's save schema lets them through unchecked, as it knows no app. A 400 names the setting.
 */
function appOwnChanges(
  setting: z.output<typeof userAppSettingSaveSchema>,
  appSettings: AppSettingsByApp,
): { own: AppSettingsDefinition; changes: Record<string, unknown> } | undefined {
  const own = appSettings.get(setting.appId);
  const sent: unknown = own && setting[own.key];
  if (!own || sent === undefined) return undefined;
  const parsed = own.schema.safeParse(sent);
  if (!parsed.success) {
    throw badRequest(
      zodToProblemErrors(parsed.error).map(({ field, message }) => ({
        field: field ? `${own.key}.${field}` : own.key,
        message,
      })),
    );
  }
  return { own, changes: parsed.data };
}

/** Saves the user's settings of one app; the app's own settings (appSettings) go into settings_json. */
export async function saveUserAppSetting(
  { db, user }: UserServiceContext,
  setting: z.output<typeof userAppSettingSaveSchema>,
  appSettings: AppSettingsByApp,
): Promise<ResultWrapper<AppSetting>> {
  const app = await db('apps')
    .where({ id: setting.appId })
    .first<{ id: number; theme_id: number; primary_color: string; secondary_color: string } | undefined>(
      'id',
      'theme_id',
      'primary_color',
      'secondary_color',
    );
  if (!app) throw badRequest([{ field: 'appId', message: 'There is no app with that id.' }]);
  const ownChanges = appOwnChanges(setting, appSettings);
  // The settings form sends every field. A theme or colour equal to the administrator's is stored as "no
  // choice of the user's own" (0, null), so a later change by the administrator still reaches this user.
  const ownColour = (colour: string | null, administrators: string): string | null =>
    colour?.toLowerCase() === administrators.toLowerCase() ? null : colour;
  await db.transaction(async (trx) => {
    const existing = await trx('user_app_settings')
      .where({ user_id: user.id, app_id: setting.appId })
      .first<{ settings_json: string | null } | undefined>('settings_json');
    const values: Record<string, unknown> = { modified_at: new Date() };
    if (setting.themeId !== undefined) {
      values.theme_id = setting.themeId === app.theme_id ? 0 : setting.themeId;
    }
    if (setting.isEnabled !== undefined) values.is_enabled = setting.isEnabled;
    if (setting.isOfflineEnabled !== undefined) values.is_offline_enabled = setting.isOfflineEnabled;
    if (setting.isOfflinePreloadEnabled !== undefined) {
      values.is_offline_preload_enabled = setting.isOfflinePreloadEnabled;
    }
    if (setting.primaryColor !== undefined) {
      values.primary_color = ownColour(setting.primaryColor, app.primary_color);
    }
    if (setting.secondaryColor !== undefined) {
      values.secondary_color = ownColour(setting.secondaryColor, app.secondary_color);
    }
    if (ownChanges) {
      values.settings_json = savedAppSettings(
        ownChanges.own,
        existing?.settings_json ?? null,
        ownChanges.changes,
      );
    }
    if (existing) {
      await trx('user_app_settings').where({ user_id: user.id, app_id: setting.appId }).update(values);
    } else {
      await trx('user_app_settings').insert({ user_id: user.id, app_id: setting.appId, ...values });
    }
    await touchData(trx, 'account-context', user.id);
  });
  const result = (await getUserAppSettings(db, user.id, appSettings)).find((a) => a.appId === setting.appId);
  if (!result) throw notFound('There is no app with that id.');
  return { success: true, message: SAVED, result };
}

/** POST /api/app/save (admin): the global settings of one app. */
export async function saveAppSetting(
  { db }: UserServiceContext,
  setting: z.output<typeof appSettingSaveSchema>,
): Promise<ResultWrapper<{ appId: number }>> {
  const appId = setting.appId ?? setting.id ?? 0;
  const values: Record<string, unknown> = {};
  if (setting.title !== undefined) values.title = setting.title;
  if (setting.narrative !== undefined) values.narrative = setting.narrative;
  if (setting.themeId !== undefined) values.theme_id = setting.themeId;
  if (setting.isEnabled !== undefined) values.is_enabled = setting.isEnabled;
  if (setting.isOfflineEnabled !== undefined) values.is_offline_enabled = setting.isOfflineEnabled;
  if (setting.isOfflinePreloadEnabled !== undefined)
    values.is_offline_preload_enabled = setting.isOfflinePreloadEnabled;
  if (setting.primaryColor !== undefined) values.primary_color = setting.primaryColor;
  if (setting.secondaryColor !== undefined) values.secondary_color = setting.secondaryColor;
  await db.transaction(async (trx) => {
    const updated = await trx('apps')
      .where({ id: appId })
      .update({ ...values, modified_at: new Date() });
    if (updated !== 1) throw badRequest([{ field: 'appId', message: 'There is no app with that id.' }]);
    await touchData(trx, 'app-context', 1);
  });
  return { success: true, message: SAVED, result: { appId } };
}
