// The server's secrets in a backup: the JWT signing key (which also keys the jobs' sealed payloads) and the
// secure repository's key-encryption keys. An archive without them restores rows whose sensitive values no
// key opens, so they travel with it, sealed (AES-256-GCM, crypto/seal.ts) under a key that scrypt derives
// from the operator's passphrase: the archive alone, copied anywhere, reveals nothing.
import { randomBytes, scryptSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveJwtKey, type Config } from '../config.js';
import { open, seal } from '../crypto/seal.js';
import { keyringOf } from '../apps/repo/keyring.js';

export interface ServerKeys {
  /** The JWT signing key's text, as PORTAL_JWT_SECRET or jwt.key holds it. */
  jwt: string;
  /** The repository's key-encryption keys, base64, current first (as field.key holds them). */
  field: string[];
}

export interface SealedKeys {
  kdf: { name: 'scrypt'; logN: number; r: number; p: number; salt: string };
  sealed: string;
}

/** Where sealed keys are bound: a sealed text moved into another kind of entry does not open. */
const ASSOCIATED = 'lcars.backup.keys.v1';
/** scrypt at OWASP's cost: one derivation per backup or restore, so it can afford to be slow to guess. */
const KDF = { logN: 17, r: 8, p: 1 };

function derive(passphrase: string, kdf: SealedKeys['kdf']): Buffer {
  return scryptSync(passphrase, Buffer.from(kdf.salt, 'base64'), 32, {
    N: 2 ** kdf.logN,
    r: kdf.r,
    p: kdf.p,
    maxmem: 256 * 2 ** kdf.logN * kdf.r,
  });
}

export function readServerKeys(config: Config): ServerKeys {
  const jwt = new TextDecoder().decode(resolveJwtKey(config));
  const ring = keyringOf(config);
  return { jwt, field: ring.ids.map((keyId) => ring.byId(keyId)!.toString('base64')) };
}

export function sealKeys(keys: ServerKeys, passphrase: string): SealedKeys {
  const kdf = { name: 'scrypt' as const, ...KDF, salt: randomBytes(16).toString('base64') };
  return { kdf, sealed: seal(derive(passphrase, kdf), Buffer.from(JSON.stringify(keys)), ASSOCIATED) };
}

/** The keys; SealError when the passphrase is not the one the backup was taken with. */
export function openKeys(sealed: SealedKeys, passphrase: string): ServerKeys {
  return JSON.parse(open(derive(passphrase, sealed.kdf), sealed.sealed, ASSOCIATED).toString()) as ServerKeys;
}

/** The key files a server start would create in the data directory. */
export function keyFiles(config: Config): string[] {
  return ['jwt.key', 'field.key'].map((name) => path.join(config.dataDir, name));
}

/**
 * Puts the keys where the configuration looks for them: the key files of the data directory. A key the
 * configuration takes from the environment instead is kept as it is when it matches; when it differs, the
 * archive's key is written beside it (restored-*.key) and the returned lines say what to set.
 */
export function writeServerKeys(config: Config, keys: ServerKeys): string[] {
  const notes: string[] = [];
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const write = (name: string, text: string): string => {
    const file = path.join(config.dataDir, name);
    writeFileSync(file, text, { mode: 0o600 });
    return file;
  };
  const fieldFile = [
    '# LCARS portal: secure repository key-encryption keys (current first). Keep secret; back it up.',
    ...keys.field,
    '',
  ].join('\n');
  if (config.jwtSecret === undefined) write('jwt.key', keys.jwt);
  else if (config.jwtSecret !== keys.jwt) {
    const file = write('restored-jwt.key', keys.jwt);
    notes.push(`PORTAL_JWT_SECRET differs from the backup's signing key: set it to the contents of ${file}.`);
  }
  if (config.fieldKey === undefined) write('field.key', fieldFile);
  else {
    const configured = keyringOf(config);
    const current = Buffer.from(keys.field[0] ?? '', 'base64');
    if (!configured.current().equals(current)) {
      const file = write('restored-field.key', fieldFile);
      notes.push(
        `PORTAL_FIELD_KEY differs from the backup's key: set PORTAL_FIELD_KEY to the first key of ${file} and PORTAL_FIELD_KEY_PREVIOUS to the others.`,
      );
    }
  }
  return notes;
}

/** True when a key file is already there (a server has started on this data directory). */
export function hasKeyFiles(config: Config): boolean {
  return keyFiles(config).some((file) => existsSync(file) && readFileSync(file).length > 0);
}
