// The offline outbox's sendOrQueue: sent at once with an Idempotency-Key when online; queued, with the same key, when
// offline or when the send gets no answer, and replayed from IndexedDB (fake-indexeddb) after a reload.
import { describe, expect, it, vi } from 'vitest';
import { fetchMock, load, sent, setUpOutbox, type Answer } from './outbox-test-helpers';

let answer: Answer;
setUpOutbox({ get: () => answer, set: (next) => (answer = next) });

describe('sendOrQueue', () => {
  it('sends at once with an Idempotency-Key when online', async () => {
    const { appStore } = await load();
    const post = vi.fn(async () => ({ type: 'start' }));
    const get = vi.fn(async () => ({}));
    vi.doMock('@/api/client', async (original) => ({ ...(await original<object>()), api: { post, get } }));
    const { sendOrQueue } = await import('@/features/offline/send-or-queue');
    const result = await sendOrQueue('acceptUserChallenge', { challenge_id: 4 }, appStore);
    // The service worker's saved copies of the challenge and the list are asked for again.
    expect(get).toHaveBeenCalledWith('getUserChallenge/4');
    expect(get).toHaveBeenCalledWith('getUserChallenges', { query: { start_from: -1 } });
    expect(result).toEqual({ queued: false, data: { type: 'start' } });
    expect(post).toHaveBeenCalledWith(
      'acceptUserChallenge',
      { challenge_id: 4 },
      expect.objectContaining({ headers: { 'Idempotency-Key': expect.any(String) } }),
    );
    vi.doUnmock('@/api/client');
  });

  it('queues when the app is offline', async () => {
    const { appStore } = await load();
    const { offlineAtom } = await import('@/state/ui');
    appStore.set(offlineAtom, true);
    const { sendOrQueue } = await import('@/features/offline/send-or-queue');
    const result = await sendOrQueue('snoozeUserChallenge', { challenge_id: 4 }, appStore);
    expect(result.queued).toBe(true);
    expect(sent).toHaveLength(0);
    const { pendingActions } = await import('@/features/offline/outbox');
    expect(await pendingActions()).toHaveLength(1);
  });

  it('queues with the same key when the request gets no answer', async () => {
    const { appStore } = await load();
    const { offlineAtom } = await import('@/state/ui');
    let key: string | undefined;
    const post = vi.fn((_path: string, _body: unknown, options: { headers: Record<string, string> }) => {
      key = options.headers['Idempotency-Key'];
      // Another request finds the network gone while this one still waits.
      setTimeout(() => appStore.set(offlineAtom, true), 5);
      return new Promise(() => {});
    });
    vi.doMock('@/api/client', async (original) => ({ ...(await original<object>()), api: { post } }));
    const { sendOrQueue } = await import('@/features/offline/send-or-queue');
    const result = await sendOrQueue('collectUserAchievement', { achievement_id: 1 }, appStore);
    expect(result.queued).toBe(true);
    expect(result.queued && result.action.idempotencyKey).toBe(key);
    vi.doUnmock('@/api/client');
  });

  it('queues once, with the same key, a send that hangs until its deadline', async () => {
    const { appStore } = await load();
    answer = () => new Promise<Response>(() => {});
    fetchMock.mockImplementationOnce((url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      sent.push({ url, key: headers['Idempotency-Key'] ?? null, auth: null, body: JSON.parse(String(init.body)) });
      // A link that hangs: nothing comes back until the client's deadline aborts the request.
      return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'TimeoutError'))));
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { sendOrQueue } = await import('@/features/offline/send-or-queue');
      const pending = sendOrQueue('acceptUserChallenge', { challenge_id: 9 }, appStore);
      await vi.advanceTimersByTimeAsync(9_000);
      const result = await pending;
      expect(result.queued).toBe(true);
      expect(result.queued && result.action.idempotencyKey).toBe(sent[0]!.key);
      const { pendingActions } = await import('@/features/offline/outbox');
      expect(await pendingActions()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('queues a notification choice made offline and sends it once after a reload', async () => {
    const first = await load();
    const { offlineAtom } = await import('@/state/ui');
    first.appStore.set(offlineAtom, true);
    const { saveNotificationSettings } = await import('@/features/profile/api/profile-calls');
    expect(await saveNotificationSettings({ user_news_notification: false })).toEqual({ queued: true });
    expect(sent).toHaveLength(0);

    const second = await load();
    await second.outbox.replayQueue();
    await second.outbox.replayQueue();
    expect(sent.map((x) => [x.url, x.body])).toEqual([['/api/user-side/saveNotificationSettings', { user_news_notification: false }]]);
    expect(sent[0]!.key).toEqual(expect.any(String));
  });
});
