// Envelope encryption of sensitive values (decisions.md, Secure repository): each record has a random 256-bit
// data key; its values are sealed with AES-256-GCM under that key, and the data key is itself sealed
// (wrapped) under the key-encryption key. The associated data binds every ciphertext to where it belongs: a
// data key to its record, a value to its record and field. A ciphertext copied to another record or field,
// or altered by one bit, fails to open instead of yielding a wrong value.
import { createHash, randomBytes } from 'node:crypto';
import { open, seal, SealError, SEAL_VERSION as VERSION } from '../../crypto/seal.js';

export { SealError };

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
