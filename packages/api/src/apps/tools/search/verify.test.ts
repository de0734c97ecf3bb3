import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { candidateSpecSchema } from '@lcars/contract/tools';
import { ENCRYPTED_FIXTURES, officeFixture } from '../../../../test/office-fixtures.js';
import { planCandidates } from '../candidates/generator.js';
import { compoundEncryption } from '../office/detect.js';
import type { Rc4Encryption } from '../office/encryption.js';
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
      for (const n of [1, 7, 8, 9, 16, 17, 33]) {
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
