// @vitest-environment jsdom
// changeLanguage (docs/product.md sections 4, 7 and 9): loader, saveLanguage when signed in, catalog,
// the 500 ms redirect to the same path under the new prefix, loader hidden.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings, UserData } from '@contract';
import type { AppRouter } from '@/app/router';
import { setRouter } from '@/lib/router-instance';
import { i18n } from '@/i18n/i18n';
import { saveLanguageChoice } from '@/features/offline/save-language-choice';
import { changeLanguage, LANGUAGE_SWITCH_DELAY_MS } from '@/i18n/language';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { loaderContentAtom } from '@/state/ui';

const navigate = vi.fn(async () => {});
const fakeRouter = { state: { location: { href: '/en/prizes?categoryId=3' } }, navigate } as unknown as AppRouter;
const fetchMock = vi.fn<typeof fetch>();

function settings(): Settings {
  return {
    languagesSupported: [
      { key: 'en', name: 'English' },
      { key: 'lt', name: 'Lietuvių' },
    ],
    defaultLanguage: 'en',
    translationsHash: 'h1',
  } as Settings;
}

beforeEach(() => {
  vi.useFakeTimers();
  navigate.mockClear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/translations/')
      ? new Response(JSON.stringify({ hello: 'Labas' }), { status: 200 })
      : new Response(JSON.stringify({ success: true }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  setRouter(fakeRouter);
  appStore.set(settingsAtom, settings());
  appStore.set(currentLanguageAtom, 'en');
  appStore.set(tokenAtom, null);
  appStore.set(userDataAtom, null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const calledUrls = () => fetchMock.mock.calls.map((call) => String(call[0]));

describe('changeLanguage', () => {
  it('shows the loader, loads the catalog, then redirects after 500 ms and hides the loader', async () => {
    const done = changeLanguage('lt');
    expect(appStore.get(loaderContentAtom)).toBe('default');
    await vi.advanceTimersByTimeAsync(LANGUAGE_SWITCH_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    expect(i18n.locale).toBe('lt');
    expect(i18n._('hello')).toBe('Labas');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(navigate).toHaveBeenCalledWith({ href: '/lt/prizes?categoryId=3' });
    expect(appStore.get(loaderContentAtom)).toBe('hidden');
    expect(appStore.get(currentLanguageAtom)).toBe('lt');
    // The catalog, then the settings in the new language (their texts are worded by the server).
    expect(calledUrls()).toEqual(['/translations/main.lt.json?h1', '/api/user-side/getSettings?url=&lang=lt']);
    expect(document.documentElement.lang).toBe('lt');
  });

  it('saves the choice on the server when signed in', async () => {
    appStore.set(tokenAtom, 't');
    appStore.set(userDataAtom, { user_initialized: true } as UserData);
    const done = changeLanguage('lt', saveLanguageChoice);
    await vi.runAllTimersAsync();
    await done;
    // Sent through the offline outbox (loaded on demand), with an Idempotency-Key.
    await vi.dynamicImportSettled();
    const save = () => fetchMock.mock.calls.find((call) => String(call[0]) === '/api/user-side/saveLanguage');
    await vi.waitFor(() => expect(save()).toBeDefined());
    expect(save()?.[1]?.body).toBe('{"language":"lt"}');
    expect((save()?.[1]?.headers as Record<string, string>)['Idempotency-Key']).toEqual(expect.any(String));
  });

  it('re-reads the settings in the new language: programme name, copyright and menu texts follow', async () => {
    const lithuanian = { ...settings(), brand: { name: 'Aurora prizai', copyright: '© 2026 Aurora, visos teisės saugomos' } };
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/user-side/getSettings')
        ? new Response(JSON.stringify(lithuanian), { status: 200 })
        : new Response(JSON.stringify({ hello: 'Labas' }), { status: 200 }),
    );
    const done = changeLanguage('lt');
    await vi.runAllTimersAsync();
    await done;
    expect(appStore.get(settingsAtom)?.brand.name).toBe('Aurora prizai');
    expect(appStore.get(settingsAtom)?.brand.copyright).toBe('© 2026 Aurora, visos teisės saugomos');
  });

  it('keeps the settings it has when the new ones get no answer', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url).startsWith('/api/user-side/getSettings')) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ hello: 'Labas' }), { status: 200 });
    });
    const before = appStore.get(settingsAtom);
    const done = changeLanguage('lt');
    await vi.runAllTimersAsync();
    await done;
    expect(appStore.get(currentLanguageAtom)).toBe('lt');
    expect(appStore.get(settingsAtom)).toBe(before);
  });

  it('does nothing for an unsupported language', async () => {
    await changeLanguage('de');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(appStore.get(currentLanguageAtom)).toBe('en');
  });
});
