// The saved language choice (docs/product.md section 5: 3 years, same-site strict, secure).
export const LANGUAGE_COOKIE = 'lang';
const THREE_YEARS_SECONDS = 3 * 365 * 24 * 60 * 60;

export function languageCookie(key: string) {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(key)}; Max-Age=${THREE_YEARS_SECONDS}; Path=/; SameSite=Strict; Secure`;
}

export function writeLanguageCookie(key: string) {
  document.cookie = languageCookie(key);
}

export function readLanguageCookie(cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
