// Short-lived HS256 access tokens (jose): subject = user id, plus the user name and the security stamp.
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
const ISSUER = 'lcars-portal';
const AUDIENCE = 'lcars-portal';

export interface TokenSubject {
  id: number;
  userName: string;
  securityStamp: number;
}

export function issueAccessToken(key: Uint8Array, subject: TokenSubject): Promise<string> {
  return new SignJWT({ name: subject.userName, stamp: subject.securityStamp })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(subject.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_SECONDS}s`)
    .sign(key);
}

interface VerifiedToken {
  userId: number;
  securityStamp: number;
}

export async function verifyAccessToken(key: Uint8Array, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0) return null;
    return { userId, securityStamp: typeof payload.stamp === 'number' ? payload.stamp : -1 };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
