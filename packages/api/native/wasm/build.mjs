// Writes the WebAssembly SHA-512 spin loop (the fallback when the hashchain addon did not build): the text
// form (sha512spin.wat, sha512spin-simd.wat) is generated here, round by round, then compiled with wabt into
// the committed .wasm files. Run `node native/wasm/build.mjs` after changing this file.
//
// The whole chain stays inside WebAssembly: H(i+1) = SHA-512(le32(i) || H(i)) is one compression of one
// padded block, whose message words come straight from the previous state. The SIMD flavour runs two
// candidates side by side (i64x2); WebAssembly has no 64-bit vector rotate, so rotations are two shifts.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import initWabt from 'wabt';

const here = dirname(fileURLToPath(import.meta.url));

const K = [
  '0x428a2f98d728ae22',
  '0x7137449123ef65cd',
  '0xb5c0fbcfec4d3b2f',
  '0xe9b5dba58189dbbc',
  '0x3956c25bf348b538',
  '0x59f111f1b605d019',
  '0x923f82a4af194f9b',
  '0xab1c5ed5da6d8118',
  '0xd807aa98a3030242',
  '0x12835b0145706fbe',
  '0x243185be4ee4b28c',
  '0x550c7dc3d5ffb4e2',
  '0x72be5d74f27b896f',
  '0x80deb1fe3b1696b1',
  '0x9bdc06a725c71235',
  '0xc19bf174cf692694',
  '0xe49b69c19ef14ad2',
  '0xefbe4786384f25e3',
  '0x0fc19dc68b8cd5b5',
  '0x240ca1cc77ac9c65',
  '0x2de92c6f592b0275',
  '0x4a7484aa6ea6e483',
  '0x5cb0a9dcbd41fbd4',
  '0x76f988da831153b5',
  '0x983e5152ee66dfab',
  '0xa831c66d2db43210',
  '0xb00327c898fb213f',
  '0xbf597fc7beef0ee4',
  '0xc6e00bf33da88fc2',
  '0xd5a79147930aa725',
  '0x06ca6351e003826f',
  '0x142929670a0e6e70',
  '0x27b70a8546d22ffc',
  '0x2e1b21385c26c926',
  '0x4d2c6dfc5ac42aed',
  '0x53380d139d95b3df',
  '0x650a73548baf63de',
  '0x766a0abb3c77b2a8',
  '0x81c2c92e47edaee6',
  '0x92722c851482353b',
  '0xa2bfe8a14cf10364',
  '0xa81a664bbc423001',
  '0xc24b8b70d0f89791',
  '0xc76c51a30654be30',
  '0xd192e819d6ef5218',
  '0xd69906245565a910',
  '0xf40e35855771202a',
  '0x106aa07032bbd1b8',
  '0x19a4c116b8d2d0c8',
  '0x1e376c085141ab53',
  '0x2748774cdf8eeb99',
  '0x34b0bcb5e19b48a8',
  '0x391c0cb3c5c95a63',
  '0x4ed8aa4ae3418acb',
  '0x5b9cca4f7763e373',
  '0x682e6ff3d6b2b8a3',
  '0x748f82ee5defb2fc',
  '0x78a5636f43172f60',
  '0x84c87814a1f0ab72',
  '0x8cc702081a6439ec',
  '0x90befffa23631e28',
  '0xa4506cebde82bde9',
  '0xbef9a3f7b2c67915',
  '0xc67178f2e372532b',
  '0xca273eceea26619c',
  '0xd186b8c721c0c207',
  '0xeada7dd6cde0eb1e',
  '0xf57d4f7fee6ed178',
  '0x06f067aa72176fba',
  '0x0a637dc5a2c898a6',
  '0x113f9804bef90dae',
  '0x1b710b35131c471b',
  '0x28db77f523047d84',
  '0x32caab7b40c72493',
  '0x3c9ebe0a15c9bebc',
  '0x431d67c49c100d4c',
  '0x4cc5d4becb3e42b6',
  '0x597f299cfc657e2a',
  '0x5fcb6fab3ad6faec',
  '0x6c44198c4a475817',
];
const IV = [
  '0x6a09e667f3bcc908',
  '0xbb67ae8584caa73b',
  '0x3c6ef372fe94f82b',
  '0xa54ff53a5f1d36f1',
  '0x510e527fade682d1',
  '0x9b05688c2b3e6c1f',
  '0x1f83d9abfb41bd6b',
  '0x5be0cd19137e2179',
];

/** The operations of one flavour: scalar i64, or two lanes of i64x2. */
const flavours = {
  scalar: {
    type: 'i64',
    width: 8,
    get: (name) => `(local.get $${name})`,
    constant: (hex) => `(i64.const ${hex})`,
    add: (...xs) => xs.reduce((a, b) => `(i64.add ${a} ${b})`),
    xor: (...xs) => xs.reduce((a, b) => `(i64.xor ${a} ${b})`),
    and: (a, b) => `(i64.and ${a} ${b})`,
    or: (a, b) => `(i64.or ${a} ${b})`,
    rotr: (x, n) => `(i64.rotr ${x} (i64.const ${n}))`,
    shr: (x, n) => `(i64.shr_u ${x} (i64.const ${n}))`,
    shl: (x, n) => `(i64.shl ${x} (i64.const ${n}))`,
    load: (offset) => `(i64.load offset=${offset} (local.get $at))`,
    store: (offset, value) => `(i64.store offset=${offset} (local.get $at) ${value})`,
    splat64: (value) => value,
  },
  simd: {
    type: 'v128',
    width: 16,
    get: (name) => `(local.get $${name})`,
    constant: (hex) => `(v128.const i64x2 ${hex} ${hex})`,
    add: (...xs) => xs.reduce((a, b) => `(i64x2.add ${a} ${b})`),
    xor: (...xs) => xs.reduce((a, b) => `(v128.xor ${a} ${b})`),
    and: (a, b) => `(v128.and ${a} ${b})`,
    or: (a, b) => `(v128.or ${a} ${b})`,
    rotr: (x, n) => `(v128.or (i64x2.shr_u ${x} (i32.const ${n})) (i64x2.shl ${x} (i32.const ${64 - n})))`,
    shr: (x, n) => `(i64x2.shr_u ${x} (i32.const ${n}))`,
    shl: (x, n) => `(i64x2.shl ${x} (i32.const ${n}))`,
    load: (offset) => `(v128.load offset=${offset} (local.get $at))`,
    store: (offset, value) => `(v128.store offset=${offset} (local.get $at) ${value})`,
    splat64: (value) => `(i64x2.splat ${value})`,
  },
};

function module(f) {
  const lines = [];
  const emit = (line) => lines.push(line);
  const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  const words = Array.from({ length: 16 }, (_, i) => `w${i}`);
  emit('(module');
  emit('  (memory (export "memory") 1)');
  emit(
    '  ;; spin(groups, spinCount): each group of state words (8 x width bytes, word-major) spun in place.',
  );
  emit('  (func (export "spin") (param $groups i32) (param $spin i32)');
  emit('    (local $at i32) (local $end i32) (local $it i32) (local $lead i64) (local $t1 ' + f.type + ')');
  emit(
    `    ${[...names, ...names.map((n) => `h${n}`), ...words].map((n) => `(local $${n} ${f.type})`).join(' ')}`,
  );
  emit(`    (local.set $end (i32.mul (local.get $groups) (i32.const ${8 * f.width})))`);
  emit('    (block $done (loop $group');
  emit('      (br_if $done (i32.ge_u (local.get $at) (local.get $end)))');
  names.forEach((n, j) => emit(`      (local.set $h${n} ${f.load(j * f.width)})`));
  emit('      (local.set $it (i32.const 0))');
  emit('      (block $spun (loop $round');
  emit('        (br_if $spun (i32.ge_u (local.get $it) (local.get $spin)))');
  // le32(i) read as the block's first big-endian bytes: byte-swapped, in the top half of word 0.
  emit(
    '        (local.set $lead (i64.shl (i64.extend_i32_u (i32.or (i32.or (i32.shl (local.get $it) (i32.const 24)) ' +
      '(i32.shl (i32.and (local.get $it) (i32.const 0xff00)) (i32.const 8))) (i32.or (i32.and (i32.shr_u (local.get $it) ' +
      '(i32.const 8)) (i32.const 0xff00)) (i32.shr_u (local.get $it) (i32.const 24))))) (i64.const 32)))',
  );
  const h = (j) => f.get(`h${names[j]}`);
  emit(`        (local.set $w0 ${f.or(f.splat64('(local.get $lead)'), f.shr(h(0), 32))})`);
  for (let j = 1; j < 8; j++)
    emit(`        (local.set $w${j} ${f.or(f.shl(h(j - 1), 32), f.shr(h(j), 32))})`);
  emit(`        (local.set $w8 ${f.or(f.shl(h(7), 32), f.constant('0x80000000'))})`);
  for (let j = 9; j < 15; j++) emit(`        (local.set $w${j} ${f.constant('0')})`);
  emit(`        (local.set $w15 ${f.constant('544')})`);
  names.forEach((n, j) => emit(`        (local.set $${n} ${f.constant(IV[j])})`));
  // Renaming instead of moving: each round only writes the new a and e.
  let r = [...names];
  for (let t = 0; t < 80; t++) {
    const [a, b, c, d, e, ff, g, hh] = r.map((n) => f.get(n));
    const w = `w${t & 15}`;
    if (t >= 16) {
      const w15 = f.get(`w${(t - 15) & 15}`);
      const w2 = f.get(`w${(t - 2) & 15}`);
      const s0 = f.xor(f.rotr(w15, 1), f.rotr(w15, 8), f.shr(w15, 7));
      const s1 = f.xor(f.rotr(w2, 19), f.rotr(w2, 61), f.shr(w2, 6));
      emit(`        (local.set $${w} ${f.add(f.get(w), s0, f.get(`w${(t - 7) & 15}`), s1)})`);
    }
    const S1 = f.xor(f.rotr(e, 14), f.rotr(e, 18), f.rotr(e, 41));
    const ch = f.xor(g, f.and(e, f.xor(ff, g)));
    emit(`        (local.set $t1 ${f.add(hh, S1, ch, f.constant(K[t]), f.get(w))})`);
    const S0 = f.xor(f.rotr(a, 28), f.rotr(a, 34), f.rotr(a, 39));
    const maj = f.or(f.and(a, b), f.and(c, f.or(a, b)));
    // new e = d + t1 (into d's local), new a = t1 + S0 + maj (into h's local)
    emit(`        (local.set $${r[3]} ${f.add(d, f.get('t1'))})`);
    emit(`        (local.set $${r[7]} ${f.add(f.get('t1'), S0, maj)})`);
    r = [r[7], r[0], r[1], r[2], r[3], r[4], r[5], r[6]];
  }
  names.forEach((n, j) => emit(`        (local.set $h${n} ${f.add(f.get(r[j]), f.constant(IV[j]))})`));
  emit('        (local.set $it (i32.add (local.get $it) (i32.const 1)))');
  emit('        (br $round)))');
  names.forEach((n, j) => emit(`      ${f.store(j * f.width, f.get(`h${n}`))}`));
  emit(`      (local.set $at (i32.add (local.get $at) (i32.const ${8 * f.width})))`);
  emit('      (br $group)))');
  emit('  )');
  emit(')');
  return lines.join('\n') + '\n';
}

const wabt = await initWabt();
for (const [name, f] of Object.entries(flavours)) {
  const file = name === 'simd' ? 'sha512spin-simd' : 'sha512spin';
  const text = `;; Generated by native/wasm/build.mjs: do not edit.\n${module(f)}`;
  writeFileSync(join(here, `${file}.wat`), text);
  const parsed = wabt.parseWat(`${file}.wat`, text, { simd: true });
  parsed.validate();
  writeFileSync(join(here, `${file}.wasm`), parsed.toBinary({}).buffer);
  parsed.destroy();
}
