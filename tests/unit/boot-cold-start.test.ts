// @vitest-environment jsdom
// Boot on a cold start with a dead link (docs/product.md sections 2, 4 and 8): the settings and member saved by an
// earlier start shown within the grace, replaced when the answers come late, and never another token's member.
import { describe, expect, it, vi } from 'vitest';
import type { UserData } from '@contract';
import { boot, BOOT_GRACE_MS } from '@/app/boot';
import { keepSavedUser, readSavedUser } from '@/app/boot-snapshot';
import { bootPhaseAtom } from '@/app/shell/boot-phase';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { loggedInAtom, userDataAtom } from '@/api/queries/user-data';
import { settingsAtom } from '@/state/settings';
import { offlineAtom } from '@/state/ui';
import { answers, fetchMock, hanging, json, settings, setUpBoot, urls } from './boot-test-helpers';

setUpBoot();

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
