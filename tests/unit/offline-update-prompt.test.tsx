// @vitest-environment jsdom
// The "new version" prompt: shown when a new service worker waits, never over an open challenge.
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function setUp() {
  vi.resetModules();
  const { i18n } = await import('@/i18n/i18n');
  const { appStore, Provider } = await import('@/state/jotai');
  const { challengePageOpenAtom } = await import('@/state/ui');
  const { updateStateAtom } = await import('@/features/sw-update/service-worker');
  const { SwUpdatePrompt } = await import('@/features/sw-update/sw-update-prompt');
  render(
    <Provider store={appStore}>
      <I18nProvider i18n={i18n}>
        <SwUpdatePrompt />
      </I18nProvider>
    </Provider>,
  );
  const { offlineUnavailableAtom } = await import('@/features/sw-update/offline-storage');
  const { tokenAtom } = await import('@/state/session');
  return {
    offlineUnavailable: (reason: 'storage' | 'failed') => act(() => appStore.set(offlineUnavailableAtom, reason)),
    signIn: () => act(() => appStore.set(tokenAtom, 'token')),
    waiting: () => act(() => appStore.set(updateStateAtom, 'waiting')),
    challengePage: (open: boolean) => act(() => appStore.set(challengePageOpenAtom, open)),
  };
}

const prompt = () => screen.queryByRole('status');

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('update prompt', () => {
  it('stays hidden until a new version waits', async () => {
    const { waiting } = await setUp();
    expect(prompt()).toBeNull();
    waiting();
    expect(prompt()?.textContent).toContain('A new version is ready');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('waits while a challenge is open and appears after leaving it', async () => {
    const { waiting, challengePage } = await setUp();
    challengePage(true);
    waiting();
    expect(prompt()).toBeNull();
    challengePage(false);
    expect(prompt()).not.toBeNull();
  });

  it('"Later" puts it away for this page', async () => {
    const { waiting } = await setUp();
    waiting();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(prompt()).toBeNull();
  });
});

describe('offline use unavailable', () => {
  it('says so quietly, with why, and goes when closed', async () => {
    const { offlineUnavailable } = await setUp();
    expect(prompt()).toBeNull();
    offlineUnavailable('storage');
    expect(prompt()?.textContent).toContain('No offline use here.');
    expect(prompt()?.textContent).toContain('too little storage');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(prompt()).toBeNull();
  });
});

describe('persistent storage', () => {
  it('is asked for once someone signs in', async () => {
    const persist = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { persisted: async () => false, persist } });
    const { signIn } = await setUp();
    expect(persist).not.toHaveBeenCalled();
    signIn();
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
  });
});
