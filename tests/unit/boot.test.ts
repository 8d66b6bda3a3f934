// @vitest-environment jsdom
// Boot, which decides what the routes start with (docs/product.md sections 2, 4 and 8): settings -> language ->
// translations -> user -> shell phase, and the offline, limited-access and error pages when one of them fails.
import { describe, expect, it, vi } from 'vitest';
import { boot } from '@/app/boot';
import { bootPhaseAtom } from '@/app/shell/boot-phase';
import { signedInPartsAtom } from '@/app/layout/load-signed-in-parts';
import { appStore } from '@/state/jotai';
import { tokenAtom, userLoadedAtom } from '@/state/session';
import { loggedInAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { loaderContentAtom } from '@/state/ui';
import { answers, json, settings, setUpBoot, urls } from './boot-test-helpers';

setUpBoot();

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
