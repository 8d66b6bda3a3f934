// @vitest-environment jsdom
// Boot, which decides what the routes start with (docs/product.md sections 2, 4 and 8): settings ->
// language -> translations -> user -> shell phase; and the 401 handler that sends users back to sign-in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings, UserData } from '@contract';
import { boot, BOOT_GRACE_MS, handleUnauthorized } from '@/app/boot';
import { resetBootData } from '@/app/boot-data';
import { keepSavedUser, readSavedUser } from '@/app/boot-snapshot';
import { router } from '@/app/router';
import { bootPhaseAtom } from '@/app/shell/boot-phase';
import { signedInPartsAtom } from '@/app/layout/load-signed-in-parts';
import { logout } from '@/features/session/logout';
import { appStore } from '@/state/jotai';
import { tokenAtom, userLoadedAtom } from '@/state/session';
import { loggedInAtom, userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { loaderContentAtom, offlineAtom } from '@/state/ui';

const settings = (overrides: Partial<Settings> = {}) =>
  ({
    languagesSupported: [
      { key: 'en', name: 'English' },
      { key: 'lt', name: 'Lietuvių' },
    ],
    defaultLanguage: 'en',
    translationsHash: 'h1',
    authenticated: true,
    ...overrides,
  }) as Settings;

type Answer = Response | 'no-response' | 'hang';
let answers: Record<string, () => Answer>;
/** Requests held by 'hang': each is answered later with `release(path, response)`. */
const hanging = new Map<string, (response: Response) => void>();
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const path = String(input).split('?')[0] ?? '';
  const answer = answers[path]?.() ?? new Response('{}', { status: 404 });
  if (answer === 'no-response') throw new TypeError('Failed to fetch');
  if (answer === 'hang') return new Promise<Response>((resolve) => hanging.set(path, resolve));
  return answer;
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const urls = () => fetchMock.mock.calls.map((call) => String(call[0]));

beforeEach(() => {
  answers = {
    '/api/user-side/getSettings': () => json(settings()),
    '/translations/main.en.json': () => json({}),
    '/translations/main.lt.json': () => json({}),
  };
  fetchMock.mockClear();
  hanging.clear();
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/lt/help');
  appStore.set(tokenAtom, null);
  appStore.set(userDataAtom, null);
  appStore.set(userLoadedAtom, false);
  appStore.set(offlineAtom, false);
  appStore.set(bootPhaseAtom, 'booting');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page as the server serves it: its settings and translations inline (server/plugins/first-paint.ts). */
function serveInline(lang: string, overrides: Partial<Settings> = {}, translationsLang = lang) {
  const element = document.createElement('script');
  element.id = 'boot-data';
  element.type = 'application/json';
  element.textContent = JSON.stringify({
    lang,
    settings: settings(overrides),
    translations: { lang: translationsLang, hash: 'h1', messages: { greeting: 'Labas' } },
  });
  document.head.append(element);
  resetBootData();
}

describe('boot from the data inlined in the page', () => {
  afterEach(() => {
    document.getElementById('boot-data')?.remove();
    resetBootData();
  });

  it('asks for neither the settings nor the translations, and is ready', async () => {
    serveInline('lt');
    await boot();
    expect(urls()).toEqual([]);
    expect(appStore.get(currentLanguageAtom)).toBe('lt');
    expect(appStore.get(settingsAtom)?.translationsHash).toBe('h1');
    expect(appStore.get(bootPhaseAtom)).toBe('ready');
    expect(document.getElementById('boot-data')).toBeNull();
  });

  it('signed in: the member is asked for at once, nothing else', async () => {
    serveInline('lt');
    appStore.set(tokenAtom, 'tok');
    answers['/api/user-side/getUserData'] = () => json({ id: 7, name: 'Rasa' });
    await boot();
    expect(urls()).toEqual(['/api/user-side/getUserData']);
    expect(appStore.get(bootPhaseAtom)).toBe('ready');
  });

  it('signed in on the dashboard: the member, the points, the first challenge page and the achievements start together', async () => {
    window.history.replaceState(null, '', '/lt/dashboard');
    serveInline('lt');
    appStore.set(tokenAtom, 'tok');
    answers['/api/user-side/getUserData'] = () => 'hang';
    const booting = boot();
    await vi.waitFor(() => expect(hanging.has('/api/user-side/getUserData')).toBe(true));
    const paths = urls().map((url) => url.split('?')[0]);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/user-side/getUserData',
        '/api/user-side/getUserPoints',
        '/api/user-side/getUserChallenges',
        '/api/user-side/getUserNotCollectedAchievements',
      ]),
    );
    hanging.get('/api/user-side/getUserData')!(json({ id: 7, name: 'Rasa', user_initialized: true }));
    await booting;
  });

  it('a catalog of another version than the settings name is fetched', async () => {
    serveInline('lt', { translationsHash: 'h2' });
    await boot();
    expect(urls()).toEqual(['/translations/main.lt.json?h2']);
  });

  it('is used once: "Try again" fetches afresh', async () => {
    serveInline('lt');
    await boot();
    await boot();
    expect(urls()).toEqual(['/api/user-side/getSettings?url=lt%2Fhelp&lang=lt', '/translations/main.lt.json?h1']);
  });
});

describe('boot', () => {
  it('asks for the settings of the current path, then that language, and is ready without a user', async () => {
    await boot();
    expect(urls()).toEqual(['/api/user-side/getSettings?url=lt%2Fhelp&lang=lt', '/translations/main.lt.json?h1']);
    expect(appStore.get(currentLanguageAtom)).toBe('lt');
    expect(appStore.get(settingsAtom)?.translationsHash).toBe('h1');
    expect(appStore.get(userLoadedAtom)).toBe(true);
    expect(appStore.get(bootPhaseAtom)).toBe('ready');
    expect(appStore.get(loaderContentAtom)).toBe('hidden');
  });

  it('a path without a language: the settings are asked again in the language chosen, so their texts are in it', async () => {
    window.history.replaceState(null, '', '/');
    document.cookie = 'lang=lt; Path=/';
    await boot();
    expect(urls()).toEqual(['/api/user-side/getSettings?url=', '/api/user-side/getSettings?url=&lang=lt', '/translations/main.lt.json?h1']);
    expect(appStore.get(currentLanguageAtom)).toBe('lt');
  });

  it('settings without an answer show the offline page', async () => {
    answers['/api/user-side/getSettings'] = () => 'no-response';
    await boot();
    expect(appStore.get(bootPhaseAtom)).toBe('failed');
    expect(appStore.get(loaderContentAtom)).toBe('hidden');
  });

  it('settings that fail to load show the offline page too', async () => {
    answers['/api/user-side/getSettings'] = () => json({ error_code: 'Internal', message: 'x' }, 500);
    await boot();
    expect(appStore.get(bootPhaseAtom)).toBe('failed');
  });

  it('translations without an answer show the offline page', async () => {
    answers['/translations/main.lt.json'] = () => 'no-response';
    await boot();
    expect(appStore.get(bootPhaseAtom)).toBe('failed');
  });

  it('a closed programme shows the limited-access page', async () => {
    answers['/api/user-side/getSettings'] = () => json(settings({ authenticated: false }));
    await boot();
    expect(appStore.get(bootPhaseAtom)).toBe('limited');
  });

  it('a stored token loads the user, and the layout’s signed-in parts, before the app starts', async () => {
    appStore.set(tokenAtom, 'token');
    answers['/api/user-side/getUserData'] = () => json({ user_initialized: true, name: 'Jonas' });
    let partsWhenReady: unknown = 'not ready';
    const stop = appStore.sub(bootPhaseAtom, () => {
      if (appStore.get(bootPhaseAtom) === 'ready') partsWhenReady = appStore.get(signedInPartsAtom);
    });
    await boot();
    stop();
    expect(appStore.get(loggedInAtom)).toBe(true);
    expect(appStore.get(bootPhaseAtom)).toBe('ready');
    // The menu and greeting are there from the first signed-in screen: no header without them first.
    expect(partsWhenReady).toEqual(expect.objectContaining({ MainMenu: expect.any(Function), HeaderUser: expect.any(Function) }));
  });

  it('a rejected token is forgotten and the visitor starts signed out', async () => {
    appStore.set(tokenAtom, 'expired');
    answers['/api/user-side/getUserData'] = () => json({ error_code: 'TokenExpired', message: 'Expired' }, 401);
    await boot();
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(loggedInAtom)).toBe(false);
    expect(appStore.get(bootPhaseAtom)).toBe('ready');
  });

  it('an unexpected failure shows the loader error', async () => {
    appStore.set(tokenAtom, 'token');
    answers['/api/user-side/getUserData'] = () => json({ error_code: 'Internal', message: 'Boom' }, 500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await boot();
    expect(appStore.get(loaderContentAtom)).toBe('error');
  });
});

describe('a cold start on a dead link', () => {
  const saved = { user_initialized: true, name: 'Eglė' } as UserData;

  /** A first start online leaves its settings and the member behind, as in a browser. */
  async function startOnceOnline() {
    appStore.set(tokenAtom, 'token');
    answers['/api/user-side/getUserData'] = () => json(saved);
    const stop = keepSavedUser();
    await boot();
    stop();
    expect(readSavedUser('token')).toEqual(saved);
    fetchMock.mockClear();
  }

  it('asks for the settings and the member at once, and paints from the saved start within the grace', async () => {
    await startOnceOnline();
    appStore.set(userDataAtom, null);
    answers['/api/user-side/getSettings'] = () => 'hang';
    answers['/api/user-side/getUserData'] = () => 'hang';
    const started = Date.now();
    await boot();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(BOOT_GRACE_MS - 20);
    expect(took).toBeLessThan(BOOT_GRACE_MS + 500);
    // Both went out before either answered: in parallel, not one after the other's timeout.
    expect(urls().slice(0, 2).map((u) => u.split('?')[0])).toEqual(['/api/user-side/getSettings', '/api/user-side/getUserData']);
    expect(appStore.get(bootPhaseAtom)).toBe('ready');
    expect(appStore.get(userDataAtom)?.name).toBe('Eglė');
    expect(appStore.get(loggedInAtom)).toBe(true);

    // The answers come late: the fresh member replaces the saved one, new settings are kept.
    hanging.get('/api/user-side/getUserData')!(json({ ...saved, name: 'Eglė Fresh' }));
    hanging.get('/api/user-side/getSettings')!(json(settings({ translationsHash: 'h2' })));
    await vi.waitFor(() => expect(appStore.get(userDataAtom)?.name).toBe('Eglė Fresh'));
    await vi.waitFor(() => expect(appStore.get(settingsAtom)?.translationsHash).toBe('h2'));
    await vi.waitFor(() => expect(urls()).toContain('/translations/main.lt.json?h2'));
  });

  it('a token rejected after a saved start signs the member out', async () => {
    await startOnceOnline();
    answers['/api/user-side/getUserData'] = () => 'hang';
    await boot();
    expect(appStore.get(loggedInAtom)).toBe(true);
    hanging.get('/api/user-side/getUserData')!(json({ error_code: 'TokenExpired', message: 'Expired' }, 401));
    await vi.waitFor(() => expect(appStore.get(tokenAtom)).toBeNull());
    expect(appStore.get(loggedInAtom)).toBe(false);
  });

  it('starts from the saved settings when they get no answer, and says it is offline', async () => {
    await startOnceOnline();
    answers['/api/user-side/getSettings'] = () => 'no-response';
    answers['/api/user-side/getUserData'] = () => 'no-response';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await boot();
    expect(appStore.get(bootPhaseAtom)).toBe('ready');
    expect(appStore.get(loggedInAtom)).toBe(true);
    expect(appStore.get(offlineAtom)).toBe(true);
  });

  it('never uses a member saved with another token, and forgets the member at sign-out', async () => {
    await startOnceOnline();
    expect(readSavedUser('another')).toBeNull();
    const stop = keepSavedUser();
    appStore.set(tokenAtom, null);
    stop();
    expect(readSavedUser('token')).toBeNull();
  });

  it('without a saved start, waits for the network as before', async () => {
    appStore.set(tokenAtom, 'token');
    answers['/api/user-side/getUserData'] = () => 'hang';
    const done = boot();
    await new Promise((resolve) => setTimeout(resolve, BOOT_GRACE_MS + 200));
    expect(appStore.get(bootPhaseAtom)).toBe('booting');
    hanging.get('/api/user-side/getUserData')!(json(saved));
    await done;
    expect(appStore.get(bootPhaseAtom)).toBe('ready');
  });
});

describe('401 handler', () => {
  it('forgets the user and goes to sign-in with the page to come back to', async () => {
    await boot();
    appStore.set(tokenAtom, 'token');
    appStore.set(userDataAtom, { user_initialized: true } as UserData);
    await router.navigate({ href: '/lt/help?x=1' });
    handleUnauthorized();
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(userDataAtom)).toBeNull();
    await vi.waitFor(() => expect(router.state.location.href).toBe('/lt/sign-in?redirectTo=%2Flt%2Fhelp%3Fx%3D1'));
  });

  it('stays on a sign-in page without pointing redirectTo at it', async () => {
    await boot();
    await router.navigate({ href: '/lt/phone-login' });
    handleUnauthorized();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.href).toBe('/lt/phone-login');
  });

  it('an idle log-out that finds a sign-in page already showing returns to the page before it, never to sign-in', async () => {
    await boot();
    appStore.set(tokenAtom, 'token');
    await router.navigate({ href: '/lt/sign-in?redirectTo=%2Flt%2Fprizes&signedOut=idle' });
    await logout(appStore, { idle: true });
    expect(router.state.location.href).toBe('/lt/sign-in?redirectTo=%2Flt%2Fprizes&signedOut=idle');
  });
});
