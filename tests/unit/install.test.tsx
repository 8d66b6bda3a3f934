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
  const { tokenAtom, userDataAtom } = await import('@/state/session');
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

describe('install prompt', () => {
  it('catches beforeinstallprompt and offers it on a second visit, after the page settles', async () => {
    const { InstallPrompt, wrap, appStore, events } = await setUp({ visits: 1 });
    const event = installEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(appStore.get(events.installEventAtom)).toBe(event);

    render(wrap(<InstallPrompt />));
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull(); // not with the first paint
    await act(() => vi.advanceTimersByTimeAsync(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(event.prompt).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
  });

  it('waits on the first visit until a first completed action', async () => {
    const { InstallPrompt, wrap } = await setUp();
    window.dispatchEvent(installEvent());
    render(wrap(<InstallPrompt />));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
    act(() => void window.dispatchEvent(new Event('challenge-completed')));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole('region', { name: 'Get the app' })).toBeTruthy();
  });

  it('remembers "Not now" for 14 days', async () => {
    const { InstallPrompt, wrap, moment } = await setUp({ visits: 3 });
    window.dispatchEvent(installEvent());
    render(wrap(<InstallPrompt />));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
    expect(moment.isInstallMoment(Date.now() + 13 * DAY)).toBe(false);
    expect(moment.isInstallMoment(Date.now() + 14 * DAY + 1)).toBe(true);
  });

  it('coaches iOS Safari to Add to Home Screen, where beforeinstallprompt does not exist', async () => {
    const { InstallPrompt, wrap } = await setUp({ userAgent: IPHONE, visits: 2 });
    render(wrap(<InstallPrompt />));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole('region', { name: 'Get the app' }).textContent).toContain('Add to Home Screen');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('is not offered offline (installing needs the network), and comes back online', async () => {
    const { InstallPrompt, wrap, appStore } = await setUp({ visits: 2 });
    const { offlineAtom } = await import('@/state/ui');
    window.dispatchEvent(installEvent());
    appStore.set(offlineAtom, true);
    render(wrap(<InstallPrompt />));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
    act(() => appStore.set(offlineAtom, false));
    expect(screen.getByRole('region', { name: 'Get the app' })).toBeTruthy();
  });

  it('stays away when already installed (standalone)', async () => {
    const { InstallPrompt, wrap } = await setUp({ userAgent: IPHONE, visits: 2, standalone: true });
    render(wrap(<InstallPrompt />));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
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
