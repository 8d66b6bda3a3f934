// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { languageCookie, readLanguageCookie } from '@/i18n/language-cookie';
import { withLanguagePrefix } from '@/i18n/language';
import { matchSupported, resolveLanguage, type LanguageSources } from '@/i18n/resolve-language';

const base: LanguageSources = {
  pathname: '/',
  cookie: undefined,
  browserLanguages: [],
  supported: ['en', 'lt'],
  defaultLanguage: 'en',
};

describe('resolveLanguage (docs/product.md section 2 order)', () => {
  it('takes a supported first path segment before anything else', () => {
    expect(resolveLanguage({ ...base, pathname: '/lt/dashboard', cookie: 'en', browserLanguages: ['en-US'] })).toBe('lt');
  });

  it('ignores an unsupported path segment and falls to the cookie', () => {
    expect(resolveLanguage({ ...base, pathname: '/de/dashboard', cookie: 'lt' })).toBe('lt');
    expect(resolveLanguage({ ...base, pathname: '/monthly-top-user/4/x', cookie: 'lt' })).toBe('lt');
  });

  it('takes the cookie before the browser languages', () => {
    expect(resolveLanguage({ ...base, cookie: 'lt', browserLanguages: ['en-GB'] })).toBe('lt');
  });

  it('ignores an unsupported cookie', () => {
    expect(resolveLanguage({ ...base, cookie: 'fr', browserLanguages: ['lt-LT'] })).toBe('lt');
  });

  it('takes the first browser language that matches, by region-free base', () => {
    expect(resolveLanguage({ ...base, browserLanguages: ['de-DE', 'lt-LT', 'en-US'] })).toBe('lt');
    expect(resolveLanguage({ ...base, browserLanguages: ['EN-us'] })).toBe('en');
  });

  it('falls back to the default language, and only a supported one', () => {
    expect(resolveLanguage({ ...base, defaultLanguage: 'lt', browserLanguages: ['de', 'fr'] })).toBe('lt');
    expect(resolveLanguage({ ...base, defaultLanguage: 'xx', browserLanguages: [] })).toBe('en');
  });

  it('matches exact keys before their base', () => {
    expect(matchSupported('pt-BR', ['pt', 'pt-br'])).toBe('pt-br');
    expect(matchSupported('pt-PT', ['pt', 'pt-br'])).toBe('pt');
    expect(matchSupported('de', ['en'])).toBeUndefined();
    expect(matchSupported(undefined, ['en'])).toBeUndefined();
  });
});

describe('language cookie (docs/product.md section 5)', () => {
  it('lasts 3 years, same-site strict, secure, for the whole site', () => {
    const cookie = languageCookie('lt');
    expect(cookie).toMatch(/^lang=lt;/);
    expect(cookie).toContain(`Max-Age=${3 * 365 * 24 * 60 * 60}`);
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
  });

  it('is read back from a cookie header among others', () => {
    expect(readLanguageCookie('a=1; lang=lt; b=2')).toBe('lt');
    expect(readLanguageCookie('language=en; xlang=de')).toBeUndefined();
    expect(readLanguageCookie('')).toBeUndefined();
  });
});

describe('withLanguagePrefix', () => {
  it('swaps the language and keeps the path, query and hash', () => {
    expect(withLanguagePrefix('/en/prizes/4?categoryId=2#top', 'lt', ['en', 'lt'])).toBe('/lt/prizes/4?categoryId=2#top');
  });

  it('adds a prefix to a path without a language', () => {
    expect(withLanguagePrefix('/monthly-top-user/4/x', 'lt', ['en', 'lt'])).toBe('/lt/monthly-top-user/4/x');
    expect(withLanguagePrefix('/', 'en', ['en', 'lt'])).toBe('/en');
  });
});
