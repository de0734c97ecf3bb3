// The spin loop of ECMA-376 key derivation, H(i+1) = HASH(le32(i) || H(i)), for a batch of candidates. It
// is where a password search spends its time (100,000 SHA-512 rounds a guess for Agile), so the fastest
// engine that loaded is used: the hashchain addon (built by node-gyp at `npm ci`, SIMD lanes over many
// candidates), else WebAssembly (native/wasm, committed), else node:crypto one round at a time.
// docs/performance.md has the figures.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type SpinHash = 'SHA1' | 'SHA256' | 'SHA384' | 'SHA512';

export interface SpinEngine {
  readonly name: string;
  /** Candidates per call that fill the engine's lanes (a batch of any size works). */
  readonly lanes: number;
  /** The digests (n of the hash's size, back to back) spun `spinCount` times. */
  spin(hash: SpinHash, digests: Uint8Array, spinCount: number): Uint8Array;
}

export const DIGEST_SIZE: Record<SpinHash, number> = { SHA1: 20, SHA256: 32, SHA384: 48, SHA512: 64 };
const NODE_NAME: Record<SpinHash, string> = {
  SHA1: 'sha1',
  SHA256: 'sha256',
  SHA384: 'sha384',
  SHA512: 'sha512',
};

/** node:crypto, one createHash a round: always there, 15-30 times slower than the addon. */
export const nodeSpinEngine: SpinEngine = {
  name: 'node:crypto',
  lanes: 1,
  spin(hash, digests, spinCount) {
    const size = DIGEST_SIZE[hash];
    const out = Buffer.alloc(digests.length);
    const counter = Buffer.alloc(4);
    for (let at = 0; at < digests.length; at += size) {
      let digest: Buffer = Buffer.from(digests.subarray(at, at + size));
      for (let i = 0; i < spinCount; i++) {
        counter.writeUInt32LE(i);
        digest = createHash(NODE_NAME[hash]).update(counter).update(digest).digest();
      }
      digest.copy(out, at);
    }
    return out;
  },
};

export interface HashchainAddon {
  sha512Spin(digests: Uint8Array, spinCount: number): Buffer;
  sha1Spin(digests: Uint8Array, spinCount: number): Buffer;
  sha512SpinOpenssl(digests: Uint8Array, spinCount: number): Buffer;
  /**
   * RC4 CryptoAPI and Office 97-2000 (verify.ts): the candidates joined, their lengths in UTF-16 units, the
   * salt, the encrypted verifier and its hash back to back, and (CryptoAPI) the key size in bytes, 5 or 16.
   * The index of the first candidate that opens, or -1. Missing from an addon built before they were added.
   */
  rc4CryptoApiFind?: (
    passwords: string,
    lengths: Uint32Array,
    salt: Uint8Array,
    encrypted: Uint8Array,
    keyBytes: number,
  ) => number;
  rc4Find?: (passwords: string, lengths: Uint32Array, salt: Uint8Array, encrypted: Uint8Array) => number;
}

let addon: HashchainAddon | null | undefined;

/** The addon, or null when it did not build (npm ci says so) or cannot load on this machine. */
export function loadHashchainAddon(): HashchainAddon | null {
  if (addon === undefined) {
    try {
      // Same depth from src/ and dist/: apps/tools/search -> the package root.
      addon = createRequire(import.meta.url)(
        '../../../../native/hashchain/build/Release/hashchain.node',
      ) as HashchainAddon;
    } catch {
      addon = null;
    }
  }
  return addon;
}

function addonEngine(native: HashchainAddon): SpinEngine {
  return {
    name: 'hashchain addon (SIMD)',
    // A group is 32 SHA-1 or 16 SHA-512 candidates (hashchain.c): 32 fills either.
    lanes: 32,
    spin(hash, digests, spinCount) {
      if (hash === 'SHA512') return native.sha512Spin(digests, spinCount);
      if (hash === 'SHA1') return native.sha1Spin(digests, spinCount);
      return nodeSpinEngine.spin(hash, digests, spinCount);
    },
  };
}

/**
 * The SHA-512 chain in WebAssembly (native/wasm/build.mjs), with two candidates a step in i64x2 lanes or one;
 * other hashes through node:crypto. State words are kept word-major per group of lanes, as numbers.
 */
export function wasmSpinEngine(simd = true): SpinEngine {
  const file = simd ? 'sha512spin-simd.wasm' : 'sha512spin.wasm';
  const bytes = readFileSync(new URL(`../../../../native/wasm/${file}`, import.meta.url));
  const { exports } = new wasm.Instance(new wasm.Module(bytes));
  const memory = exports.memory as { buffer: ArrayBuffer; grow(pages: number): number };
  const run = exports.spin as (groups: number, spinCount: number) => void;
  // V8 runs a first call in its baseline tier (ten times slower) and the next ones optimised: warm it up.
  run(1, 2000);
  const lanes = simd ? 2 : 1;
  return {
    name: simd ? 'WebAssembly (SIMD)' : 'WebAssembly',
    lanes: 8,
    spin(hash, digests, spinCount) {
      if (hash !== 'SHA512') return nodeSpinEngine.spin(hash, digests, spinCount);
      const n = digests.length / 64;
      const groups = Math.ceil(n / lanes);
      const needed = groups * lanes * 64;
      if (memory.buffer.byteLength < needed)
        memory.grow(Math.ceil((needed - memory.buffer.byteLength) / 65536));
      const view = new DataView(memory.buffer);
      const input = Buffer.from(digests.buffer, digests.byteOffset, digests.byteLength);
      const slot = (k: number, j: number) => ((Math.floor(k / lanes) * 8 + j) * lanes + (k % lanes)) * 8;
      for (let k = 0; k < n; k++) {
        for (let j = 0; j < 8; j++)
          view.setBigUint64(slot(k, j), input.readBigUInt64BE(k * 64 + j * 8), true);
      }
      run(groups, spinCount);
      const out = Buffer.alloc(n * 64);
      for (let k = 0; k < n; k++) {
        for (let j = 0; j < 8; j++) out.writeBigUInt64BE(view.getBigUint64(slot(k, j), true), k * 64 + j * 8);
      }
      return out;
    },
  };
}

// The WebAssembly global, which this package's TypeScript libraries (no DOM) do not declare.
const wasm = (
  globalThis as unknown as {
    WebAssembly: {
      Module: new (bytes: Uint8Array) => object;
      Instance: new (module: object) => { exports: Record<string, unknown> };
    };
  }
).WebAssembly;

let chosen: SpinEngine | undefined;

/** The fastest engine available here (chosen once a process). */
export function spinEngine(): SpinEngine {
  if (chosen) return chosen;
  const native = loadHashchainAddon();
  if (native) return (chosen = addonEngine(native));
  for (const simd of [true, false]) {
    try {
      return (chosen = wasmSpinEngine(simd));
    } catch {
      // No SIMD in this runtime (or no file): the next one.
    }
  }
  return (chosen = nodeSpinEngine);
}
