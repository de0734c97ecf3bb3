// The key-encryption keys of the secure repository. The current key wraps new data keys; earlier keys still
// open data keys wrapped before a rotation, until the re-wrap has moved every record to the current key.
// Keys come from PORTAL_FIELD_KEY (and PORTAL_FIELD_KEY_PREVIOUS), or from <dataDir>/field.key, a file of
// mode 0600 created on first start. The key file holds the current key first, then earlier ones.
import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';
import { keyIdOf } from './crypto.js';

export interface Keyring {
  readonly source: 'environment' | 'file';
  readonly currentId: string;
  current(): Buffer;
  /** The key of that fingerprint, or undefined when none of the ring has it. */
  byId(keyId: string): Buffer | undefined;
  readonly ids: readonly string[];
}

const KEY_FILE = 'field.key';

/** A key from its configured text: 32 bytes as hex or base64, or a long passphrase stretched by HKDF. */
export function keyFromText(text: string): Buffer {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const decoded = Buffer.from(trimmed, 'base64');
  if (decoded.length === 32 && /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return decoded;
  if (trimmed.length < 32) {
    throw new Error(
      'PORTAL_FIELD_KEY must be 32 bytes (64 hex or 44 base64 characters) or at least 32 characters.',
    );
  }
  // A passphrase: HKDF spreads its entropy over 32 bytes (it does not slow down guessing: use a random one).
  return Buffer.from(hkdfSync('sha256', trimmed, 'lcars.repo', 'lcars.repo.kek', 32));
}

function ringOf(source: Keyring['source'], keys: readonly Buffer[]): Keyring {
  const byId = new Map(keys.map((key) => [keyIdOf(key), key] as const));
  const first = keys[0];
  if (!first) throw new Error('The secure repository has no key-encryption key.');
  const currentId = keyIdOf(first);
  return { source, currentId, current: () => first, byId: (keyId) => byId.get(keyId), ids: [...byId.keys()] };
}

function keyFilePath(config: Config): string {
  return path.join(config.dataDir, KEY_FILE);
}

function readKeyFile(file: string): Buffer[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => Buffer.from(line, 'base64'))
    .filter((key) => key.length === 32);
}

/** Writes the key file whole (mode 0600) through a temporary file, so a crash never leaves half a key file. */
function writeKeyFile(file: string, keys: readonly Buffer[]): void {
  const body = [
    '# LCARS portal: secure repository key-encryption keys (current first). Keep secret; back it up.',
    ...keys.map((key) => key.toString('base64')),
    '',
  ].join('\n');
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, body, { mode: 0o600, flag: 'wx' });
  renameSync(temporary, file);
}

function loadFromFile(config: Config): Keyring {
  const file = keyFilePath(config);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const keys = readKeyFile(file);
  if (keys.length === 0) throw new Error(`${file} holds no key.`);
  return ringOf('file', keys);
}

function load(config: Config): Keyring {
  if (config.fieldKey !== undefined) {
    return ringOf('environment', [config.fieldKey, ...config.fieldKeyPrevious].map(keyFromText));
  }
  return loadFromFile(config);
}

const rings = new WeakMap<Config, Keyring>();

/** The server's keyring, read once (the key file is created on the first call). */
export function keyringOf(config: Config): Keyring {
  let ring = rings.get(config);
  if (!ring) rings.set(config, (ring = load(config)));
  return ring;
}

/**
 * The key of a fingerprint; when the ring lacks it, the key file is read again once (another instance of the
 * API may have rotated it since this one started).
 */
export function keyFor(config: Config, keyId: string): Buffer | undefined {
  const known = keyringOf(config).byId(keyId);
  if (known || config.fieldKey !== undefined) return known;
  const reloaded = load(config);
  rings.set(config, reloaded);
  return reloaded.byId(keyId);
}

/** Makes a new random key current in the key file, keeping the earlier ones for the re-wrap. */
export function rotateKeyFile(config: Config): Keyring {
  if (config.fieldKey !== undefined) {
    throw new Error(
      'The key comes from PORTAL_FIELD_KEY: put the new key there and the old one in PORTAL_FIELD_KEY_PREVIOUS, restart, then re-wrap.',
    );
  }
  const file = keyFilePath(config);
  const ring = loadFromFile(config);
  const keys = [randomBytes(32), ...ring.ids.map((keyId) => ring.byId(keyId)!)];
  writeKeyFile(file, keys);
  const rotated = ringOf('file', keys);
  rings.set(config, rotated);
  return rotated;
}

/** Drops every key but the current one from the key file: once no data key is wrapped by them. */
export function forgetEarlierKeys(config: Config): void {
  if (config.fieldKey !== undefined) return;
  const ring = loadFromFile(config);
  if (ring.ids.length === 1) return;
  writeKeyFile(keyFilePath(config), [ring.current()]);
  rings.set(config, ringOf('file', [ring.current()]));
}
