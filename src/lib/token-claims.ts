// What the app reads of its bearer token without judging it: `exp` (an expired claim counts as no token
// at all, docs/product.md) and `sub`, whose answers the cache on disk holds. The signature is the
// server's business; a token the app cannot read is left for the server to judge.

function claimsOf(token: string): { exp?: unknown; sub?: unknown } {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; sub?: unknown };
  } catch {
    return {};
  }
}

export function tokenExpired(token: string, now = Date.now()): boolean {
  const { exp } = claimsOf(token);
  return typeof exp === 'number' && exp * 1000 <= now;
}

/** The member a token speaks for (its `sub`), or null for no token or one the app cannot read. */
export function tokenMember(token: string | null): string | null {
  if (!token) return null;
  const { sub } = claimsOf(token);
  return typeof sub === 'string' ? sub : null;
}
