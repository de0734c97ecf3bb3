// The global settings an administrator edits: registration on or off, the password requirements, and the
// portal-wide global app settings (offline use allowed, the defaults of users who have not chosen).
import type { z } from 'zod';
import type { AdminSettings, adminSettingsSaveSchema } from '@lcars/contract';
import type { Db } from '../../db/knex.js';
import { audit } from '../audit/service.js';
import { PORTAL_GLOBAL_COLUMNS, getSystemSettings } from '../settings/service.js';

export function getAdminSettings(db: Db): Promise<AdminSettings> {
  return getSystemSettings(db);
}

export async function saveAdminSettings(
  db: Db,
  actorId: number,
  input: z.output<typeof adminSettingsSaveSchema>,
): Promise<AdminSettings> {
  const r = input.requirements ?? {};
  const portal = input.globalAppSettings ?? {};
  const values = Object.fromEntries(
    Object.entries({
      ...Object.fromEntries(
        Object.entries(PORTAL_GLOBAL_COLUMNS).map(([key, column]) => [
          column,
          portal[key as keyof typeof portal],
        ]),
      ),
      registration_enabled: input.registrationEnabled,
      allowed_user_name_characters: r.allowedUserNameCharacters,
      require_digit: r.requireDigit,
      require_lowercase: r.requireLowercase,
      require_uppercase: r.requireUppercase,
      required_length: r.requiredLength,
      required_user_name_length: r.requiredUserNameLength,
    }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(values).length > 0) {
    await db.transaction(async (trx) => {
      await trx('system_settings')
        .where({ id: 1 })
        .update({ ...values, modified_at: new Date() });
      await audit(trx, {
        event: 'admin.settings',
        userId: actorId,
        detail: { changed: Object.keys(values) },
      });
    });
  }
  return getSystemSettings(db);
}
