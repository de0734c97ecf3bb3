import { describe, expect, it } from 'vitest';
import { OWASP_SCRYPT } from '../../config.js';
import {
  PasswordHasher,
  generatePassword,
  hashPassword,
  needsRehash,
  parsePasswordHash,
  verifyPassword,
} from './passwords.js';

const LOW = { logN: 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('writes a self-describing hash: algorithm, parameters, salt and hash', async () => {
    const stored = await hashPassword('correct horse battery staple', LOW);
    expect(stored).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    const parsed = parsePasswordHash(stored);
    expect(parsed?.params).toEqual(LOW);
    expect(parsed?.salt).toHaveLength(16);
    expect(parsed?.hash).toHaveLength(32);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse battery staple', LOW);
    await expect(verifyPassword('correct horse battery staple', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapler', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same', LOW), hashPassword('same', LOW)]);
    expect(a).not.toBe(b);
  });

  it('reads the parameters from the hash, not from the current settings', async () => {
    const stored = await hashPassword('pw', { logN: 9, r: 4, p: 2 });
    const hasher = new PasswordHasher({ logN: 11, r: 8, p: 1 });
    await expect(hasher.verify('pw', stored, 'untrusted')).resolves.toBe(true);
    expect(hasher.needsRehash(stored)).toBe(true);
    expect(needsRehash(await hashPassword('pw', LOW), LOW)).toBe(false);
  });

  it('never matches a malformed hash', async () => {
    for (const stored of ['', 'plain', '$scrypt$ln=10,r=8,p=1$$', '$bcrypt$ln=10,r=8,p=1$AAAA$AAAA']) {
      await expect(verifyPassword('plain', stored)).resolves.toBe(false);
    }
  });

  it('spends a verification on unknown users and answers false', async () => {
    const hasher = new PasswordHasher(LOW);
    await expect(hasher.verifyDummy('anything')).resolves.toBe(false);
  });

  it('uses the OWASP parameters by default (N=2^17, r=8, p=1) and they work', async () => {
    expect(OWASP_SCRYPT).toEqual({ logN: 17, r: 8, p: 1 });
    const stored = await hashPassword('pw', OWASP_SCRYPT);
    expect(stored.startsWith('$scrypt$ln=17,r=8,p=1$')).toBe(true);
    await expect(verifyPassword('pw', stored)).resolves.toBe(true);
  });

  it('generates strong passwords', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(generatePassword()).not.toBe(password);
  });
});
