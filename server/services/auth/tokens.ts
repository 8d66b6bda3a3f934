// Signed HS256 JWTs: `sub` is the user id, `sid` the session row, `exp` the absolute lifetime.
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

export async function signToken(secret: Uint8Array, claims: TokenClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/** The claims of a valid, unexpired token; null for anything else. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string' || !sessionId) return null;
    return { userId, sessionId };
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
