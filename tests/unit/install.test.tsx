// @vitest-environment jsdom
// The install card: Chromium's beforeinstallprompt at a calm moment, iOS coaching, 14-day dismissal.
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DAY = 24 * 60 * 60 * 1000;

async function setUp({ userAgent, standalone = false, visits = 0 }: { userAgent?: string; standalone?: boolean; visits?: number } = {}) {
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  if (visits) localStorage.setItem('loyalty-install', JSON.stringify({ visits }));
  if (userAgent) vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  window.matchMedia = vi.fn((query: string) => ({ matches: standalone && query.includes('standalone') }) as MediaQueryList);
  const { i18n } = await import('@/i18n/i18n');
  const { appStore, Provider } = await import('@/state/jotai');
  const { tokenAtom } = await import('@/state/session');
  const { userDataAtom } = await import('@/api/queries/user-data');
  appStore.set(tokenAtom, 'token');
  appStore.set(userDataAtom, { user_initialized: true, user_external_id_hash: 'u' } as never);
  const events = await import('@/features/install/install-events');
  const { InstallPrompt } = await import('@/features/install/install-prompt');
  const moment = await import('@/features/install/install-moment');
  const wrap = (node: ReactNode) => (
    <Provider store={appStore}>
      <I18nProvider i18n={i18n}>{node}</I18nProvider>
    </Provider>
  );
  return { InstallPrompt, events, moment, appStore, wrap };
}

function installEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
  event.prompt = vi.fn(async () => {});
  event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
  return event;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

let screenNo = 0;
/** A navigation to another screen: the layout mounts the card anew there. */
function newScreen() {
  cleanup();
  screenNo += 1;
  window.history.pushState({ key: `s${screenNo}` }, '', `/en/screen-${screenNo}`);
}

describe('install prompt', () => {
  const card = () => screen.queryByRole('region', { name: 'Get the app' });

  it('catches beforeinstallprompt and offers it with a screen opened on a second visit, never on the first paint', async () => {
    const { InstallPrompt, wrap, appStore, events } = await setUp({ visits: 1 });
    const event = installEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(appStore.get(events.installEventAtom)).toBe(event);
    const openScreen = () => {
      newScreen();
      render(wrap(<InstallPrompt />));
    };

    openScreen();
    expect(card()).toBeNull(); // not with the app's first paint
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(card()).toBeNull(); // and never into the screen being read
    cleanup();
    render(wrap(<InstallPrompt />));
    expect(card()).toBeNull(); // not either when the layout mounts that screen again
    openScreen();
    expect(card()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(event.prompt).toHaveBeenCalled();
    expect(card()).toBeNull();
  });

  it('waits on the first visit until a first completed action, and then for the next screen', async () => {
    const { InstallPrompt, wrap } = await setUp();
    window.dispatchEvent(installEvent());
    newScreen();
    render(wrap(<InstallPrompt />));
    newScreen();
    render(wrap(<InstallPrompt />));
    expect(card()).toBeNull();
    act(() => void window.dispatchEvent(new Event('challenge-completed')));
    expect(card()).toBeNull(); // nothing moves under the finger that just completed it
    newScreen();
    render(wrap(<InstallPrompt />));
    expect(card()).not.toBeNull();
  });

  it('an offer the browser makes while a screen is open waits for the next screen', async () => {
    const { InstallPrompt, wrap } = await setUp({ visits: 2 });
    newScreen();
    render(wrap(<InstallPrompt />));
    newScreen();
    render(wrap(<InstallPrompt />));
    act(() => void window.dispatchEvent(installEvent()));
    expect(card()).toBeNull();
    newScreen();
    render(wrap(<InstallPrompt />));
    expect(card()).not.toBeNull();
  });

  it('remembers "Not now" for 14 days', async () => {
    const { InstallPrompt, wrap, moment } = await setUp({ visits: 3 });
    window.dispatchEvent(installEvent());
    newScreen();
    render(wrap(<InstallPrompt />));
    newScreen();
    render(wrap(<InstallPrompt />));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(card()).toBeNull();
    expect(moment.isInstallMoment(Date.now() + 13 * DAY)).toBe(false);
    expect(moment.isInstallMoment(Date.now() + 14 * DAY + 1)).toBe(true);
  });

  it('coaches iOS Safari to Add to Home Screen, where beforeinstallprompt does not exist', async () => {
    const { InstallPrompt, wrap } = await setUp({ userAgent: IPHONE, visits: 2 });
    newScreen();
    render(wrap(<InstallPrompt />));
    newScreen();
    render(wrap(<InstallPrompt />));
    expect(card()?.textContent).toContain('Add to Home Screen');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('is not offered offline (installing needs the network), and comes back with the next screen online', async () => {
    const { InstallPrompt, wrap, appStore } = await setUp({ visits: 2 });
    const { offlineAtom } = await import('@/state/ui');
    window.dispatchEvent(installEvent());
    newScreen();
    render(wrap(<InstallPrompt />));
    newScreen();
    render(wrap(<InstallPrompt />));
    expect(card()).not.toBeNull();
    act(() => appStore.set(offlineAtom, true));
    expect(card()).toBeNull();
    act(() => appStore.set(offlineAtom, false));
    expect(card()).toBeNull();
    newScreen();
    render(wrap(<InstallPrompt />));
    expect(card()).not.toBeNull();
  });

  it('stays away when already installed (standalone)', async () => {
    const { InstallPrompt, wrap } = await setUp({ userAgent: IPHONE, visits: 2, standalone: true });
    newScreen();
    render(wrap(<InstallPrompt />));
    newScreen();
    render(wrap(<InstallPrompt />));
    expect(card()).toBeNull();
  });

  it('counts one visit per browser session', async () => {
    const { moment } = await setUp();
    moment.countVisit();
    moment.countVisit();
    expect(moment.isInstallMoment()).toBe(false);
    sessionStorage.clear();
    moment.countVisit();
    expect(moment.isInstallMoment()).toBe(true);
  });
});
