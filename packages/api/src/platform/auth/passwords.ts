// Password hashing with node:crypto scrypt. The stored string names the algorithm and its parameters,
// so a hash made with other parameters (older defaults, or the low test cost) still verifies.
// Format: $scrypt$ln=17,r=8,p=1$<salt base64>$<hash base64>
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { ScryptParams } from '../../config.js';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scryptAsync(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // scrypt needs about 128 * N * r bytes; the default cap (32 MiB) is below OWASP's N=2^17, r=8.
    maxmem: 128 * N * params.r * 2 + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await scryptAsync(password, salt, params);
  return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

const HASH_PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

export function parsePasswordHash(stored: string): ParsedHash | null {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return null;
  const [, logN, r, p, salt, hash] = match;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (params.logN < 1 || params.logN > 22 || params.r < 1 || params.p < 1) return null;
  return { params, salt: Buffer.from(salt ?? '', 'base64'), hash: Buffer.from(hash ?? '', 'base64') };
}

/** True when the password matches the stored hash. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const candidate = await scryptAsync(password, parsed.salt, parsed.params);
  return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
}

/** True when the stored hash was made with weaker parameters than the current ones (rehash on sign-in). */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return true;
  return parsed.params.logN < params.logN || parsed.params.r < params.r || parsed.params.p < params.p;
}

/** A strong random password (24 characters, 144 bits) for generated accounts. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Verifies against a hash of a random password made with the current parameters, so that signing in as
 * an unknown user costs the same time as a wrong password for a known one.
 */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(readonly params: ScryptParams) {}

  hash(password: string): Promise<string> {
    return hashPassword(password, this.params);
  }

  verify(password: string, stored: string): Promise<boolean> {
    return verifyPassword(password, stored);
  }

  async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= hashPassword(generatePassword(), this.params);
    await verifyPassword(password, await this.dummyHash);
    return false;
  }

  needsRehash(stored: string): boolean {
    return needsRehash(stored, this.params);
  }
}
