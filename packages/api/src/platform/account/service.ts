// The signed-in user's session: profile, claims, per-app settings and global settings.
import type { AppSetting, GlobalAppSettings, Profile } from '@lcars/contract';
import { DEFAULT_GLOBAL_APP_SETTINGS } from '@lcars/contract';
import type { Db } from '../../db/knex.js';
import { bool } from '../../db/knex.js';
import { notFound } from '../../http/errors.js';
import { listApps } from '../app/service.js';
import type { AccountSettings } from '../reads.js';
import { servedAppSettings, type AppSettingsByApp } from '../settings/app-settings.js';
import { getSystemSettings } from '../settings/service.js';
import { findUserById, type UserRow } from '../users/service.js';

interface GlobalSettingsRow {
  user_id: number;
  dark_mode: boolean | number;
  is_offline_enabled: boolean | number;
  grid_default_rows: number;
  start_url: string;
  display_name_id: number;
  theme_mode: number;
  theme_color_mode: number;
  request_app: number;
}

interface UserAppSettingsRow {
  id: number;
  user_id: number;
  app_id: number;
  theme_id: number;
  is_enabled: boolean | number;
  is_offline_enabled: boolean | number;
  is_offline_preload_enabled: boolean | number;
  primary_color: string | null;
  secondary_color: string | null;
  settings_json: string | null;
}

export function toProfile(user: UserRow): Profile {
  return {
    userId: user.id,
    userName: user.user_name,
    email: user.email,
    preferredSalutation: user.preferred_salutation,
    displayNameId: user.display_name_id,
    namePrefixId: user.name_prefix_id,
    firstName: user.first_name,
    lastName: user.last_name,
    nameSuffixId: user.name_suffix_id,
    imageId: user.image_id,
    settings: { showProfilePicture: bool(user.show_profile_picture) },
    newEmailAddress: (user as UserRow & { new_email_address?: string }).new_email_address ?? '',
    phoneNumber: user.phone_number,
  };
}

/**
 * A user's global app settings: their own once they saved any, else the administrator's defaults. Offline
 * use is the user's own choice (off until they turn it on); the portal's switch travels in the app context.
 */
export async function getGlobalAppSettings(db: Db, userId: number): Promise<GlobalAppSettings> {
  const row = await db<GlobalSettingsRow>('user_global_settings').where({ user_id: userId }).first();
  if (!row) return defaultGlobalAppSettings(db);
  return {
    darkMode: bool(row.dark_mode),
    isOfflineEnabled: bool(row.is_offline_enabled),
    gridDefaultRows: row.grid_default_rows,
    startUrl: row.start_url,
    displayNameId: row.display_name_id,
    themeMode: row.theme_mode === 2 ? 2 : 1,
    themeColorMode: row.theme_color_mode,
    requestApp: row.request_app,
  };
}

/** What a user who has not chosen starts with: the built-in defaults under the administrator's. */
export async function defaultGlobalAppSettings(db: Db): Promise<GlobalAppSettings> {
  const { globalAppSettings: portal } = await getSystemSettings(db);
  return { ...DEFAULT_GLOBAL_APP_SETTINGS, ...portal, isOfflineEnabled: false };
}

/**
 * Every app with the user's own settings laid over the admin's (a user cannot enable a disabled app), and
 * an app's own settings (appSettings: from the app modules) under their key.
 */
export async function getUserAppSettings(
  db: Db,
  userId: number,
  appSettings: AppSettingsByApp,
): Promise<AppSetting[]> {
  const [apps, own] = await Promise.all([
    listApps(db),
    db<UserAppSettingsRow>('user_app_settings').where({ user_id: userId }).select('*'),
  ]);
  const byApp = new Map(own.map((row) => [row.app_id, row]));
  return apps.map((app) => {
    const mine = byApp.get(app.id);
    const own = appSettings.get(app.id);
    return {
      id: mine?.id ?? 0,
      appId: app.id,
      // 0: the user chose no theme of their own for this app, so the administrator's applies.
      themeId: mine && mine.theme_id > 0 ? mine.theme_id : app.theme_id,
      isEnabled: bool(app.is_enabled) && (mine ? bool(mine.is_enabled) : true),
      isOfflineEnabled: bool(app.is_offline_enabled) && (mine ? bool(mine.is_offline_enabled) : false),
      isOfflinePreloadEnabled:
        bool(app.is_offline_preload_enabled) && (mine ? bool(mine.is_offline_preload_enabled) : false),
      hasAdditionalSettings: mine?.settings_json != null,
      title: app.title,
      narrative: app.narrative,
      primaryColor: mine?.primary_color ?? app.primary_color,
      secondaryColor: mine?.secondary_color ?? app.secondary_color,
      claimType: app.claim_type,
      claimValue: app.claim_value,
      ...(own ? { [own.key]: servedAppSettings(own, mine?.settings_json ?? null) } : {}),
    };
  });
}

/** The account context less the claims and token, which come with the request. */
export async function loadAccountSettings(
  db: Db,
  userId: number,
  appSettings: AppSettingsByApp,
): Promise<AccountSettings> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound('The user no longer exists.');
  const [apps, globalAppSettings] = await Promise.all([
    getUserAppSettings(db, userId, appSettings),
    getGlobalAppSettings(db, userId),
  ]);
  return { profile: toProfile(row), appSettings: apps, globalAppSettings };
}
