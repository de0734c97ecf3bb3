// Bitwarden's password-protected export (checked against Bitwarden's own clients and SDK): a JSON envelope
// { encrypted: true, passwordProtected: true, salt, kdfType, kdfIterations, kdfMemory, kdfParallelism,
// encKeyValidation_DO_NOT_EDIT, data }.
// - salt: 16 random bytes in base64; the KDF takes the base64 text's bytes as its salt.
// - kdfType 0: PBKDF2-HMAC-SHA256 of the file password, kdfIterations rounds, 32 bytes. (Type 1, Argon2id, is
//   refused on import: the API has no Argon2 library, and an export of ours never uses it.)
// - The 32-byte key is stretched to an encryption key and a MAC key by HKDF-Expand (RFC 5869, no extract
//   step) with the infos "enc" and "mac", 32 bytes each.
// - Each encrypted text is an EncString of type 2: "2." + base64(iv) + "|" + base64(ciphertext) + "|" +
//   base64(mac), AES-256-CBC with PKCS#7 padding under the encryption key, and HMAC-SHA256 over iv‖ciphertext
//   under the MAC key (encrypt-then-MAC, checked in constant time before decrypting).
// - encKeyValidation_DO_NOT_EDIT is a random UUID encrypted this way: it tells a wrong password from a
//   damaged file; data is the unencrypted JSON export, encrypted the same way.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  pbkdf2 as pbkdf2Callback,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { promisify } from 'node:util';
import { REPO_EXPORT_KDF_ITERATIONS } from '@lcars/contract/repo';
import { ImportFileError } from './import-error.js';

const pbkdf2 = promisify(pbkdf2Callback);

/** Iterations an imported file may ask for: Bitwarden's minimum, and a ceiling so a file cannot cost minutes. */
const MIN_ITERATIONS = 5_000;
const MAX_ITERATIONS = 2_000_000;

interface StretchedKey {
  enc: Buffer;
  mac: Buffer;
}

/** HKDF-Expand with SHA-256 for one 32-byte block: T(1) = HMAC(prk, info ‖ 0x01). */
function hkdfExpand(prk: Buffer, info: string): Buffer {
  return createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from(info, 'utf8'), Buffer.from([1])]))
    .digest();
}

function stretch(key: Buffer): StretchedKey {
  return { enc: hkdfExpand(key, 'enc'), mac: hkdfExpand(key, 'mac') };
}

function encString(key: StretchedKey, plain: string): string {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key.enc, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const mac = createHmac('sha256', key.mac).update(iv).update(data).digest();
  return `2.${iv.toString('base64')}|${data.toString('base64')}|${mac.toString('base64')}`;
}

class WrongKey extends Error {}

function openEncString(key: StretchedKey, text: unknown, what: string): string {
  const match =
    typeof text === 'string'
      ? /^2\.([A-Za-z0-9+/=]+)\|([A-Za-z0-9+/=]+)\|([A-Za-z0-9+/=]+)$/.exec(text)
      : null;
  if (!match)
    throw new ImportFileError(`The export's ${what} is not a Bitwarden encrypted string of type 2.`);
  const iv = Buffer.from(match[1]!, 'base64');
  const data = Buffer.from(match[2]!, 'base64');
  const mac = Buffer.from(match[3]!, 'base64');
  if (iv.length !== 16 || mac.length !== 32 || data.length === 0 || data.length % 16 !== 0) {
    throw new ImportFileError(`The export's ${what} is damaged.`);
  }
  const expected = createHmac('sha256', key.mac).update(iv).update(data).digest();
  if (!timingSafeEqual(expected, mac)) throw new WrongKey();
  try {
    const decipher = createDecipheriv('aes-256-cbc', key.enc, iv);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    throw new ImportFileError(`The export's ${what} is damaged.`);
  }
}

export function isPasswordProtected(document: Record<string, unknown>): boolean {
  return document.encrypted === true && document.passwordProtected === true;
}

/** The unencrypted export's JSON text inside a password-protected export (400 for a wrong password). */
export async function decryptBitwardenExport(
  document: Record<string, unknown>,
  passphrase: string,
): Promise<string> {
  if (document.kdfType !== 0) {
    throw new ImportFileError(
      'The export uses Argon2id for its file password, which this import cannot read: export again with PBKDF2 as the key derivation.',
    );
  }
  const iterations = document.kdfIterations;
  if (
    typeof iterations !== 'number' ||
    !Number.isInteger(iterations) ||
    iterations < MIN_ITERATIONS ||
    iterations > MAX_ITERATIONS
  ) {
    throw new ImportFileError(
      `The export's kdfIterations is not a whole number from ${MIN_ITERATIONS} to ${MAX_ITERATIONS}.`,
    );
  }
  if (typeof document.salt !== 'string' || document.salt.length === 0 || document.salt.length > 256) {
    throw new ImportFileError("The export's salt is missing.");
  }
  const key = stretch(
    await pbkdf2(
      Buffer.from(passphrase, 'utf8'),
      Buffer.from(document.salt, 'utf8'),
      iterations,
      32,
      'sha256',
    ),
  );
  try {
    openEncString(key, document.encKeyValidation_DO_NOT_EDIT, 'key validation');
    return openEncString(key, document.data, 'data');
  } catch (error) {
    if (error instanceof WrongKey) throw new ImportFileError('The passphrase does not open this export.');
    throw error;
  }
}

/** The unencrypted export's JSON text as a Bitwarden password-protected export. */
export async function encryptBitwardenExport(json: string, passphrase: string): Promise<string> {
  const salt = randomBytes(16).toString('base64');
  // The derivation runs off the event loop: 600,000 rounds take a noticeable fraction of a second.
  const key = stretch(
    await pbkdf2(
      Buffer.from(passphrase, 'utf8'),
      Buffer.from(salt, 'utf8'),
      REPO_EXPORT_KDF_ITERATIONS,
      32,
      'sha256',
    ),
  );
  return JSON.stringify(
    {
      encrypted: true,
      passwordProtected: true,
      salt,
      kdfType: 0,
      kdfIterations: REPO_EXPORT_KDF_ITERATIONS,
      kdfMemory: null,
      kdfParallelism: null,
      encKeyValidation_DO_NOT_EDIT: encString(key, randomUUID()),
      data: encString(key, json),
    },
    null,
    2,
  );
}
