/*
 * The spin loop of Office's password key derivation, done for many candidate passwords at once.
 *
 * ECMA-376 (Agile and Standard) encryption hashes a password's first digest again and again:
 * H(i+1) = HASH(le32(i) || H(i)), 100,000 times for Agile (SHA-512 or SHA-1), 50,000 for Standard (SHA-1).
 * Each round is one compression of one padded block, so the whole chain stays in registers here: the message
 * words are built from the previous state directly, and 16 (SHA-512) or 32 (SHA-1) candidates run side by side
 * in SIMD lanes (GCC vector extensions; target_clones picks AVX-512, AVX2 or plain code at load time). That is
 * two registers' worth of lanes even with AVX-512: each round is a chain of dependent operations, and two
 * independent chains keep the vector units busy (measured: +5% SHA-1, +8% SHA-512 over one register's worth).
 * The round loops are unrolled outright (#pragma GCC unroll): the constant message words then fold away and
 * the rotations and constants become immediates (+37% SHA-1, +5% SHA-512 over GCC's own choice at -O3).
 * For the ECMA-376 kinds only the chain is done here; the first digest and the verifier check stay in
 * JavaScript with node:crypto. The RC4 kinds are done here whole (below).
 */
#include <node_api.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <uchar.h>
#include <openssl/sha.h>

#define LANES64 16
#define LANES32 32
typedef uint64_t v64 __attribute__((vector_size(8 * LANES64)));
typedef uint32_t v32 __attribute__((vector_size(4 * LANES32)));

static const uint64_t K512[80] = {
  0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL, 0xe9b5dba58189dbbcULL, 0x3956c25bf348b538ULL,
  0x59f111f1b605d019ULL, 0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL, 0xd807aa98a3030242ULL, 0x12835b0145706fbeULL,
  0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL, 0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL,
  0xc19bf174cf692694ULL, 0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL, 0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL,
  0x2de92c6f592b0275ULL, 0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL, 0x983e5152ee66dfabULL,
  0xa831c66d2db43210ULL, 0xb00327c898fb213fULL, 0xbf597fc7beef0ee4ULL, 0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL,
  0x06ca6351e003826fULL, 0x142929670a0e6e70ULL, 0x27b70a8546d22ffcULL, 0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL,
  0x53380d139d95b3dfULL, 0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL, 0x92722c851482353bULL,
  0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL, 0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL, 0xd192e819d6ef5218ULL,
  0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL, 0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL,
  0x2748774cdf8eeb99ULL, 0x34b0bcb5e19b48a8ULL, 0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL, 0x5b9cca4f7763e373ULL,
  0x682e6ff3d6b2b8a3ULL, 0x748f82ee5defb2fcULL, 0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
  0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL, 0xc67178f2e372532bULL, 0xca273eceea26619cULL,
  0xd186b8c721c0c207ULL, 0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL, 0x06f067aa72176fbaULL, 0x0a637dc5a2c898a6ULL,
  0x113f9804bef90daeULL, 0x1b710b35131c471bULL, 0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL,
  0x431d67c49c100d4cULL, 0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL, 0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL};

static const uint64_t IV512[8] = {0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
                                  0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
                                  0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL};

#define ROR64(x, n) (((x) >> (n)) | ((x) << (64 - (n))))
#define ROL32(x, n) (((x) << (n)) | ((x) >> (32 - (n))))

static inline uint64_t load_be64(const uint8_t *p) {
  return ((uint64_t)p[0] << 56) | ((uint64_t)p[1] << 48) | ((uint64_t)p[2] << 40) | ((uint64_t)p[3] << 32) |
         ((uint64_t)p[4] << 24) | ((uint64_t)p[5] << 16) | ((uint64_t)p[6] << 8) | (uint64_t)p[7];
}
static inline void store_be64(uint8_t *p, uint64_t v) {
  for (int i = 7; i >= 0; i--) { p[i] = (uint8_t)v; v >>= 8; }
}
static inline uint32_t load_be32(const uint8_t *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}
static inline void store_be32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}
static inline uint32_t bswap32(uint32_t v) { return __builtin_bswap32(v); }

/* One group of LANES64 candidates: h holds 8 state words per lane (word-major), spun `spin` times. */
__attribute__((target_clones("arch=x86-64-v4", "avx2", "default")))
static void sha512_spin_group(v64 h[8], uint32_t spin) {
  for (uint32_t it = 0; it < spin; it++) {
    v64 w[16];
    uint64_t lead = (uint64_t)bswap32(it) << 32;
    w[0] = lead | (h[0] >> 32);
    for (int j = 1; j < 8; j++) w[j] = (h[j - 1] << 32) | (h[j] >> 32);
    w[8] = (h[7] << 32) | 0x80000000ULL;
    for (int j = 9; j < 15; j++) w[j] = (v64){0};
    w[15] = (v64){0} + 544; /* 68 bytes of message, in bits */
    v64 a = (v64){0} + IV512[0], b = (v64){0} + IV512[1], c = (v64){0} + IV512[2], d = (v64){0} + IV512[3];
    v64 e = (v64){0} + IV512[4], f = (v64){0} + IV512[5], g = (v64){0} + IV512[6], hh = (v64){0} + IV512[7];
#pragma GCC unroll 80
    for (int t = 0; t < 80; t++) {
      v64 wt;
      if (t < 16) {
        wt = w[t];
      } else {
        v64 w15 = w[(t - 15) & 15], w2 = w[(t - 2) & 15];
        v64 s0 = ROR64(w15, 1) ^ ROR64(w15, 8) ^ (w15 >> 7);
        v64 s1 = ROR64(w2, 19) ^ ROR64(w2, 61) ^ (w2 >> 6);
        wt = w[t & 15] = w[t & 15] + s0 + w[(t - 7) & 15] + s1;
      }
      v64 S1 = ROR64(e, 14) ^ ROR64(e, 18) ^ ROR64(e, 41);
      v64 ch = (e & f) ^ (~e & g);
      v64 t1 = hh + S1 + ch + K512[t] + wt;
      v64 S0 = ROR64(a, 28) ^ ROR64(a, 34) ^ ROR64(a, 39);
      v64 maj = (a & b) ^ (a & c) ^ (b & c);
      v64 t2 = S0 + maj;
      hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
    }
    h[0] = a + IV512[0]; h[1] = b + IV512[1]; h[2] = c + IV512[2]; h[3] = d + IV512[3];
    h[4] = e + IV512[4]; h[5] = f + IV512[5]; h[6] = g + IV512[6]; h[7] = hh + IV512[7];
  }
}

/* One group of LANES32 candidates for SHA-1: the message is le32(i) || 20-byte digest (24 bytes). */
__attribute__((target_clones("arch=x86-64-v4", "avx2", "default")))
static void sha1_spin_group(v32 h[5], uint32_t spin) {
  for (uint32_t it = 0; it < spin; it++) {
    v32 w[16];
    w[0] = (v32){0} + bswap32(it);
    for (int j = 0; j < 5; j++) w[j + 1] = h[j];
    w[6] = (v32){0} + 0x80000000U;
    for (int j = 7; j < 15; j++) w[j] = (v32){0};
    w[15] = (v32){0} + 192;
    v32 a = (v32){0} + 0x67452301U, b = (v32){0} + 0xEFCDAB89U, c = (v32){0} + 0x98BADCFEU;
    v32 d = (v32){0} + 0x10325476U, e = (v32){0} + 0xC3D2E1F0U;
#pragma GCC unroll 80
    for (int t = 0; t < 80; t++) {
      v32 wt;
      if (t < 16) {
        wt = w[t];
      } else {
        v32 x = w[(t - 3) & 15] ^ w[(t - 8) & 15] ^ w[(t - 14) & 15] ^ w[t & 15];
        wt = w[t & 15] = ROL32(x, 1);
      }
      v32 f;
      uint32_t k;
      if (t < 20) { f = d ^ (b & (c ^ d)); k = 0x5A827999U; }
      else if (t < 40) { f = b ^ c ^ d; k = 0x6ED9EBA1U; }
      else if (t < 60) { f = (b & c) | (b & d) | (c & d); k = 0x8F1BBCDCU; }
      else { f = b ^ c ^ d; k = 0xCA62C1D6U; }
      v32 tmp = ROL32(a, 5) + f + e + k + wt;
      e = d; d = c; c = ROL32(b, 30); b = a; a = tmp;
    }
    h[0] = a + 0x67452301U; h[1] = b + 0xEFCDAB89U; h[2] = c + 0x98BADCFEU; h[3] = d + 0x10325476U;
    h[4] = e + 0xC3D2E1F0U;
  }
}

static void sha512_spin(const uint8_t *in, uint8_t *out, size_t n, uint32_t spin) {
  for (size_t base = 0; base < n; base += LANES64) {
    v64 h[8];
    for (int j = 0; j < 8; j++)
      for (int l = 0; l < LANES64; l++) h[j][l] = base + l < n ? load_be64(in + (base + l) * 64 + j * 8) : 0;
    sha512_spin_group(h, spin);
    for (int l = 0; l < LANES64 && base + l < n; l++)
      for (int j = 0; j < 8; j++) store_be64(out + (base + l) * 64 + j * 8, h[j][l]);
  }
}

static void sha1_spin(const uint8_t *in, uint8_t *out, size_t n, uint32_t spin) {
  for (size_t base = 0; base < n; base += LANES32) {
    v32 h[5];
    for (int j = 0; j < 5; j++)
      for (int l = 0; l < LANES32; l++) h[j][l] = base + l < n ? load_be32(in + (base + l) * 20 + j * 4) : 0;
    sha1_spin_group(h, spin);
    for (int l = 0; l < LANES32 && base + l < n; l++)
      for (int j = 0; j < 5; j++) store_be32(out + (base + l) * 20 + j * 4, h[j][l]);
  }
}

/* The same SHA-512 chain through OpenSSL's SHA512_Update, one candidate at a time: kept to measure against. */
static void sha512_spin_openssl(const uint8_t *in, uint8_t *out, size_t n, uint32_t spin) {
  for (size_t k = 0; k < n; k++) {
    uint8_t buf[68];
    memcpy(buf + 4, in + k * 64, 64);
    for (uint32_t it = 0; it < spin; it++) {
      buf[0] = (uint8_t)it; buf[1] = (uint8_t)(it >> 8); buf[2] = (uint8_t)(it >> 16); buf[3] = (uint8_t)(it >> 24);
      SHA512(buf, 68, buf + 4);
    }
    memcpy(out + k * 64, buf + 4, 64);
  }
}


/*
 * The legacy RC4 kinds (MS-OFFCRYPTO 2.3.5 RC4 CryptoAPI, 2.3.6 Office 97-2000): no spin loop, so a guess is a
 * few hash blocks and an RC4 key schedule. Candidates run 16 at a time: the hash blocks in SIMD lanes (message
 * words gathered from each lane's bytes), the key schedules four at a time interleaved (each is a chain of
 * dependent loads and swaps; four independent chains keep the core busy). Passwords too long for the one-block
 * first hash (19 UTF-16 units for CryptoAPI, 27 for 97-2000) take the scalar path through OpenSSL's SHA1/MD5.
 */
#include <openssl/md5.h>

#define LANES 16
/* 16 lanes of 32 bits (one AVX-512 register): the key schedules, not the hashes, bound this path. */
typedef uint32_t r32 __attribute__((vector_size(4 * LANES)));

static const uint32_t MD5_T[64] = {
  0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
  0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
  0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
  0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
  0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
  0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
  0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
  0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391};
static const int MD5_S[4][4] = {{7, 12, 17, 22}, {5, 9, 14, 20}, {4, 11, 16, 23}, {6, 10, 15, 21}};
static const uint32_t MD5_IV[4] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
static const uint32_t SHA1_IV[5] = {0x67452301U, 0xEFCDAB89U, 0x98BADCFEU, 0x10325476U, 0xC3D2E1F0U};

static inline uint32_t load_le32(const uint8_t *p) {
  return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}
static inline void store_le32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24);
}

/* One MD5 block in every lane: st is chained (the caller sets the IV). */
static inline __attribute__((always_inline)) void md5_block_v(r32 st[4], const r32 w[16]) {
  r32 a = st[0], b = st[1], c = st[2], d = st[3];
#pragma GCC unroll 64
  for (int t = 0; t < 64; t++) {
    r32 f;
    int g;
    if (t < 16) { f = d ^ (b & (c ^ d)); g = t; }
    else if (t < 32) { f = c ^ (d & (b ^ c)); g = (5 * t + 1) & 15; }
    else if (t < 48) { f = b ^ c ^ d; g = (3 * t + 5) & 15; }
    else { f = c ^ (b | ~d); g = (7 * t) & 15; }
    r32 x = a + f + MD5_T[t] + w[g];
    int s = MD5_S[t >> 4][t & 3];
    x = (x << s) | (x >> (32 - s));
    a = d; d = c; c = b; b = b + x;
  }
  st[0] += a; st[1] += b; st[2] += c; st[3] += d;
}

static inline __attribute__((always_inline)) void sha1_block_v(r32 st[5], const r32 win[16]) {
  r32 w[16];
  for (int j = 0; j < 16; j++) w[j] = win[j];
  r32 a = st[0], b = st[1], c = st[2], d = st[3], e = st[4];
#pragma GCC unroll 80
  for (int t = 0; t < 80; t++) {
    r32 wt;
    if (t < 16) {
      wt = w[t];
    } else {
      r32 x = w[(t - 3) & 15] ^ w[(t - 8) & 15] ^ w[(t - 14) & 15] ^ w[t & 15];
      wt = w[t & 15] = ROL32(x, 1);
    }
    r32 f;
    uint32_t k;
    if (t < 20) { f = d ^ (b & (c ^ d)); k = 0x5A827999U; }
    else if (t < 40) { f = b ^ c ^ d; k = 0x6ED9EBA1U; }
    else if (t < 60) { f = (b & c) | (d & (b | c)); k = 0x8F1BBCDCU; }
    else { f = b ^ c ^ d; k = 0xCA62C1D6U; }
    r32 tmp = ROL32(a, 5) + f + e + k + wt;
    e = d; d = c; c = ROL32(b, 30); b = a; a = tmp;
  }
  st[0] += a; st[1] += b; st[2] += c; st[3] += d; st[4] += e;
}

/* Message words of one 64-byte block from each lane's bytes (lane l's block at blocks + l * stride). */
static inline __attribute__((always_inline)) void gather_le(r32 w[16], const uint8_t *blocks, size_t stride) {
  for (int j = 0; j < 16; j++)
    for (int l = 0; l < LANES; l++) w[j][l] = load_le32(blocks + l * stride + 4 * j);
}
static inline __attribute__((always_inline)) void gather_be(r32 w[16], const uint8_t *blocks, size_t stride) {
  for (int j = 0; j < 16; j++)
    for (int l = 0; l < LANES; l++) w[j][l] = load_be32(blocks + l * stride + 4 * j);
}

/* The key schedule's starting permutation, a constant (no lazy set-up to race between worker threads). */
#define I4(n) n, n + 1, n + 2, n + 3
#define I16(n) I4(n), I4(n + 4), I4(n + 8), I4(n + 12)
#define I64(n) I16(n), I16(n + 16), I16(n + 32), I16(n + 48)
static const uint8_t RC4_IDENTITY[256] = {I64(0), I64(64), I64(128), I64(192)};

/* RC4 with 16-byte keys over `len` bytes of `in`, for every lane: four key schedules interleaved at a time. */
static inline __attribute__((always_inline)) void rc4_lanes(const uint8_t key[LANES][16], const uint8_t *in,
                                                            size_t len, uint8_t out[LANES][36]) {
  for (int g = 0; g < LANES; g += 4) {
    uint8_t s[4][256];
    for (int k = 0; k < 4; k++) memcpy(s[k], RC4_IDENTITY, 256);
    uint8_t j0 = 0, j1 = 0, j2 = 0, j3 = 0;
    for (int i = 0; i < 256; i++) {
      uint8_t t0 = s[0][i], t1 = s[1][i], t2 = s[2][i], t3 = s[3][i];
      j0 += t0 + key[g][i & 15]; j1 += t1 + key[g + 1][i & 15];
      j2 += t2 + key[g + 2][i & 15]; j3 += t3 + key[g + 3][i & 15];
      s[0][i] = s[0][j0]; s[0][j0] = t0; s[1][i] = s[1][j1]; s[1][j1] = t1;
      s[2][i] = s[2][j2]; s[2][j2] = t2; s[3][i] = s[3][j3]; s[3][j3] = t3;
    }
    for (int k = 0; k < 4; k++) {
      uint8_t i = 0, j = 0;
      for (size_t n = 0; n < len; n++) {
        i++;
        uint8_t t = s[k][i];
        j += t;
        s[k][i] = s[k][j]; s[k][j] = t;
        out[g + k][n] = in[n] ^ s[k][(uint8_t)(t + s[k][i])];
      }
    }
  }
}

static void rc4_one(const uint8_t key[16], const uint8_t *in, size_t len, uint8_t *out) {
  uint8_t s[256];
  memcpy(s, RC4_IDENTITY, 256);
  uint8_t j = 0;
  for (int i = 0; i < 256; i++) {
    uint8_t t = s[i];
    j += t + key[i & 15];
    s[i] = s[j]; s[j] = t;
  }
  uint8_t i = 0;
  j = 0;
  for (size_t n = 0; n < len; n++) {
    i++;
    uint8_t t = s[i];
    j += t;
    s[i] = s[j]; s[j] = t;
    out[n] = in[n] ^ s[(uint8_t)(t + s[i])];
  }
}

/* What both kinds check against: the salt, the encrypted verifier and its encrypted hash, and (CryptoAPI)
 * how many bytes of the derived hash make the key (5 for 40-bit keys, padded to 16 with zeros, or 16). */
typedef struct {
  uint8_t salt[16];
  uint8_t encrypted[36];
  uint32_t key_bytes;
} rc4_params;

/* 2.3.5.2 for one password (any length), with OpenSSL's SHA-1. */
static int capi_one(const rc4_params *p, const uint8_t *pw, size_t bytes) {
  SHA_CTX ctx;
  uint8_t h0[20], fin[20], key[16] = {0}, plain[36], check[20];
  SHA1_Init(&ctx); SHA1_Update(&ctx, p->salt, 16); SHA1_Update(&ctx, pw, bytes); SHA1_Final(h0, &ctx);
  static const uint8_t zero[4] = {0};
  SHA1_Init(&ctx); SHA1_Update(&ctx, h0, 20); SHA1_Update(&ctx, zero, 4); SHA1_Final(fin, &ctx);
  memcpy(key, fin, p->key_bytes);
  rc4_one(key, p->encrypted, 36, plain);
  SHA1(plain, 16, check);
  return memcmp(check, plain + 16, 20) == 0;
}

/* 2.3.6.2 for one password (any length), with OpenSSL's MD5. */
static int rc4_97_one(const rc4_params *p, const uint8_t *pw, size_t bytes) {
  uint8_t h0[16], mixed[16 * 21], h1[16], keyin[9] = {0}, key[16], plain[32], check[16];
  MD5(pw, bytes, h0);
  for (int k = 0; k < 16; k++) { memcpy(mixed + 21 * k, h0, 5); memcpy(mixed + 21 * k + 5, p->salt, 16); }
  MD5(mixed, sizeof mixed, h1);
  memcpy(keyin, h1, 5);
  MD5(keyin, 9, key);
  rc4_one(key, p->encrypted, 32, plain);
  MD5(plain, 16, check);
  return memcmp(check, plain + 16, 16) == 0;
}

/* 16 lanes of RC4 CryptoAPI, every password at most 19 UTF-16 units (one SHA-1 block with the salt). Unused
 * lanes have length 0 and are ignored by the caller. Returns a bit mask of the lanes that open. */
__attribute__((target_clones("arch=x86-64-v4", "avx2", "default")))
static uint32_t capi_lanes(const rc4_params *p, const uint8_t *const pw[LANES], const uint32_t bytes[LANES]) {
  uint8_t blocks[LANES][64];
  r32 w[16], st[5];
  for (int l = 0; l < LANES; l++) {
    memset(blocks[l], 0, 64);
    memcpy(blocks[l], p->salt, 16);
    memcpy(blocks[l] + 16, pw[l], bytes[l]);
    blocks[l][16 + bytes[l]] = 0x80;
    store_be32(blocks[l] + 60, (16 + bytes[l]) * 8);
  }
  gather_be(w, blocks[0], 64);
  for (int j = 0; j < 5; j++) st[j] = (r32){0} + SHA1_IV[j];
  sha1_block_v(st, w);
  /* H0 || le32(0): 24 bytes. */
  for (int j = 0; j < 5; j++) w[j] = st[j];
  w[5] = (r32){0};
  w[6] = (r32){0} + 0x80000000U;
  for (int j = 7; j < 15; j++) w[j] = (r32){0};
  w[15] = (r32){0} + 192;
  for (int j = 0; j < 5; j++) st[j] = (r32){0} + SHA1_IV[j];
  sha1_block_v(st, w);
  uint8_t key[LANES][16];
  for (int l = 0; l < LANES; l++) {
    uint8_t fin[16];
    for (int j = 0; j < 4; j++) store_be32(fin + 4 * j, st[j][l]);
    memset(key[l], 0, 16);
    memcpy(key[l], fin, p->key_bytes);
  }
  uint8_t plain[LANES][36];
  rc4_lanes((const uint8_t(*)[16])key, p->encrypted, 36, plain);
  /* SHA-1 of the 16-byte verifier. */
  for (int l = 0; l < LANES; l++)
    for (int j = 0; j < 4; j++) w[j][l] = load_be32(plain[l] + 4 * j);
  w[4] = (r32){0} + 0x80000000U;
  for (int j = 5; j < 15; j++) w[j] = (r32){0};
  w[15] = (r32){0} + 128;
  for (int j = 0; j < 5; j++) st[j] = (r32){0} + SHA1_IV[j];
  sha1_block_v(st, w);
  uint32_t open = 0;
  for (int l = 0; l < LANES; l++) {
    uint32_t same = 1;
    for (int j = 0; j < 5; j++) same &= st[j][l] == load_be32(plain[l] + 16 + 4 * j);
    open |= same << l;
  }
  return open;
}

/* 16 lanes of Office 97-2000 RC4, every password at most 27 UTF-16 units (one MD5 block). */
__attribute__((target_clones("arch=x86-64-v4", "avx2", "default")))
static uint32_t rc4_97_lanes(const rc4_params *p, const uint8_t *const pw[LANES], const uint32_t bytes[LANES]) {
  r32 w[16], st[4];
  {
    uint8_t blocks[LANES][64];
    for (int l = 0; l < LANES; l++) {
      memset(blocks[l], 0, 64);
      memcpy(blocks[l], pw[l], bytes[l]);
      blocks[l][bytes[l]] = 0x80;
      store_le32(blocks[l] + 56, bytes[l] * 8);
    }
    gather_le(w, blocks[0], 64);
  }
  for (int j = 0; j < 4; j++) st[j] = (r32){0} + MD5_IV[j];
  md5_block_v(st, w);
  /* 16 times (the first 5 bytes of H0, the salt): 336 bytes, padded to 6 blocks. */
  uint8_t mixed[LANES][384];
  for (int l = 0; l < LANES; l++) {
    uint8_t h0[8];
    store_le32(h0, st[0][l]);
    store_le32(h0 + 4, st[1][l]);
    for (int k = 0; k < 16; k++) { memcpy(mixed[l] + 21 * k, h0, 5); memcpy(mixed[l] + 21 * k + 5, p->salt, 16); }
    memset(mixed[l] + 336, 0, 48);
    mixed[l][336] = 0x80;
    store_le32(mixed[l] + 376, 336 * 8);
  }
  for (int j = 0; j < 4; j++) st[j] = (r32){0} + MD5_IV[j];
  for (int b = 0; b < 6; b++) {
    gather_le(w, mixed[0] + 64 * b, 384);
    md5_block_v(st, w);
  }
  /* The first 5 bytes of H1 and le32(0) (the block number): 9 bytes. */
  w[0] = st[0];
  w[1] = (st[1] & 0xff);
  w[2] = (r32){0} + 0x8000;
  for (int j = 3; j < 16; j++) w[j] = (r32){0};
  w[14] = (r32){0} + 72;
  for (int j = 0; j < 4; j++) st[j] = (r32){0} + MD5_IV[j];
  md5_block_v(st, w);
  uint8_t key[LANES][16];
  for (int l = 0; l < LANES; l++)
    for (int j = 0; j < 4; j++) store_le32(key[l] + 4 * j, st[j][l]);
  uint8_t plain[LANES][36];
  rc4_lanes((const uint8_t(*)[16])key, p->encrypted, 32, plain);
  for (int l = 0; l < LANES; l++)
    for (int j = 0; j < 4; j++) w[j][l] = load_le32(plain[l] + 4 * j);
  w[4] = (r32){0} + 0x80;
  for (int j = 5; j < 16; j++) w[j] = (r32){0};
  w[14] = (r32){0} + 128;
  for (int j = 0; j < 4; j++) st[j] = (r32){0} + MD5_IV[j];
  md5_block_v(st, w);
  uint32_t open = 0;
  for (int l = 0; l < LANES; l++) {
    uint32_t same = 1;
    for (int j = 0; j < 4; j++) same &= st[j][l] == load_le32(plain[l] + 16 + 4 * j);
    open |= same << l;
  }
  return open;
}

typedef uint32_t (*lanes_fn)(const rc4_params *, const uint8_t *const[LANES], const uint32_t[LANES]);
typedef int (*one_fn)(const rc4_params *, const uint8_t *, size_t);

/* The index of the first password that opens, or -1. Passwords are UTF-16LE code units back to back; a chunk
 * of 16 consecutive candidates runs its short passwords in lanes and its long ones one by one. */
static int64_t rc4_find(const rc4_params *p, const uint8_t *units, const uint32_t *lengths, size_t n,
                        uint32_t lane_max_bytes, lanes_fn lanes, one_fn one) {
  static const uint8_t empty[1] = {0};
  size_t at = 0;
  for (size_t base = 0; base < n; base += LANES) {
    const uint8_t *pw[LANES];
    uint32_t bytes[LANES];
    size_t index[LANES];
    int used = 0;
    int64_t found = -1;
    for (size_t k = base; k < n && k < base + LANES; k++) {
      const uint8_t *start = units + at;
      size_t size = (size_t)lengths[k] * 2;
      at += size;
      if (size <= lane_max_bytes) {
        pw[used] = start; bytes[used] = (uint32_t)size; index[used++] = k;
      } else if (found < 0 && one(p, start, size)) {
        found = (int64_t)k;
      }
    }
    if (used > 0) {
      for (int l = used; l < LANES; l++) { pw[l] = empty; bytes[l] = 0; }
      uint32_t open = lanes(p, pw, bytes) & ((1U << used) - 1);
      if (open && (found < 0 || (int64_t)index[__builtin_ctz(open)] < found))
        found = (int64_t)index[__builtin_ctz(open)];
    }
    if (found >= 0) return found;
  }
  return -1;
}

/* JS: (passwords: string (the candidates joined), lengths: Uint32Array (UTF-16 units each), salt: 16 bytes,
 * encrypted: verifier then verifier hash (36 bytes CryptoAPI, 32 bytes 97-2000), keyBytes (CryptoAPI)). */
static napi_value call_rc4_find(napi_env env, napi_callback_info info, int capi) {
  size_t argc = 5;
  napi_value argv[5];
  napi_get_cb_info(env, info, &argc, argv, NULL, NULL);
  const size_t enc_size = capi ? 36 : 32;
  napi_valuetype type0;
  bool typed[3] = {false, false, false};
  if (argc >= (capi ? 5u : 4u)) {
    napi_typeof(env, argv[0], &type0);
    for (int i = 0; i < 3; i++) napi_is_typedarray(env, argv[i + 1], &typed[i]);
  }
  if (argc < (capi ? 5u : 4u) || type0 != napi_string || !typed[0] || !typed[1] || !typed[2]) {
    napi_throw_type_error(env, NULL, "expected (passwords: string, lengths: Uint32Array, salt, encrypted[, keyBytes])");
    return NULL;
  }
  napi_typedarray_type types[3];
  size_t lens[3];
  void *datas[3];
  for (int i = 0; i < 3; i++) {
    napi_value ab;
    size_t offset;
    napi_get_typedarray_info(env, argv[i + 1], &types[i], &lens[i], &datas[i], &ab, &offset);
  }
  rc4_params p;
  p.key_bytes = 16;
  if (capi && (napi_get_value_uint32(env, argv[4], &p.key_bytes) != napi_ok || (p.key_bytes != 5 && p.key_bytes != 16))) {
    napi_throw_type_error(env, NULL, "keyBytes must be 5 or 16");
    return NULL;
  }
  if (types[0] != napi_uint32_array || types[1] != napi_uint8_array || lens[1] != 16 ||
      types[2] != napi_uint8_array || lens[2] != enc_size) {
    napi_throw_type_error(env, NULL, "lengths must be a Uint32Array, salt 16 bytes, encrypted the verifier and its hash");
    return NULL;
  }
  const uint32_t *lengths = datas[0];
  uint64_t total = 0;
  for (size_t k = 0; k < lens[0]; k++) total += lengths[k];
  size_t units;
  napi_get_value_string_utf16(env, argv[0], NULL, 0, &units);
  if (total != units) {
    napi_throw_range_error(env, NULL, "the lengths do not add up to the passwords' length");
    return NULL;
  }
  memcpy(p.salt, datas[1], 16);
  memcpy(p.encrypted, datas[2], enc_size);
  /* The code units, little-endian as in memory on x86 and ARM: the UTF-16LE the formats hash. */
  char16_t *buffer = malloc((units + 1) * sizeof(char16_t));
  if (!buffer) {
    napi_throw_error(env, NULL, "out of memory");
    return NULL;
  }
  napi_get_value_string_utf16(env, argv[0], buffer, units + 1, &units);
  int64_t found = capi ? rc4_find(&p, (const uint8_t *)buffer, lengths, lens[0], 38, capi_lanes, capi_one)
                       : rc4_find(&p, (const uint8_t *)buffer, lengths, lens[0], 54, rc4_97_lanes, rc4_97_one);
  free(buffer);
  napi_value result;
  napi_create_int64(env, found, &result);
  return result;
}

static napi_value js_rc4_capi(napi_env env, napi_callback_info info) { return call_rc4_find(env, info, 1); }
static napi_value js_rc4_97(napi_env env, napi_callback_info info) { return call_rc4_find(env, info, 0); }

typedef void (*spin_fn)(const uint8_t *, uint8_t *, size_t, uint32_t);

/* JS: fn(digests: Uint8Array (n * size bytes), spinCount: number) -> Buffer of the n spun digests. */
static napi_value call_spin(napi_env env, napi_callback_info info, spin_fn fn, size_t size) {
  size_t argc = 2;
  napi_value argv[2];
  napi_get_cb_info(env, info, &argc, argv, NULL, NULL);
  bool ok = false;
  napi_is_typedarray(env, argv[0], &ok);
  if (argc < 2 || !ok) {
    napi_throw_type_error(env, NULL, "expected (digests: Uint8Array, spinCount: number)");
    return NULL;
  }
  napi_typedarray_type type;
  size_t length, offset;
  void *data;
  napi_value ab;
  napi_get_typedarray_info(env, argv[0], &type, &length, &data, &ab, &offset);
  uint32_t spin;
  if (type != napi_uint8_array || length % size != 0 || napi_get_value_uint32(env, argv[1], &spin) != napi_ok) {
    napi_throw_type_error(env, NULL, "digests must be a Uint8Array of whole digests and spinCount a number");
    return NULL;
  }
  void *outData;
  napi_value result;
  napi_create_buffer(env, length, &outData, &result);
  fn((const uint8_t *)data, (uint8_t *)outData, length / size, spin);
  return result;
}

static napi_value js_sha512(napi_env env, napi_callback_info info) { return call_spin(env, info, sha512_spin, 64); }
static napi_value js_sha1(napi_env env, napi_callback_info info) { return call_spin(env, info, sha1_spin, 20); }
static napi_value js_sha512_openssl(napi_env env, napi_callback_info info) {
  return call_spin(env, info, sha512_spin_openssl, 64);
}

NAPI_MODULE_INIT() {
  napi_property_descriptor props[] = {
      {"sha512Spin", NULL, js_sha512, NULL, NULL, NULL, napi_enumerable, NULL},
      {"sha1Spin", NULL, js_sha1, NULL, NULL, NULL, napi_enumerable, NULL},
      {"sha512SpinOpenssl", NULL, js_sha512_openssl, NULL, NULL, NULL, napi_enumerable, NULL},
      {"rc4CryptoApiFind", NULL, js_rc4_capi, NULL, NULL, NULL, napi_enumerable, NULL},
      {"rc4Find", NULL, js_rc4_97, NULL, NULL, NULL, napi_enumerable, NULL},
  };
  napi_define_properties(env, exports, sizeof(props) / sizeof(props[0]), props);
  return exports;
}
