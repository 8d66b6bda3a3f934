// @vitest-environment jsdom
// The connection banner: driven by the service worker's messages, the browser's online state, the
// shared client's offline flag and the outbox. One wording per state; saved data only where it is.
import 'fake-indexeddb/auto';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let online = true;
const worker = new EventTarget();

async function setUp({ signedIn = true } = {}) {
  vi.resetModules();
  const { i18n } = await import('@/i18n/i18n');
  const { appStore, Provider } = await import('@/state/jotai');
  const { tokenAtom } = await import('@/state/session');
  const { userDataAtom } = await import('@/api/queries/user-data');
  if (signedIn) {
    appStore.set(tokenAtom, 'token');
    appStore.set(userDataAtom, { user_initialized: true, user_external_id_hash: 'user-1' } as never);
  }
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
    expect(screen.getByRole('status').textContent).toBe('The network is not answering. Showing saved data.');
    goOffline();
    expect(screen.getByRole('status').textContent).toBe('You are offline. Showing saved data.');
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
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('2 actions will be sent when the connection is back.'));
  });
});

describe('offline banner and the shared client', () => {
  it('shows when a request got no answer although the browser claims a network', async () => {
    await setUp();
    const { appStore } = await import('@/state/jotai');
    const { offlineAtom } = await import('@/state/ui');
    act(() => appStore.set(offlineAtom, true));
    expect(screen.getByRole('status').textContent).toBe('The network is not answering. Showing saved data.');
    act(() => appStore.set(offlineAtom, false));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps one wording for a stalled link however its signals flip, and never calls it offline', async () => {
    await setUp();
    const { appStore } = await import('@/state/jotai');
    const { offlineAtom } = await import('@/state/ui');
    const seen = new Set<string>();
    const look = () => seen.add(screen.getByRole('status').textContent ?? '');
    // What a hanging link does: cached answers, a request giving up, a late answer from the cache again.
    fromWorker('SERVED_FROM_CACHE');
    look();
    act(() => appStore.set(offlineAtom, true));
    look();
    fromWorker('SERVED_FROM_NETWORK');
    look();
    fromWorker('SERVED_FROM_CACHE');
    act(() => appStore.set(offlineAtom, false));
    look();
    expect([...seen]).toEqual(['The network is not answering. Showing saved data.']);
  });
});

describe('offline banner and what the screen holds', () => {
  it('promises saved data only when the screen has it', async () => {
    const { queryClient } = await setUp();
    const { OfflineError } = await import('@/api/client');
    const { QueryObserver } = await import('@tanstack/react-query');
    goOffline();
    expect(screen.getByRole('status').textContent).toBe('You are offline. Showing saved data.');
    // A page never opened before: its call fails without a connection and nothing is saved.
    const observer = new QueryObserver(queryClient, { queryKey: ['news'], queryFn: () => Promise.reject(new OfflineError()) });
    const stop = observer.subscribe(() => {});
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('You are offline. Parts of this page need a connection.'));
    expect(screen.getByRole('status').textContent).not.toContain('saved data');
    stop();
  });
});

describe('offline banner and queued actions', () => {
  it('online, an action not sent yet stays visible until the server has it', async () => {
    const { outbox } = await setUp();
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    await act(async () => void (await outbox.queueAction('acceptUserChallenge', { challenge_id: 1 })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 action is not sent yet. Trying again by itself…'));
    vi.unstubAllGlobals();
  });

  it('names the actions not sent after every try and lets the member try again or discard them', async () => {
    const { outbox } = await setUp();
    const store = await import('@/features/offline/outbox-store');
    const action = await outbox.queueAction('acceptUserChallenge', { challenge_id: 1 }, { subject: 'Coffee week' });
    await act(async () => {
      await store.putAction({ ...action, attempts: 4, failed: true });
      await outbox.queueAction('snoozeUserChallenge', { challenge_id: 2 });
    });
    const banner = await screen.findByText(/Not sent after several tries/);
    expect(banner.textContent).toBe('Not sent after several tries: Accepting the challenge “Coffee week”.');
    expect(screen.getByRole('status').textContent).toContain('1 action is not sent yet.');
    await act(async () => screen.getByRole('button', { name: 'Discard the actions not sent' }).click());
    await waitFor(() => expect(screen.queryByText(/Not sent after several tries/)).toBeNull());
    expect((await outbox.pendingActions()).map((a) => a.path)).toEqual(['snoozeUserChallenge']);
  });
});

describe('offline banner on signed-out pages', () => {
  it('never promises saved data, says signing in needs a connection and counts what waits for the sign-in', async () => {
    const store = await import('@/features/offline/outbox-store');
    await store.putAction({ id: 'a1', idempotencyKey: 'k1', method: 'POST', path: 'acceptUserChallenge', body: { challenge_id: 1 }, createdAt: 1, seq: 0, userKey: 'user-1' });
    await setUp({ signedIn: false });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 action taken offline will be sent after you sign in again.'));
    goOffline();
    fromWorker('SERVED_FROM_CACHE');
    expect(screen.getByRole('status').textContent).toBe('You are offline. Signing in needs a connection.1 action taken offline will be sent after you sign in again.');
    expect(screen.getByRole('status').textContent).not.toContain('saved data');
  });

  // A failed action is kept for its member too: the next sign-in offers to try it again.
  const failedAction = {
    id: 'f1',
    idempotencyKey: 'kf',
    method: 'POST',
    path: 'snoozeUserChallenge',
    body: { challenge_id: 2 },
    createdAt: 1,
    seq: 0,
    userKey: 'user-1',
    attempts: 4,
    failed: true,
  } as const;

  it('counts an action that failed to send among those waiting for the sign-in, with no Try again for a stranger', async () => {
    const store = await import('@/features/offline/outbox-store');
    await store.putAction({ ...failedAction, body: { ...failedAction.body } });
    await setUp({ signedIn: false });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 action taken offline will be sent after you sign in again.'));
    expect(screen.queryByText(/Not sent after several tries/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('counts failed and waiting actions together', async () => {
    const store = await import('@/features/offline/outbox-store');
    await store.putAction({ ...failedAction, body: { ...failedAction.body } });
    await store.putAction({ id: 'a1', idempotencyKey: 'k1', method: 'POST', path: 'acceptUserChallenge', body: { challenge_id: 1 }, createdAt: 2, seq: 1, userKey: 'user-1' });
    await setUp({ signedIn: false });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 actions taken offline will be sent after you sign in again.'));
  });
});
