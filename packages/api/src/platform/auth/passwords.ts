// Password hashing with node:crypto scrypt. The stored string names the algorithm and its parameters,
// so a hash made with other parameters (older defaults, or the low test cost) still verifies.
// Format: $scrypt$ln=17,r=8,p=1$<salt base64>$<hash base64>
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { HashingLanes, HashingLimits, ScryptParams } from '../../config.js';
import { ApiError } from '../../http/errors.js';
import type { HashLane, PasswordHashing } from '../../http/context.js';

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
 * Who a hash is for. `untrusted`: anyone on the internet (sign-in from an unknown browser, registration,
 * password reset). `trusted`: a browser with a device cookie of the account signing in, or a signed-in user
 * (password change, an administrator). The trusted lane has hashes and a queue of its own, so a flood of
 * anonymous sign-ins, however many addresses it comes from, cannot take its turn.
 */
export type { HashLane };

/** Unbounded: for tools and tests that hash on their own. */
const UNBOUNDED: HashingLimits = { concurrency: Number.MAX_SAFE_INTEGER, queue: 0 };
const UNBOUNDED_LANES: HashingLanes = { untrusted: UNBOUNDED, trusted: UNBOUNDED };

/**
 * At most `concurrency` hashes run at once (each takes ~128 MiB and a core for a few hundred ms at OWASP's
 * cost); up to `queue` more wait their turn, and past that a request is refused at once with 429 and a
 * Retry-After from the measured time per hash. Sixty anonymous sign-ins then cost a bounded queue, not
 * every other sign-in's minute and half a gigabyte.
 */
class HashingGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Moving average of one hash's duration, for Retry-After. */
  private averageMs = 250;

  constructor(private readonly limits: HashingLimits) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.limits.concurrency) {
      this.active += 1;
    } else {
      if (this.waiting.length >= this.limits.queue) {
        const seconds = Math.max(
          1,
          Math.ceil(((this.waiting.length + 1) * this.averageMs) / this.limits.concurrency / 1000),
        );
        throw new ApiError(429, {
          detail: 'The server is busy checking passwords. Try again in a moment.',
          headers: { 'Retry-After': String(seconds) },
        });
      }
      // The slot is handed over by the task that ends (see finally): `active` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/**
 * Hashes and verifies through the gates above, one per lane. Verifies an unknown user against a hash of a
 * random password made with the current parameters, so that signing in as an unknown user costs the same
 * time as a wrong password for a known one.
 */
export class PasswordHasher implements PasswordHashing {
  private dummyHash: Promise<string> | undefined;
  private readonly gates: Record<HashLane, HashingGate>;

  constructor(
    readonly params: ScryptParams,
    lanes: HashingLanes = UNBOUNDED_LANES,
  ) {
    this.gates = { untrusted: new HashingGate(lanes.untrusted), trusted: new HashingGate(lanes.trusted) };
  }

  hash(password: string, lane: HashLane): Promise<string> {
    return this.gates[lane].run(() => hashPassword(password, this.params));
  }

  verify(password: string, stored: string, lane: HashLane): Promise<boolean> {
    return this.gates[lane].run(() => verifyPassword(password, stored));
  }

  /** An unknown user is never trusted: no device cookie names them. */
  async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= hashPassword(generatePassword(), this.params);
    const dummy = await this.dummyHash;
    await this.gates.untrusted.run(() => verifyPassword(password, dummy));
    return false;
  }

  needsRehash(stored: string): boolean {
    return needsRehash(stored, this.params);
  }
}
