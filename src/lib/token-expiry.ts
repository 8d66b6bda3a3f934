// A token whose `exp` has passed counts as no token at all (docs/product.md: an expired claim is unauthenticated),
// so the app drops it instead of sending it. The signature is the server's business; only `exp` is read,
// and a token the app cannot read is left for the server to judge.

export function tokenExpired(token: string, now = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' && claims.exp * 1000 <= now;
  } catch {
    return false;
  }
}
