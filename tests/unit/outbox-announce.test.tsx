// @vitest-environment jsdom
// An action queued offline that the server refuses on replay is announced once: the browser's online
// event, the offline flag going off and the worker's message often ask for the same replay together.
import 'fake-indexeddb/auto';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const worker = Object.assign(new EventTarget(), { ready: new Promise<never>(() => {}) });
let answer: () => Response = () => new Response('{}', { status: 200 });

async function setUp() {
  vi.resetModules();
  const { i18n } = await import('@/i18n/i18n');
  const { appStore, Provider } = await import('@/state/jotai');
  const { tokenAtom } = await import('@/state/session');
  const { userDataAtom } = await import('@/api/queries/user-data');
  const { offlineAtom } = await import('@/state/ui');
  appStore.set(tokenAtom, 'token');
  appStore.set(userDataAtom, { user_initialized: true, user_external_id_hash: 'user-1' } as never);
  appStore.set(offlineAtom, true);
  const outbox = await import('@/features/offline/outbox');
  await outbox.queueAction('acceptUserChallenge', { challenge_id: 1 }, { subject: 'Coffee week' });
  const { toastsAtom } = await import('@/features/toasts/toast-store');
  const { OutboxSync } = await import('@/features/offline/outbox-sync');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const queryClient = new QueryClient();
  render(
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <OutboxSync />
        </I18nProvider>
      </QueryClientProvider>
    </Provider>,
  );
  const toasts = () => appStore.get(toastsAtom).map((t) => t.text);
  return { appStore, offlineAtom, outbox, toasts };
}

beforeEach(async () => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  const store = await import('@/features/offline/outbox-store');
  for (const action of await store.listActions()) await store.deleteAction(action.id);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

describe('a refused queued action', () => {
  it('is announced once when several signals ask for the same replay', async () => {
    answer = () => new Response(JSON.stringify({ error_code: 'ChallengeExpired', message: 'This challenge has ended.' }), { status: 400 });
    const { appStore, offlineAtom, outbox, toasts } = await setUp();
    // The network returns: the flag goes off and the browser fires online, in the same moment.
    act(() => {
      appStore.set(offlineAtom, false);
      window.dispatchEvent(new Event('online'));
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'REPLAY_QUEUE' } }));
    });
    await settle();
    expect(await outbox.pendingActions()).toEqual([]);
    expect(toasts()).toEqual(['Accepting the challenge “Coffee week” was not applied: This challenge has ended.']);
    // Later replays with nothing refused say nothing more.
    act(() => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(toasts()).toHaveLength(1);
  });

  it('refused by the service worker’s own replay, is announced once by the page it tells', async () => {
    answer = () => new Response('{}', { status: 200 });
    const { outbox, toasts } = await setUp();
    await outbox.replayQueue();
    const rejected = [{ path: 'snoozeUserChallenge', subject: 'Tea time', errorCode: 'ChallengeExpired' }];
    act(() => void worker.dispatchEvent(new MessageEvent('message', { data: { type: 'REPLAY_QUEUE', rejected } })));
    await settle();
    expect(toasts()).toEqual(['Snoozing the challenge “Tea time” was not applied: This challenge has ended.']);
  });
});
