// Staff tokens: HS256 JWTs like the members' (services/auth/tokens.ts) but signed with a key of their
// own and for the audience "console", so neither kind of token passes for the other.
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const AUDIENCE = 'console';

export const staffTokenKey = (authSecret: Buffer): Buffer =>
  createHmac('sha256', authSecret).update('staff-console-tokens').digest();

export interface StaffClaims {
  staffId: number;
  sessionId: string;
}

export function signStaffToken(key: Uint8Array, claims: StaffClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.staffId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key);
}

/** The claims of a valid, unexpired staff token; null for anything else. */
export async function verifyStaffToken(key: Uint8Array, token: string): Promise<StaffClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, requiredClaims: ['exp', 'sub'] });
    const staffId = Number(payload.sub);
    if (!Number.isSafeInteger(staffId) || staffId <= 0 || typeof payload.sid !== 'string' || !payload.sid) return null;
    return { staffId, sessionId: payload.sid };
  } catch {
    return null;
  }
}
