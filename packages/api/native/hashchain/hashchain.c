/*
 * The spin loop of Office's password key derivation, done for many candidate passwords at once.
 *
 * ECMA-376 (Agile and Standard) encryption hashes a password's first digest again and again:
 * H(i+1) = HASH(le32(i) || H(i)), 100,000 times for Agile (SHA-512 or SHA-1), 50,000 for Standard (SHA-1).
 * Each round is one compression of one padded block, so the whole chain stays in registers here: the message
 * words are built from the previous state directly, and 8 (SHA-512) or 16 (SHA-1) candidates run side by side
 * in SIMD lanes (GCC vector extensions; target_clones picks AVX-512, AVX2 or plain code at load time).
 * Only the chain is done here; the first digest and the verifier check stay in JavaScript with node:crypto.
 */
#include <node_api.h>
#include <stdint.h>
#include <string.h>
#include <openssl/sha.h>

#define LANES64 8
#define LANES32 16
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
      if (t < 20) { f = (b & c) | (~b & d); k = 0x5A827999U; }
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
  };
  napi_define_properties(env, exports, sizeof(props) / sizeof(props[0]), props);
  return exports;
}
