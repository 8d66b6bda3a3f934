// @vitest-environment jsdom
// Boot from the settings and translations inlined in the page (docs/product.md sections 2, 4 and 8): neither asked for
// again (but a catalog of another version), the member and the route's data asked at once, and the data used once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@contract';
import { boot } from '@/app/boot';
import { resetBootData } from '@/app/boot-data';
import { bootPhaseAtom } from '@/app/shell/boot-phase';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { answers, hanging, json, settings, setUpBoot, urls } from './boot-test-helpers';

setUpBoot();

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
