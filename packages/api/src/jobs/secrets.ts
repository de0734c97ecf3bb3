// Secrets in job payloads (password candidates): found by the kind's field names, never written to the
// database in clear, and masked wherever a message or result repeats one.
//
// Crypto-shredding: a job's secret fields are sealed (AES-256-GCM) under a data key of that job alone, made
// when it is queued. The data key is kept wrapped (sealed under a key derived from the server's signing key,
// which never enters the database) in a row of job_keys, and the row is deleted when the job ends. From then on
// every copy of the sealed secrets a database keeps after a delete (SQLite's WAL and free pages, PostgreSQL's
// dead row versions and WAL, a backup) is noise: its key is gone. The associated data binds a sealed bundle and
// a wrapped key to their job, so neither opens as another job's.
import { hkdfSync, randomBytes } from 'node:crypto';
import { open as openSealed, seal, SEAL_VERSION as VERSION } from '../crypto/seal.js';

/** A job's secrets cannot be opened: their key is gone (the database lost it) or the server's key changed. */
export class JobSecretsLost extends Error {
  constructor() {
    super(
      "The job's secrets could not be read: its key is gone (the database restarted, or the server's signing key changed). Start it again.",
    );
    this.name = 'JobSecretsLost';
  }
}

/** The key that wraps the jobs' data keys, derived from the server's signing key (never stored). */
export function jobKeyEncryptionKey(signingKey: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', signingKey, 'lcars.jobs', 'lcars.jobs.secrets.kek.v1', 32));
}

/** A fresh data key for one job. */
export function newJobDataKey(): Buffer {
  return randomBytes(32);
}

/** Opens a sealed value of a job; any failure means the job's key is gone or another's. */
function open(key: Buffer, sealedText: string, associated: string): Buffer {
  try {
    return openSealed(key, sealedText, associated);
  } catch {
    throw new JobSecretsLost();
  }
}

export function wrapJobDataKey(kek: Buffer, dataKey: Buffer, jobId: number): string {
  return seal(kek, dataKey, `lcars.jobs.data-key.${VERSION}:${jobId}`);
}

export function unwrapJobDataKey(kek: Buffer, wrapped: string, jobId: number): Buffer {
  return open(kek, wrapped, `lcars.jobs.data-key.${VERSION}:${jobId}`);
}

/** The secret fields of a payload, sealed as one bundle for the job. */
export function sealSecrets(dataKey: Buffer, jobId: number, secrets: Record<string, unknown>): string {
  return seal(
    dataKey,
    Buffer.from(JSON.stringify(secrets), 'utf8'),
    `lcars.jobs.secrets.${VERSION}:${jobId}`,
  );
}

export function openSecrets(dataKey: Buffer, jobId: number, sealed: string): Record<string, unknown> {
  return JSON.parse(
    open(dataKey, sealed, `lcars.jobs.secrets.${VERSION}:${jobId}`).toString('utf8'),
  ) as Record<string, unknown>;
}

/** The payload's secret fields (those it has), apart from the rest. */
export function splitSecrets(
  payload: unknown,
  fields: readonly string[] | undefined,
): { kept: unknown; secrets: Record<string, unknown> | undefined } {
  if (!fields?.length || typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return { kept: payload, secrets: undefined };
  }
  const record = payload as Record<string, unknown>;
  const present = fields.filter((field) => field in record);
  if (present.length === 0) return { kept: payload, secrets: undefined };
  return {
    kept: withoutSecrets(payload, fields),
    secrets: Object.fromEntries(present.map((field) => [field, record[field]])),
  };
}

/** Every string under the payload's secret fields (arrays and objects walked). */
export function secretValues(payload: unknown, fields: readonly string[] | undefined): string[] {
  if (!fields?.length || typeof payload !== 'object' || payload === null) return [];
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value !== '') found.push(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  for (const field of fields) walk((payload as Record<string, unknown>)[field]);
  // Longest first, so a secret containing another is masked whole.
  return [...new Set(found)].sort((a, b) => b.length - a.length);
}

export const MASK = '***';

/** The text with every secret replaced by ***. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let masked = text;
  for (const secret of secrets) masked = masked.split(secret).join(MASK);
  return masked;
}

/**
 * A result with every secret masked in its strings. Masking the serialised JSON instead would also hit the
 * syntax: a one-character candidate such as `a` or `1` would corrupt the keys and numbers of the result.
 */
export function maskSecretsIn(value: unknown, secrets: readonly string[]): unknown {
  if (secrets.length === 0) return value;
  if (typeof value === 'string') return maskSecrets(value, secrets);
  if (Array.isArray(value)) return value.map((item) => maskSecretsIn(item, secrets));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [maskSecrets(key, secrets), maskSecretsIn(item, secrets)]),
    );
  }
  return value;
}

/** The payload without its secret fields. */
export function withoutSecrets(payload: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields?.length || typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return payload;
  }
  const kept: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
  for (const field of fields) delete kept[field];
  return kept;
}
