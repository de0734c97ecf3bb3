// The admin's global settings (one row): registration and the password requirements sent to clients.
import type { PasswordRequirements } from '../../contract/index.js';
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
}

export interface SystemSettings {
  registrationEnabled: boolean;
  requirements: PasswordRequirements;
}

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
  };
}
