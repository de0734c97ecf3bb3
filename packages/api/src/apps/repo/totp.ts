// The current code of a TOTP field (RFC 6238, computed by the otpauth library). The secret is opened on the
// server and only the code leaves it: a code is good for one period, the secret for ever. Each call counts as a
// reveal (the same per-user limit) and is audited as a code shown or copied, never with the code.
import type { z } from 'zod';
import { TOTP, Secret } from 'otpauth';
import {
  RepoAuditEvent,
  RepoDataType,
  parseTotp,
  type RepoResult,
  type RepoTotpCode,
  type TotpParams,
  type repoTotpSchema,
} from '@lcars/contract/repo';
import { ApiError, badRequest } from '../../http/errors.js';
import { audit } from '../../platform/audit/service.js';
import { typed } from '../../db/typed.js';
import { loadRepo, requireRepoClaim, type RepoContext } from './access.js';
import { SealError, openValue } from './crypto.js';
import { loadField, loadRecord, takeReveal } from './entries.js';
import { cannotOpen, dataKeyOf } from './keys.js';

/** The code of a TOTP at a moment (milliseconds since 1970), and the seconds it has left. */
export function totpAt(params: TotpParams, timestamp: number): { code: string; remaining: number } {
  const totp = new TOTP({
    secret: Secret.fromBase32(params.secret),
    algorithm: params.algorithm,
    digits: params.digits,
    period: params.period,
  });
  const elapsed = Math.floor(timestamp / 1000) % params.period;
  return { code: totp.generate({ timestamp }), remaining: params.period - elapsed };
}

/** The current code of a record's TOTP field (Repos/Read: anyone the repository is shared with, right now). */
export async function totpCode(
  context: RepoContext,
  params: { repoId: number; entryId: number },
  input: z.output<typeof repoTotpSchema>,
  now = Date.now(),
): Promise<RepoResult<RepoTotpCode>> {
  const { db, user, config } = context;
  requireRepoClaim(user, 'Read');
  await loadRepo(db, user.id, params.repoId);
  const record = await loadRecord(db, params.repoId, params.entryId);
  const field = await loadField(db, params.repoId, input.fieldId, 'fieldId');
  if (field.data_type_id !== RepoDataType.TOTP) {
    throw badRequest([{ field: 'fieldId', message: `${field.title} is not a TOTP field.` }]);
  }
  await takeReveal(db, user.id);
  const detail = { repoId: params.repoId, recordId: record.id, fieldId: field.id };
  const stored = await typed<{ sealed: string | null } | undefined>(
    db('repo_record_values').where({ rec_id: record.id, field_id: field.id }).first('sealed'),
  );
  const empty = { recId: record.id, fieldId: field.id, code: '', digits: 6, period: 30, remaining: 0 };
  if (!stored?.sealed) return { success: true, result: empty };
  let secret: string;
  try {
    secret = openValue(dataKeyOf(config, record), stored.sealed, record.id, field.id);
  } catch (error) {
    if (!(error instanceof SealError || error instanceof ApiError)) throw error;
    await audit(db, { event: RepoAuditEvent.OpenFailed, userId: user.id, detail });
    throw cannotOpen('value');
  }
  // A value saved while the field had another type (types may change; values are kept) is not a secret here.
  const totp = parseTotp(secret);
  if (!totp) {
    throw badRequest([
      { field: 'fieldId', message: `${field.title} of this record is not a TOTP secret: set it again.` },
    ]);
  }
  await audit(db, {
    event: input.purpose === 'copy' ? RepoAuditEvent.TotpCopy : RepoAuditEvent.TotpCode,
    userId: user.id,
    detail,
  });
  const { code, remaining } = totpAt(totp, now);
  return {
    success: true,
    result: { ...empty, code, digits: totp.digits, period: totp.period, remaining },
  };
}
