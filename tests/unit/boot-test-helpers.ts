// Shared set-up for the boot tests (boot, boot-inline-data, boot-cold-start, boot-unauthorized): the settings served,
// a fetch double answering by path, and a signed-out visitor on /lt/help at each test's start.
import { afterEach, beforeEach, vi } from 'vitest';
import type { Settings } from '@contract';
import { bootPhaseAtom } from '@/app/shell/boot-phase';
import { appStore } from '@/state/jotai';
import { tokenAtom, userLoadedAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { offlineAtom } from '@/state/ui';

export const settings = (overrides: Partial<Settings> = {}) =>
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
/** What fetch answers, by path: the settings and both catalogs at each test's start; a test changes or adds some. */
export const answers: Record<string, () => Answer> = {};
/** Requests held by 'hang': each is answered later with `release(path, response)`. */
export const hanging = new Map<string, (response: Response) => void>();
export const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const path = String(input).split('?')[0] ?? '';
  const answer = answers[path]?.() ?? new Response('{}', { status: 404 });
  if (answer === 'no-response') throw new TypeError('Failed to fetch');
  if (answer === 'hang') return new Promise<Response>((resolve) => hanging.set(path, resolve));
  return answer;
});
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
export const urls = () => fetchMock.mock.calls.map((call) => String(call[0]));

/** Each test starts on /lt/help, signed out, online, booting, with nothing fetched and nothing stored. */
export function setUpBoot() {
  beforeEach(() => {
    for (const path of Object.keys(answers)) delete answers[path];
    Object.assign(answers, {
      '/api/user-side/getSettings': () => json(settings()),
      '/translations/main.en.json': () => json({}),
      '/translations/main.lt.json': () => json({}),
    });
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
}
