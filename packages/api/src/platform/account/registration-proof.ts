// Registration's anti-automation, with no outside service: before registering, the browser solves a
// proof-of-work challenge (ALTCHA: find the counter whose PBKDF2 key starts with a signed prefix, about a second
// of one core) that the server made and signed, and checks with one PBKDF2. Each solved challenge registers
// one account, and the whole portal registers at most PORTAL_REGISTRATIONS_PER_HOUR accounts an hour, from
// every address together: a botnet's many addresses buy it no more accounts than one.
//
// The `registrations` table is both: a row per registration, keyed by its challenge's signature (a replayed
// solution collides) and dated (the hour's count). Rows older than the hour are removed as new ones come.
import { hkdfSync } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Knex } from 'knex';
import { z } from 'zod';
import { toDate } from '../../db/dates.js';
import { lockKeys, type Db } from '../../db/knex.js';
import { ApiError, badRequest } from '../../http/errors.js';

/** A challenge must be solved and used within this time. */
const CHALLENGE_MINUTES = 10;
const HOUR_MS = 60 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';

const secrets = new WeakMap<Uint8Array, { signature: string; key: string }>();

/** The HMAC secrets of challenges, derived from the token key (kept per key: derivation is not free). */
function secretsOf(jwtKey: Uint8Array): { signature: string; key: string } {
  let found = secrets.get(jwtKey);
  if (!found) {
    const derive = (info: string) =>
      Buffer.from(hkdfSync('sha256', jwtKey, new Uint8Array(0), info, 32)).toString('base64url');
    found = {
      signature: derive('lcars registration challenge'),
      key: derive('lcars registration challenge key'),
    };
    secrets.set(jwtKey, found);
  }
  return found;
}

/**
 * A new signed challenge. `work` is the PBKDF2 iterations of one guess; the answer is one of 500-1500
 * guesses, so solving costs about `work` x 1,000 iterations on average. Deterministic mode (a known counter,
 * its key prefix signed): checking a solution costs one guess.
 */
export function registrationChallenge(jwtKey: Uint8Array, work: number): Promise<Challenge> {
  const { signature, key } = secretsOf(jwtKey);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: work,
    counter: randomInt(500, 1500),
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60 * 1000),
  });
}

/** The widget's payload: base64 of JSON { challenge, solution }. Shapes checked before anything is derived. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: z.string().max(200),
        salt: z.string().max(200),
        cost: z.number().int().positive().max(10_000_000),
        keyLength: z.number().int().positive().max(64),
        keyPrefix: z.string().max(200),
        keySignature: z.string().max(200).optional(),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string().max(200),
  }),
  solution: z.object({
    counter: z.number().int().min(0).max(4_294_967_295),
    derivedKey: z.string().max(200),
    time: z.number().optional(),
  }),
});

const unproven = (message: string) => badRequest([{ field: 'altcha', message }]);

/**
 * Checks the proof of a registration (the solved challenge) and answers its signature, the key under which
 * it is used once. Throws 400 naming the `altcha` field when it is missing, malformed, wrong or expired.
 */
export async function checkRegistrationProof(jwtKey: Uint8Array, proof: string): Promise<string> {
  let payload: z.infer<typeof payloadSchema>;
  try {
    payload = payloadSchema.parse(JSON.parse(Buffer.from(proof, 'base64').toString('utf8')));
  } catch {
    throw unproven('The check that you are a person did not finish. Wait for it, then register.');
  }
  const { signature, key } = secretsOf(jwtKey);
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  });
  if (result.expired) throw unproven('The check that you are a person has expired. Register again.');
  if (!result.verified) throw unproven('The check that you are a person failed. Register again.');
  return payload.challenge.signature;
}

async function registeredInTheHour(db: Db | Knex.Transaction, since: Date): Promise<Date[]> {
  const rows = await db('registrations')
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .select<{ created_at: unknown }[]>('created_at');
  return rows.map((row) => toDate(row.created_at) ?? new Date());
}

function refuseWhenFull(dates: Date[], perHour: number, now: number): void {
  if (dates.length < perHour) return;
  const oldest = dates[dates.length - perHour]?.getTime() ?? now;
  const seconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 1000));
  throw new ApiError(429, {
    detail: 'Too many accounts were registered in the last hour. Try again later.',
    headers: { 'Retry-After': String(seconds) },
  });
}

/** A quick refusal before a password is hashed: a used proof, or the hour's registrations all taken. */
export async function precheckRegistration(db: Db, proofKey: string, perHour: number): Promise<void> {
  if (await db('registrations').where({ proof: proofKey }).first('proof')) {
    throw unproven('This check was used already. Register again.');
  }
  const now = Date.now();
  refuseWhenFull(await registeredInTheHour(db, new Date(now - HOUR_MS)), perHour, now);
}

/**
 * Records a registration in the transaction that creates the account: the hour's count is taken under a lock
 * (on PostgreSQL an advisory lock; SQLite runs one write transaction at a time), so concurrent registrations
 * cannot pass the limit, and the proof's key is unique, so a replayed proof fails.
 */
export async function recordRegistration(
  trx: Knex.Transaction,
  proofKey: string,
  perHour: number,
): Promise<void> {
  await lockKeys(trx, ['registrations']);
  const now = Date.now();
  await trx('registrations')
    .where('created_at', '<=', new Date(now - HOUR_MS))
    .delete();
  refuseWhenFull(await registeredInTheHour(trx, new Date(now - HOUR_MS)), perHour, now);
  if (await trx('registrations').where({ proof: proofKey }).first('proof')) {
    throw unproven('This check was used already. Register again.');
  }
  await trx('registrations').insert({ proof: proofKey, created_at: new Date(now) });
}
