// The admin's global settings (one row): registration, the password requirements sent to clients, and the
// portal-wide global app settings (offline use allowed at all, and the defaults of users who have not chosen).
import type { PasswordRequirements, PortalGlobalSettings } from '@lcars/contract';
import type { Db } from '../../db/knex.js';
import { bool } from '../../db/knex.js';

/** Letters, digits and `._@-` (decisions.md). */
export const DEFAULT_ALLOWED_USER_NAME_CHARACTERS =
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._@-';

export const DEFAULT_SYSTEM_SETTINGS = {
  id: 1,
  registration_enabled: true,
  required_length: 12,
  require_digit: false,
  require_lowercase: false,
  require_uppercase: false,
  required_user_name_length: 3,
  allowed_user_name_characters: DEFAULT_ALLOWED_USER_NAME_CHARACTERS,
  // The global app settings a fresh portal starts with, before the administrator changes any.
  is_offline_enabled: false,
  grid_default_rows: 10,
  start_url: '/',
  dark_mode: true,
  theme_mode: 1,
  display_name_id: 2,
};

interface SystemSettingsRow {
  id: number;
  registration_enabled: boolean | number;
  required_length: number;
  require_digit: boolean | number;
  require_lowercase: boolean | number;
  require_uppercase: boolean | number;
  required_user_name_length: number;
  allowed_user_name_characters: string;
  is_offline_enabled: boolean | number;
  grid_default_rows: number;
  start_url: string;
  dark_mode: boolean | number;
  theme_mode: number;
  display_name_id: number;
}

export interface SystemSettings {
  registrationEnabled: boolean;
  requirements: PasswordRequirements;
  globalAppSettings: PortalGlobalSettings;
}

/** Columns of the portal-wide global app settings, by wire name. */
export const PORTAL_GLOBAL_COLUMNS = {
  isOfflineEnabled: 'is_offline_enabled',
  gridDefaultRows: 'grid_default_rows',
  startUrl: 'start_url',
  darkMode: 'dark_mode',
  themeMode: 'theme_mode',
  displayNameId: 'display_name_id',
} as const satisfies Record<keyof PortalGlobalSettings, keyof SystemSettingsRow>;

export async function getSystemSettings(db: Db): Promise<SystemSettings> {
  const row =
    (await db<SystemSettingsRow>('system_settings').where({ id: 1 }).first()) ?? DEFAULT_SYSTEM_SETTINGS;
  return {
    registrationEnabled: bool(row.registration_enabled),
    requirements: {
      allowedUserNameCharacters: row.allowed_user_name_characters,
      requireDigit: bool(row.require_digit),
      requireLowercase: bool(row.require_lowercase),
      requireUppercase: bool(row.require_uppercase),
      requiredLength: row.required_length,
      requiredUserNameLength: row.required_user_name_length,
    },
    globalAppSettings: {
      isOfflineEnabled: bool(row.is_offline_enabled),
      gridDefaultRows: row.grid_default_rows,
      startUrl: row.start_url,
      darkMode: bool(row.dark_mode),
      themeMode: row.theme_mode === 2 ? 2 : 1,
      displayNameId: row.display_name_id,
    },
  };
}

/**
 * The user_global_settings values a new user starts with: the administrator's defaults, with offline use
 * off until the user turns it on.
 */
export async function newUserGlobalSettings(db: Db): Promise<Record<string, unknown>> {
  const { globalAppSettings: portal } = await getSystemSettings(db);
  return {
    dark_mode: portal.darkMode,
    is_offline_enabled: false,
    grid_default_rows: portal.gridDefaultRows,
    start_url: portal.startUrl,
    display_name_id: portal.displayNameId,
    theme_mode: portal.themeMode,
  };
}
