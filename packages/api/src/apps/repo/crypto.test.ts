import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SealError,
  keyIdOf,
  newDataKey,
  openValue,
  sealValue,
  unwrapDataKey,
  wrapDataKey,
} from './crypto.js';
import { keyFromText } from './keyring.js';

describe('repository encryption', () => {
  it('property: a sealed value opens to itself under its key, record and field', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.nat(), (value, recordId, fieldId) => {
        const key = newDataKey();
        const sealed = sealValue(key, value, recordId, fieldId);
        expect(openValue(key, sealed, recordId, fieldId)).toBe(value);
        if (value.length >= 4) expect(sealed).not.toContain(value);
      }),
      { numRuns: 200 },
    );
  });

  it('fails to open under another record, field or key, or when altered', () => {
    const key = newDataKey();
    const sealed = sealValue(key, 'correct horse battery staple', 7, 3);
    expect(() => openValue(key, sealed, 8, 3)).toThrow(SealError);
    expect(() => openValue(key, sealed, 7, 4)).toThrow(SealError);
    expect(() => openValue(newDataKey(), sealed, 7, 3)).toThrow(SealError);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64');
    expect(() => openValue(key, parts.join('.'), 7, 3)).toThrow(SealError);
    expect(() => openValue(key, 'v2.a.b.c', 7, 3)).toThrow(SealError);
  });

  it('seals the same value differently each time (random nonce)', () => {
    const key = newDataKey();
    expect(sealValue(key, 'same', 1, 1)).not.toBe(sealValue(key, 'same', 1, 1));
  });

  it('wraps a data key to its record only', () => {
    const kek = randomBytes(32);
    const dataKey = newDataKey();
    const wrapped = wrapDataKey(kek, dataKey, 12);
    expect(unwrapDataKey(kek, wrapped, 12).equals(dataKey)).toBe(true);
    expect(() => unwrapDataKey(kek, wrapped, 13)).toThrow(SealError);
    expect(() => unwrapDataKey(randomBytes(32), wrapped, 12)).toThrow(SealError);
  });

  it('reads keys as hex, base64 or a long passphrase, and fingerprints them without revealing them', () => {
    const key = randomBytes(32);
    expect(keyFromText(key.toString('hex')).equals(key)).toBe(true);
    expect(keyFromText(key.toString('base64')).equals(key)).toBe(true);
    expect(keyFromText('a passphrase that is long enough to use').length).toBe(32);
    expect(() => keyFromText('short')).toThrow(/PORTAL_FIELD_KEY/);
    expect(keyIdOf(key)).toMatch(/^[0-9a-f]{16}$/);
    expect(key.toString('hex')).not.toContain(keyIdOf(key));
  });
});
