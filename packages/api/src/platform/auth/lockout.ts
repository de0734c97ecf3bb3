// Sign-in throttling over the login_attempts table: at most N wrong passwords per account (or per unknown
// name, so a lock says nothing about whether the account exists) and M per address within a sliding window.
// Attempts refused while locked are recorded but do not count, so a lock always ends.
//
// A browser with the account's device cookie (devices.ts) is judged on its own: at most N wrong passwords
// from that device, and neither the account's lock nor the address's holds it, so an attacker who locks an
// account by guessing locks out only unknown browsers. Its attempts do not count towards those locks either.
//
// The count is taken and the attempt recorded before the password is checked, in one transaction holding a
// lock on the keys (reserveAttempt): concurrent wrong passwords queue on the lock, and the eleventh sees ten
// failures however many arrive at once. The reserved row counts as a failure until the outcome replaces it
// (settleAttempt). Attempts wait for their turn in memory first (key-lock.ts), holding no connection.
import { LoginFailureReason } from '@lcars/contract';
import type { LockoutConfig } from '../../config.js';
import { toDate } from '../../db/dates.js';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { lockKeys } from '../../db/knex.js';
import { KeyLock } from './key-lock.js';

export type LockoutState = { locked: false } | { locked: true; retryAfterSeconds: number };

interface AttemptKey {
  userId: number | null;
  /** The normalised login name, for unknown users. */
  userName: string;
  ip: string;
  /** The device id of the browser's device cookie for this account, or null (an unknown browser). */
  device: string | null;
}

/** At most this many sign-ins hold or wait for one key (an account, an address, a device) in a process. */
const MAX_WAITING_PER_KEY = 32;
const signInTurns = new KeyLock(MAX_WAITING_PER_KEY);

/** Seconds until fewer than `max` counted failures remain in the window, or 0 when not locked. */
async function lockedFor(
  db: Db | Knex.Transaction,
  where: (builder: Knex.QueryBuilder) => void,
  max: number,
  windowMs: number,
  since: Date,
): Promise<number> {
  const rows = await db('login_attempts')
    .modify(where)
    .where({ succeeded: false, failure_reason: LoginFailureReason.WrongCredentials })
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(max)
    .select<{ created_at: unknown }[]>('created_at');
  if (rows.length < max) return 0;
  const oldest = toDate(rows[rows.length - 1]?.created_at)?.getTime() ?? Date.now();
  return Math.max(1, Math.ceil((oldest + windowMs - Date.now()) / 1000));
}

export async function checkLockout(
  db: Db | Knex.Transaction,
  config: LockoutConfig,
  key: AttemptKey,
): Promise<LockoutState> {
  const windowMs = config.windowMinutes * 60 * 1000;
  const windowStart = new Date(Date.now() - windowMs);
  if (key.device !== null) {
    const device = key.device;
    const seconds = await lockedFor(
      db,
      (builder) => void builder.where({ device }),
      config.maxFailures,
      windowMs,
      windowStart,
    );
    return seconds > 0 ? { locked: true, retryAfterSeconds: seconds } : { locked: false };
  }
  // A successful sign-in of the account clears its earlier failures.
  let accountSince = windowStart;
  if (key.userId !== null) {
    const lastSuccess = await db('login_attempts')
      .where({ user_id: key.userId, succeeded: true })
      .where('created_at', '>', windowStart)
      .max<{ at: unknown }[]>({ at: 'created_at' });
    const at = toDate(lastSuccess[0]?.at);
    if (at && at > accountSince) accountSince = at;
  }
  const account = await lockedFor(
    db,
    (builder) =>
      void (key.userId !== null
        ? builder.where({ user_id: key.userId }).whereNull('device')
        : builder.whereNull('user_id').where({ user_name: key.userName }).whereNull('device')),
    config.maxFailures,
    windowMs,
    accountSince,
  );
  const address = await lockedFor(
    db,
    (builder) => void builder.where({ ip: key.ip }).whereNull('device'),
    config.maxFailuresPerIp,
    windowMs,
    windowStart,
  );
  const seconds = Math.max(account, address);
  return seconds > 0 ? { locked: true, retryAfterSeconds: seconds } : { locked: false };
}

export type Reservation = LockoutState & { attemptId?: number };

/**
 * Checks the lock and, when not locked, records the attempt as a failure, atomically (see the top):
 * answers the attempt's id to settle once the password has been checked.
 */
export async function reserveAttempt(db: Db, config: LockoutConfig, key: AttemptKey): Promise<Reservation> {
  const keys =
    key.device !== null
      ? [`login:device:${key.device}`]
      : [
          key.userId !== null ? `login:user:${key.userId}` : `login:name:${key.userName}`,
          `login:ip:${key.ip}`,
        ];
  return signInTurns.run(keys, () =>
    db.transaction(async (trx) => {
      await lockKeys(trx, keys);
      const state = await checkLockout(trx, config, key);
      if (state.locked) return state;
      const [row] = await trx('login_attempts')
        .insert({
          user_name: key.userName,
          user_id: key.userId,
          succeeded: false,
          failure_reason: LoginFailureReason.WrongCredentials,
          ip: key.ip,
          device: key.device,
          created_at: new Date(),
        })
        .returning<{ id: number }[]>('id');
      return { locked: false, attemptId: Number(row?.id) };
    }),
  );
}

/** Replaces a reserved attempt's provisional failure with the outcome. */
export async function settleAttempt(
  trx: Knex.Transaction,
  attemptId: number,
  succeeded: boolean,
  failureReason: number,
): Promise<void> {
  await trx('login_attempts')
    .where({ id: attemptId })
    .update({ succeeded, failure_reason: failureReason, created_at: new Date() });
}
