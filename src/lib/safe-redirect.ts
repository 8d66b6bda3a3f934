/**
 * The redirectTo query parameter as a same-origin path ("/en/prizes?x=1"), or undefined for anything
 * else: absolute and protocol-relative URLs would make sign-in an open redirect.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}
