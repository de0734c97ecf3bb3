import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { candidateSpecSchema } from '@lcars/contract/tools';
import { ENCRYPTED_FIXTURES, officeFixture } from '../../../../test/office-fixtures.js';
import { planCandidates } from '../candidates/generator.js';
import { compoundEncryption } from '../office/detect.js';
import type { CryptoApiEncryption, Encryption, Rc4Encryption } from '../office/encryption.js';
import { rc4 } from './rc4.js';
import { searchCandidates } from './run.js';
import { loadHashchainAddon, nodeSpinEngine, spinEngine, wasmSpinEngine, type SpinHash } from './spin.js';
import { passwordChecker, rc4Opens } from './verify.js';

const encryptionOf = (file: string) => compoundEncryption(officeFixture(file))!;

describe('finding the password of each encrypted fixture', () => {
  it.each(ENCRYPTED_FIXTURES)('$file ($kind): found among candidates that hold it', ({ file, password }) => {
    // The password's pieces, as its owner might remember them: words in two orders, or a mask.
    const spec = candidateSpecSchema.parse(
      password === 'Password1234_'
        ? { words: ['1234_', 'Password', 'password'], maxWords: 2 }
        : { masks: ['12345678901234#'], words: ['123456789'] },
    );
    const outcome = searchCandidates(passwordChecker(encryptionOf(file)), planCandidates(spec).generate());
    expect(outcome.password).toBe(password);
  });

  it.each(ENCRYPTED_FIXTURES)(
    '$file ($kind): not found among candidates without it',
    ({ file, password }) => {
      const near = [
        password.toLowerCase(),
        password.slice(0, -1),
        `${password}1`,
        password.toUpperCase(),
        '',
      ].filter((p) => p !== password);
      const spec = candidateSpecSchema.parse({
        words: ['Password', '1234', 'Password1234', 'Password1234-'],
      });
      const candidates = [...near, ...planCandidates(spec).generate()];
      const progress: number[] = [];
      const outcome = searchCandidates(passwordChecker(encryptionOf(file)), candidates, {
        progress: (n) => progress.push(n),
      });
      expect(outcome).toEqual({ tried: candidates.length, stopped: false });
      expect(progress.at(-1)).toBe(candidates.length);
    },
  );

  it('stops when cancelled, between batches', () => {
    const checker = passwordChecker(encryptionOf('msoffcrypto/inputs/rc4cryptoapi_password.xls'));
    const candidates = Array.from({ length: 5000 }, (_, i) => `guess${i}`);
    const outcome = searchCandidates(checker, candidates, { cancelled: () => true });
    expect(outcome).toEqual({ tried: checker.batchSize, stopped: true });
  });

  it('checks RC4 (Office 97-2000) as officecrypto-tool does', () => {
    // No fixture: a header made for a known password, checked by officecrypto-tool's own RC4 verifier too.
    const password = 'Open Sesame 97';
    const salt = randomBytes(16);
    const md5 = (...parts: Buffer[]) => parts.reduce((h, p) => h.update(p), createHash('md5')).digest();
    const h0 = md5(Buffer.from(password, 'utf16le')).subarray(0, 5);
    const h1 = md5(Buffer.concat(Array.from({ length: 16 }, () => [h0, salt]).flat())).subarray(0, 5);
    const key = md5(h1, Buffer.alloc(4));
    const verifier = randomBytes(16);
    const sealed = rc4(key, Buffer.concat([verifier, md5(verifier)]));
    const header: Rc4Encryption = {
      kind: 'rc4',
      salt,
      encryptedVerifier: sealed.subarray(0, 16),
      encryptedVerifierHash: sealed.subarray(16),
    };
    const theirs = createRequire(import.meta.url)('officecrypto-tool/src/crypto/rc4.js') as {
      verifyPassword(p: string, s: Buffer, v: Buffer, h: Buffer): boolean;
    };
    expect(
      theirs.verifyPassword(password, salt, header.encryptedVerifier, header.encryptedVerifierHash),
    ).toBe(true);
    expect(rc4Opens(header, password)).toBe(true);
    expect(rc4Opens(header, 'Open Sesame 98')).toBe(false);
  });

  it('RC4 matches the cipher of OpenSSL where it still has it', () => {
    const key = randomBytes(16);
    const data = randomBytes(100);
    let expected: Buffer;
    try {
      const cipher = createCipheriv('rc4', key, null);
      expected = Buffer.concat([cipher.update(data), cipher.final()]);
    } catch {
      // OpenSSL 3 without the legacy provider: RFC 6229's first test vector instead.
      const stream = rc4(Buffer.from([1, 2, 3, 4, 5]), Buffer.alloc(16));
      expect(stream.toString('hex')).toBe('b2396305f03dc027ccc3524a0a1118a8');
      return;
    }
    expect(rc4(key, data).equals(expected)).toBe(true);
  });
});

describe('spin engines', () => {
  const addon = loadHashchainAddon();
  it.skipIf(!addon)('the hashchain addon spins exactly as node:crypto does, for any batch size', () => {
    expect(spinEngine().name).toMatch(/addon/);
    for (const hash of ['SHA1', 'SHA512'] as SpinHash[]) {
      const size = hash === 'SHA1' ? 20 : 64;
      for (const n of [1, 7, 8, 9, 16, 17, 31, 32, 33, 65]) {
        const digests = randomBytes(n * size);
        const spins = 1 + (n % 5) * 37;
        expect(
          Buffer.from(spinEngine().spin(hash, digests, spins)).equals(
            Buffer.from(nodeSpinEngine.spin(hash, digests, spins)),
          ),
        ).toBe(true);
      }
    }
    expect(spinEngine().spin('SHA512', new Uint8Array(0), 10)).toHaveLength(0);
    expect(() => addon!.sha512Spin(new Uint8Array(63), 1)).toThrow(TypeError);
  });

  it.each([true, false])('the WebAssembly engine (SIMD %s) spins as node:crypto does', (simd) => {
    const engine = wasmSpinEngine(simd);
    for (const n of [1, 2, 3, 8, 9]) {
      const digests = randomBytes(n * 64);
      const spins = 3 + n * 11;
      expect(
        Buffer.from(engine.spin('SHA512', digests, spins)).equals(
          nodeSpinEngine.spin('SHA512', digests, spins),
        ),
      ).toBe(true);
    }
    const many = randomBytes(2000 * 64); // more than the first memory page holds
    expect(Buffer.from(engine.spin('SHA512', many, 2)).equals(nodeSpinEngine.spin('SHA512', many, 2))).toBe(
      true,
    );
  });

  it.each([
    ['node:crypto', () => nodeSpinEngine],
    ['WebAssembly', () => wasmSpinEngine(true)],
  ])('finds the Agile password with the %s engine too (the fallbacks)', (_, engine) => {
    const checker = passwordChecker(encryptionOf('msoffcrypto/inputs/example_password.xlsx'), engine());
    expect(checker.check(['nope', 'Password1234_'])).toBe(1);
  });
});

// Headers made for a known password the way Office writes them (2.3.5.2, 2.3.6.2), with JavaScript's RC4.
const digest = (name: string, ...parts: Buffer[]) =>
  parts.reduce((h, p) => h.update(p), createHash(name)).digest();

function cryptoApiHeader(password: string, keyBits: 40 | 128): CryptoApiEncryption {
  const salt = randomBytes(16);
  const h0 = digest('sha1', salt, Buffer.from(password, 'utf16le'));
  const final = digest('sha1', h0, Buffer.alloc(4));
  const key = Buffer.concat([final.subarray(0, keyBits / 8), Buffer.alloc(keyBits === 40 ? 11 : 0)]);
  const verifier = randomBytes(16);
  const sealed = rc4(key, Buffer.concat([verifier, digest('sha1', verifier)]));
  return {
    kind: 'rc4cryptoapi',
    algId: 0x6801,
    keyBits,
    salt,
    encryptedVerifier: sealed.subarray(0, 16),
    verifierHashSize: 20,
    encryptedVerifierHash: sealed.subarray(16),
  };
}

function office97Header(password: string): Rc4Encryption {
  const salt = randomBytes(16);
  const h0 = digest('md5', Buffer.from(password, 'utf16le')).subarray(0, 5);
  const h1 = digest('md5', Buffer.concat(Array.from({ length: 16 }, () => [h0, salt]).flat())).subarray(0, 5);
  const key = digest('md5', h1, Buffer.alloc(4));
  const verifier = randomBytes(16);
  const sealed = rc4(key, Buffer.concat([verifier, digest('md5', verifier)]));
  return {
    kind: 'rc4',
    salt,
    encryptedVerifier: sealed.subarray(0, 16),
    encryptedVerifierHash: sealed.subarray(16),
  };
}

describe('the RC4 kinds in the hashchain addon', () => {
  const addon = loadHashchainAddon();
  const js = (e: Encryption) => passwordChecker(e, nodeSpinEngine, null);
  const native = (e: Encryption) => passwordChecker(e, nodeSpinEngine, addon);
  const decoys = (n: number) => Array.from({ length: n }, (_, i) => `Password${i}`);
  const withAt = (n: number, at: number, password: string) =>
    decoys(n).map((d, i) => (i === at ? password : d));
  const ready = Boolean(addon?.rc4Find && addon.rc4CryptoApiFind);

  it.skipIf(!ready)('is what the checker uses when the addon is there', () => {
    const e = encryptionOf('msoffcrypto/inputs/rc4cryptoapi_password.doc');
    expect(native(e).batchSize).toBe(2048);
    expect(js(e).batchSize).toBe(256);
    expect(passwordChecker(e).batchSize).toBe(2048);
  });

  it.skipIf(!ready).each(ENCRYPTED_FIXTURES.filter((f) => f.kind === 'rc4cryptoapi'))(
    '$file: found at its index in batches of 1 to 2048, as the JavaScript path finds it',
    ({ file, password }) => {
      const e = encryptionOf(file);
      for (const [n, at] of [
        [1, 0],
        [2, 1],
        [16, 15],
        [17, 16],
        [100, 37],
        [2048, 2047],
      ] as const) {
        const batch = withAt(n, at, password);
        expect(native(e).check(batch)).toBe(at);
        expect(js(e).check(batch)).toBe(at);
      }
      expect(native(e).check([password])).toBe(0);
      expect(native(e).check(decoys(300))).toBe(-1);
      expect(native(e).check([password.toLowerCase(), `${password} `, password.slice(1)])).toBe(-1);
      expect(native(e).check([])).toBe(-1);
      // The same password twice: the first.
      expect(native(e).check(['a', password, 'b', password])).toBe(1);
    },
  );

  const passwords = [
    '',
    'a',
    'Open Sesame 97',
    'pässwörd ✓ 🔑', // beyond Latin-1, and a surrogate pair
    'x'.repeat(19), // the longest in one SHA-1 block with the salt (CryptoAPI)
    'x'.repeat(20),
    'y'.repeat(27), // the longest in one MD5 block (97-2000)
    'y'.repeat(28),
    'z'.repeat(255), // Office's limit is 255 characters; long ones take the one-at-a-time path
  ];
  const headers: [string, (p: string) => Encryption][] = [
    ['RC4 CryptoAPI 128-bit', (p) => cryptoApiHeader(p, 128)],
    ['RC4 CryptoAPI 40-bit', (p) => cryptoApiHeader(p, 40)],
    ['Office 97-2000 RC4', (p) => office97Header(p)],
  ];
  it.skipIf(!ready).each(headers)(
    '%s: empty, short, long and non-Latin passwords, either path',
    (_, make) => {
      for (const password of passwords) {
        const e = make(password);
        // Long and short candidates in one chunk of 16, the right one after both.
        const batch = [...passwords.filter((p) => p !== password), 'w'.repeat(40), password, 'after'];
        const at = batch.length - 2;
        expect(native(e).check(batch), JSON.stringify(password)).toBe(at);
        expect(js(e).check(batch), JSON.stringify(password)).toBe(at);
        expect(native(e).check([password])).toBe(0);
        expect(native(e).check(batch.filter((p) => p !== password))).toBe(-1);
      }
    },
  );

  it.skipIf(!ready)('rejects arguments that do not describe a batch', () => {
    const e = office97Header('p');
    const encrypted = Buffer.concat([e.encryptedVerifier, e.encryptedVerifierHash]);
    expect(() => addon!.rc4Find!('abc', Uint32Array.of(2), e.salt, encrypted)).toThrow(RangeError);
    expect(() => addon!.rc4Find!('abc', Uint32Array.of(3), e.salt.subarray(1), encrypted)).toThrow(TypeError);
    expect(() => addon!.rc4Find!('abc', Uint32Array.of(3), e.salt, encrypted.subarray(1))).toThrow(TypeError);
    expect(() => addon!.rc4CryptoApiFind!('abc', Uint32Array.of(3), e.salt, Buffer.alloc(36), 8)).toThrow(
      TypeError,
    );
  });
});
