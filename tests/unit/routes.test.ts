// @vitest-environment jsdom
// The route tree end to end, without rendering: redirects, guards, language prefixes, 404s and
// static data (docs/product.md section 2).
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings, UserData } from '@contract';
import { createAppRouter } from '@/app/router';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';

const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));

function signIn(initialized = true) {
  appStore.set(tokenAtom, 'token');
  appStore.set(userDataAtom, { user_initialized: initialized } as UserData);
}

async function open(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // Redirects start new navigations; wait until the location stops moving.
  let href = '';
  while (href !== router.state.location.href || router.state.isLoading) {
    href = router.state.location.href;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  appStore.set(settingsAtom, {
    languagesSupported: [
      { key: 'en', name: 'English' },
      { key: 'lt', name: 'Lietuvių' },
    ],
    defaultLanguage: 'en',
    translationsHash: 'h',
  } as Settings);
  appStore.set(currentLanguageAtom, 'en');
  appStore.set(tokenAtom, null);
  appStore.set(userDataAtom, null);
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('entry redirects', () => {
  it('/ goes to sign-in when signed out and to the dashboard when signed in', async () => {
    expect((await open('/')).state.location.href).toBe('/en/sign-in');
    signIn();
    expect((await open('/')).state.location.href).toBe('/en/dashboard');
  });

  it('a language alone goes to that language', async () => {
    expect((await open('/lt')).state.location.href).toBe('/lt/sign-in');
    expect((await open('/lt/?genericPopup=hi')).state.location.href).toBe('/lt/sign-in?genericPopup=hi');
    expect(appStore.get(currentLanguageAtom)).toBe('lt');
  });

  it('a path without a language gets the current one', async () => {
    expect((await open('/help')).state.location.href).toBe('/en/help');
    expect((await open('/sign-in?redirectTo=%2Fen%2Fhistory')).state.location.href).toBe(
      '/en/sign-in?redirectTo=%2Fen%2Fhistory',
    );
    signIn();
    expect((await open('/monthly-top-user/5/ab-cd')).state.location.href).toBe('/en/monthly-top-user/5/ab-cd');
  });
});

describe('guards', () => {
  it('a protected page sends a visitor to sign-in with redirectTo', async () => {
    const router = await open('/en/dashboard?genericPopup=hi');
    expect(router.state.location.pathname).toBe('/en/sign-in');
    expect(router.state.location.search).toMatchObject({ redirectTo: '/en/dashboard?genericPopup=hi' });
  });

  it('a user who has not accepted the terms is not signed in', async () => {
    signIn(false);
    expect((await open('/en/dashboard')).state.location.pathname).toBe('/en/sign-in');
  });

  it('public-only pages send a signed-in user to the dashboard; sms-code keeps its query', async () => {
    signIn();
    expect((await open('/en/registration')).state.location.href).toBe('/en/dashboard');
    expect((await open('/en/sms-code?phone=37060000000')).state.location.href).toBe('/en/dashboard?phone=37060000000');
  });

  it('open pages need no sign-in', async () => {
    expect((await open('/en/terms-and-conditions')).state.location.href).toBe('/en/terms-and-conditions');
  });
});

describe('params and 404', () => {
  it('a non-digit id is a 404, as is an unknown path', async () => {
    signIn();
    for (const path of ['/en/prizes/abc', '/en/prizes/reward/1x', '/en/news/x', '/en/no/such-page']) {
      const router = await open(path);
      expect(router.state.location.href).toBe(path);
      expect(router.state.matches.at(-1)?.routeId).toBe('/$lang/$');
      expect(router.state.matches.at(-1)?.staticData.routeName).toBe('not-found');
    }
    // One segment may be a text page at an address the operator chose: its screen says when there is none.
    const router = await open('/en/no-such-page');
    expect(router.state.matches.at(-1)?.routeId).toBe('/$lang/$page');
  });

  it('digit ids match their route', async () => {
    signIn();
    const router = await open('/en/prizes/12?categoryId=3');
    expect(router.state.location.href).toBe('/en/prizes/12?categoryId=3');
    expect(router.state.matches.at(-1)?.params).toMatchObject({ prizeId: 12 });
  });

  it('an invitation keeps the referral id; a visitor stays on its landing page, a member goes on', async () => {
    const visitor = await open('/en/invite/ABC-123');
    expect(localStorage.getItem('pendingReferralId')).toBe('ABC-123');
    expect(visitor.state.location.pathname).toBe('/en/invite/ABC-123');
    signIn();
    const member = await open('/en/invite/XYZ-789');
    expect(localStorage.getItem('pendingReferralId')).toBe('XYZ-789');
    expect(member.state.location.pathname).toBe('/en/dashboard');
  });
});

describe('static data', () => {
  it('names the route and its title', async () => {
    const router = await open('/en/help');
    const data = router.state.matches.at(-1)?.staticData;
    expect(data?.routeName).toBe('help');
    expect(data?.title?.id).toBeTruthy();
  });
});
