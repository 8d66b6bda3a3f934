// @vitest-environment jsdom
// The "Offline — showing saved data" banner: driven by the service worker's messages, the browser's
// online state and the outbox.
import 'fake-indexeddb/auto';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let online = true;
const worker = new EventTarget();

async function setUp() {
  vi.resetModules();
  const { i18n } = await import('@/i18n/i18n');
  const { appStore, Provider } = await import('@/state/jotai');
  const { tokenAtom } = await import('@/state/session');
  const { userDataAtom } = await import('@/api/queries/user-data');
  appStore.set(tokenAtom, 'token');
  appStore.set(userDataAtom, { user_initialized: true, user_external_id_hash: 'user-1' } as never);
  const { OfflineBanner } = await import('@/features/offline/offline-banner');
  const outbox = await import('@/features/offline/outbox');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  render(
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <OfflineBanner />
        </I18nProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { outbox, queryClient };
}

const fromWorker = (type: string) => act(() => void worker.dispatchEvent(new MessageEvent('message', { data: { type } })));
const goOffline = () => {
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
};

beforeEach(async () => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
  const store = await import('@/features/offline/outbox-store');
  for (const action of await store.listActions()) await store.deleteAction(action.id);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('offline banner', () => {
  it('is hidden while answers come from the network', async () => {
    await setUp();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the data is saved when the service worker answered from its cache, and goes away after a network answer', async () => {
    await setUp();
    fromWorker('SERVED_FROM_CACHE');
    expect(screen.getByRole('status').textContent).toContain('Slow connection — showing saved data');
    goOffline();
    expect(screen.getByRole('status').textContent).toContain('Offline — showing saved data');
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    fromWorker('SERVED_FROM_NETWORK');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('counts the actions waiting to be sent', async () => {
    const { outbox } = await setUp();
    goOffline();
    await act(async () => {
      await outbox.queueAction('acceptUserChallenge', { challenge_id: 1 });
      await outbox.queueAction('snoozeUserChallenge', { challenge_id: 2 });
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('2 actions will be sent when you are back online.'));
  });
});

describe('offline banner and the shared client', () => {
  it('shows when a request got no answer although the browser claims a network', async () => {
    await setUp();
    const { appStore } = await import('@/state/jotai');
    const { offlineAtom } = await import('@/state/ui');
    act(() => appStore.set(offlineAtom, true));
    expect(screen.getByRole('status').textContent).toContain('Offline — showing saved data');
    act(() => appStore.set(offlineAtom, false));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('offline banner and what the screen holds', () => {
  it('promises saved data only when the screen has it', async () => {
    const { queryClient } = await setUp();
    const { OfflineError } = await import('@/api/client');
    const { QueryObserver } = await import('@tanstack/react-query');
    goOffline();
    expect(screen.getByRole('status').textContent).toContain('Offline — showing saved data');
    // A page never opened before: its call fails without a connection and nothing is saved.
    const observer = new QueryObserver(queryClient, { queryKey: ['news'], queryFn: () => Promise.reject(new OfflineError()) });
    const stop = observer.subscribe(() => {});
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('You are offline. Parts of this page need a connection.'));
    expect(screen.getByRole('status').textContent).not.toContain('saved data');
    stop();
  });
});
