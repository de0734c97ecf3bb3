// Short-lived HS256 access tokens (jose): subject = user id, plus the user name and the security stamp.
import { webcrypto } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
const ISSUER = 'lcars-portal';
const AUDIENCE = 'lcars-portal';

export interface TokenSubject {
  id: number;
  userName: string;
  securityStamp: number;
}

// The HMAC key imported once per raw key: jose would otherwise import it on every sign and verify.
const hmacKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(key: Uint8Array): Promise<webcrypto.CryptoKey> {
  let imported = hmacKeys.get(key);
  if (!imported) {
    imported = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(key, imported);
  }
  return imported;
}

export async function issueAccessToken(key: Uint8Array, subject: TokenSubject): Promise<string> {
  return new SignJWT({ name: subject.userName, stamp: subject.securityStamp })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(subject.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_SECONDS}s`)
    .sign(await hmacKey(key));
}

interface VerifiedToken {
  userId: number;
  securityStamp: number;
}

// Tokens already verified, until they expire: a token's signature and content never change, so a repeat
// request skips the crypto round trip (the user's state and claims still come from the sessions read cache,
// which any write to them drops).
const VERIFIED_CACHE_SIZE = 10_000;
const verifiedTokens = new WeakMap<Uint8Array, Map<string, { verified: VerifiedToken; expiresAt: number }>>();

export async function verifyAccessToken(key: Uint8Array, token: string): Promise<VerifiedToken | null> {
  let cache = verifiedTokens.get(key);
  if (!cache) {
    cache = new Map();
    verifiedTokens.set(key, cache);
  }
  const cached = cache.get(token);
  if (cached) {
    if (cached.expiresAt > Date.now()) return cached.verified;
    cache.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      // A token without an expiry would work forever: only tokens this server issued (exp, iat) count.
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: ACCESS_TOKEN_LIFETIME_SECONDS + 60,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0 || typeof payload.exp !== 'number') return null;
    const verified = { userId, securityStamp: typeof payload.stamp === 'number' ? payload.stamp : -1 };
    if (cache.size >= VERIFIED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(token, { verified, expiresAt: payload.exp * 1000 });
    return verified;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
