// The spin loop of ECMA-376 key derivation, H(i+1) = HASH(le32(i) || H(i)), for a batch of candidates. It
// is where a password search spends its time (100,000 SHA-512 rounds a guess for Agile), so the fastest
// engine that loaded is used: the hashchain addon (built by node-gyp at `npm ci`, SIMD lanes over many
// candidates), else node:crypto one round at a time. docs/performance.md has the figures.
import { createHash } from 'node:crypto';
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

interface HashchainAddon {
  sha512Spin(digests: Uint8Array, spinCount: number): Buffer;
  sha1Spin(digests: Uint8Array, spinCount: number): Buffer;
  sha512SpinOpenssl(digests: Uint8Array, spinCount: number): Buffer;
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
    lanes: 16,
    spin(hash, digests, spinCount) {
      if (hash === 'SHA512') return native.sha512Spin(digests, spinCount);
      if (hash === 'SHA1') return native.sha1Spin(digests, spinCount);
      return nodeSpinEngine.spin(hash, digests, spinCount);
    },
  };
}

/** The fastest engine available here. */
export function spinEngine(): SpinEngine {
  const native = loadHashchainAddon();
  return native ? addonEngine(native) : nodeSpinEngine;
}
