// The saved language choice, written by the browser; a rendered page's answer sets it too
// (server/plugins/static-app.ts).
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@contract/language-cookie';

export function languageCookie(key: string) {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(key)}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Strict; Secure`;
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
