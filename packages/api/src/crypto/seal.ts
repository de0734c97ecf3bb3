// Authenticated sealing (AES-256-GCM) of small secrets, shared by the secure repository's envelope encryption
// and the jobs' crypto-shredded payloads. The associated data binds a sealed value to where it belongs: a
// value copied elsewhere, or altered by one bit, fails to open instead of yielding a wrong value.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The sealed form's version prefix, so that a later format can be told apart. */
export const SEAL_VERSION = 'v1';

/** A sealed value that does not open: an unknown form, the wrong key or place, or altered bytes. */
export class SealError extends Error {
  constructor(message = 'The sealed value failed its integrity check.') {
    super(message);
    this.name = 'SealError';
  }
}

/** `v1.<iv>.<tag>.<ciphertext>`, each part base64. */
export function seal(key: Buffer, plain: Buffer, associated: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associated, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [
    SEAL_VERSION,
    iv.toString('base64'),
    cipher.getAuthTag().toString('base64'),
    sealed.toString('base64'),
  ].join('.');
}

/** The plain bytes of a sealed value; SealError when it does not open with this key at this place. */
export function open(key: Buffer, sealedText: string, associated: string): Buffer {
  const parts = sealedText.split('.');
  if (parts.length !== 4 || parts[0] !== SEAL_VERSION)
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
