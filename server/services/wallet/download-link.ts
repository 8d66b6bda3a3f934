// "Add to Apple Wallet" is a plain link the browser opens (Safari then offers the pass), so it cannot
// carry the app's bearer token: the app asks for a link signed for the member that works for a few
// minutes. Its key is derived from the app's secret for this purpose alone, so such a link is never
// a sign-in token, nor the other way round.
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const LINK_SECONDS = 5 * 60;
const keys = new WeakMap<Buffer, Uint8Array>();

function keyOf(secret: Buffer): Uint8Array {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createHmac('sha256', secret).update('apple-wallet-pass-download').digest()));
  return key;
}

export async function signDownloadToken(secret: Buffer, userId: number, lang: string): Promise<string> {
  return new SignJWT({ lang })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setExpirationTime(Math.floor(Date.now() / 1000) + LINK_SECONDS)
    .sign(keyOf(secret));
}

/** The member and language of a valid, unexpired link; null for anything else. */
export async function verifyDownloadToken(secret: Buffer, token: string): Promise<{ userId: number; lang: string } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    return { userId, lang: typeof payload.lang === 'string' ? payload.lang : 'en' };
  } catch {
    return null;
  }
}
