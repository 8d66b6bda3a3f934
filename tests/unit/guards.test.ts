// @vitest-environment jsdom
// Route guards (docs/product.md sections 2 and 5): login required, public-only, digits-only ids, redirectTo.
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { digitParams, requireLogin, requireSignedOut } from '@/app/guards';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { parsePlainSearch, stringifyPlainSearch, validateRedirectSearch } from '@/lib/search-params';

function thrown(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

function redirectOptions(run: () => void) {
  const error = thrown(run);
  if (!isRedirect(error)) throw new Error('expected a redirect');
  return error.options as { to?: string; href?: string; params?: unknown; search?: unknown; replace?: boolean };
}

const at = (href: string) => {
  const [pathname = '', query] = href.split('?');
  return { pathname, href, searchStr: query ? `?${query}` : '' };
};

describe('requireLogin', () => {
  it('lets a signed-in user through', () => {
    expect(thrown(() => requireLogin({ loggedIn: true, lang: 'en', location: at('/en/dashboard') }))).toBeUndefined();
  });

  it('sends a visitor to sign-in with the whole path as redirectTo', () => {
    const options = redirectOptions(() =>
      requireLogin({ loggedIn: false, lang: 'lt', location: at('/lt/prizes/4?categoryId=2') }),
    );
    expect(options).toMatchObject({
      to: '/$lang/sign-in',
      params: { lang: 'lt' },
      search: { redirectTo: '/lt/prizes/4?categoryId=2' },
      replace: true,
    });
  });

  it('redirectTo is encoded as one query value and read back intact', () => {
    const query = stringifyPlainSearch({ redirectTo: '/lt/prizes/4?categoryId=2&x=1#top' });
    expect(query).toBe('?redirectTo=%2Flt%2Fprizes%2F4%3FcategoryId%3D2%26x%3D1%23top');
    expect(parsePlainSearch(query)).toEqual({ redirectTo: '/lt/prizes/4?categoryId=2&x=1#top' });
  });
});

describe('requireSignedOut', () => {
  it('lets a visitor through', () => {
    expect(thrown(() => requireSignedOut({ loggedIn: false, lang: 'en', location: at('/en/sign-in') }))).toBeUndefined();
  });

  it('sends a signed-in user to the dashboard, dropping the query', () => {
    const options = redirectOptions(() => requireSignedOut({ loggedIn: true, lang: 'en', location: at('/en/phone-login?x=1') }));
    expect(options).toMatchObject({ href: '/en/dashboard', replace: true });
  });

  it('keeps the current query from sms-code', () => {
    const options = redirectOptions(() =>
      requireSignedOut({ loggedIn: true, lang: 'en', location: at('/en/sms-code?phone=37060000000') }),
    );
    expect(options.href).toBe('/en/dashboard?phone=37060000000');
  });

  it('honours a same-origin redirectTo and ignores a foreign one', () => {
    const back = redirectOptions(() =>
      requireSignedOut({ loggedIn: true, lang: 'en', location: at('/en/sign-in'), redirectTo: '/en/history' }),
    );
    expect(back.href).toBe('/en/history');
    const foreign = redirectOptions(() =>
      requireSignedOut({ loggedIn: true, lang: 'en', location: at('/en/sign-in'), redirectTo: 'https://evil.example/x' }),
    );
    expect(foreign.href).toBe('/en/dashboard');
  });
});

describe('digitParams', () => {
  it('turns digit ids into numbers', () => {
    expect(digitParams('prizeId')({ prizeId: '42' })).toEqual({ prizeId: 42 });
    expect(digitParams('id')({ id: '007' })).toEqual({ id: 7 });
  });

  it.each(['abc', '12a', '-1', '1.5', '', ' 1', '1e3', '9'.repeat(16)])('%j does not match', (value) => {
    expect(digitParams('rewardId')({ rewardId: value })).toBe(false);
  });
});

describe('redirectTo validation', () => {
  it.each([
    ['/en/prizes?categoryId=2', '/en/prizes?categoryId=2'],
    ['/en/dashboard#x', '/en/dashboard#x'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'en/dashboard',
    '/\t/evil.example',
    42,
    undefined,
  ])('ignores %j', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });

  it('drops an unsafe redirectTo from the search', () => {
    expect(validateRedirectSearch({ redirectTo: '//evil.example' })).toEqual({ redirectTo: undefined });
    expect(validateRedirectSearch({ redirectTo: '/lt/profile' })).toEqual({ redirectTo: '/lt/profile' });
  });
});
