// Envelope encryption of sensitive values (decisions.md, Secure repository): each record has a random 256-bit
// data key; its values are sealed with AES-256-GCM under that key, and the data key is itself sealed
// (wrapped) under the key-encryption key. The associated data binds every ciphertext to where it belongs: a
// data key to its record, a value to its record and field. A ciphertext copied to another record or field,
// or altered by one bit, fails to open instead of yielding a wrong value.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The sealed form's version prefix, so a later format can be told apart. */
const VERSION = 'v1';

export class SealError extends Error {
  constructor(message = 'The sealed value failed its integrity check.') {
    super(message);
    this.name = 'SealError';
  }
}

function seal(key: Buffer, plain: Buffer, associated: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associated, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64'),
    cipher.getAuthTag().toString('base64'),
    sealed.toString('base64'),
  ].join('.');
}

function open(key: Buffer, sealedText: string, associated: string): Buffer {
  const parts = sealedText.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION)
    throw new SealError('The sealed value has an unknown form.');
  const iv = Buffer.from(parts[1]!, 'base64');
  const tag = Buffer.from(parts[2]!, 'base64');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
    throw new SealError('The sealed value has an unknown form.');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(associated, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(parts[3]!, 'base64')), decipher.final()]);
  } catch {
    throw new SealError();
  }
}

const dataKeyContext = (recordId: number) => `lcars.repo.data-key.${VERSION}:${recordId}`;
const valueContext = (recordId: number, fieldId: number) =>
  `lcars.repo.value.${VERSION}:${recordId}:${fieldId}`;

export function newDataKey(): Buffer {
  return randomBytes(32);
}

export function wrapDataKey(kek: Buffer, dataKey: Buffer, recordId: number): string {
  return seal(kek, dataKey, dataKeyContext(recordId));
}

export function unwrapDataKey(kek: Buffer, wrapped: string, recordId: number): Buffer {
  const key = open(kek, wrapped, dataKeyContext(recordId));
  if (key.length !== 32) throw new SealError('The data key has the wrong length.');
  return key;
}

export function sealValue(dataKey: Buffer, value: string, recordId: number, fieldId: number): string {
  return seal(dataKey, Buffer.from(value, 'utf8'), valueContext(recordId, fieldId));
}

export function openValue(dataKey: Buffer, sealed: string, recordId: number, fieldId: number): string {
  return open(dataKey, sealed, valueContext(recordId, fieldId)).toString('utf8');
}

/** A key's public fingerprint: tells which key wrapped a data key without revealing anything of it. */
export function keyIdOf(kek: Buffer): string {
  return createHash('sha256').update('lcars.repo.kek-id').update(kek).digest('hex').slice(0, 16);
}
