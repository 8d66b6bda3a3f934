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

/** Tokens verified lately, per key: a signed-in app sends the same token with every call. */
const verified = new WeakMap<Uint8Array, Map<string, TokenClaims & { expiresAtMs: number }>>();
const VERIFIED_KEPT = 10_000;

/** The claims of a valid, unexpired token; null for anything else. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map()));
  const hit = known.get(token);
  if (hit) {
    if (hit.expiresAtMs > Date.now()) return { userId: hit.userId, sessionId: hit.sessionId };
    known.delete(token);
    return null;
  }
  const claims = await verifySignature(secret, token);
  if (claims) {
    if (known.size >= VERIFIED_KEPT) known.delete(known.keys().next().value!);
    known.set(token, claims);
  }
  return claims && { userId: claims.userId, sessionId: claims.sessionId };
}

async function verifySignature(secret: Uint8Array, token: string): Promise<(TokenClaims & { expiresAtMs: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string' || !sessionId) return null;
    return { userId, sessionId, expiresAtMs: payload.exp! * 1000 };
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
