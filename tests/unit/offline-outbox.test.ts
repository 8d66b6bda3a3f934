// The offline outbox: persisted in IndexedDB (fake-indexeddb), replayed in order, exactly once; kept through failures,
// retried with the same keys, and sent only in the session of the member who queued it.
import { describe, expect, it, vi } from 'vitest';
import { json, load, sent, setUpOutbox, type Answer, type Sent } from './outbox-test-helpers';

let answer: Answer;
setUpOutbox({ get: () => answer, set: (next) => (answer = next) });

/** A link that hangs: nothing comes back until the request is aborted. */
const hang = (_call: Sent, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'AbortError'))));

/** Fake time in small steps, letting IndexedDB (real setImmediate) finish its work between them. */
async function runFor(ms: number, step = 100) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    await vi.advanceTimersByTimeAsync(step);
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('offline outbox', () => {
  it('keeps queued actions across a reload and replays them once, in order, with their keys', async () => {
    const first = await load();
    const a = await first.outbox.queueAction('acceptUserChallenge', { challenge_id: 1 });
    const b = await first.outbox.queueAction('collectUserAchievement', { achievement_id: 7 });
    expect(sent).toHaveLength(0);

    const second = await load();
    expect((await second.outbox.pendingActions()).map((x) => x.id)).toEqual([a.id, b.id]);
    const summary = await second.outbox.replayQueue();
    expect(summary.applied.map((x) => x.id)).toEqual([a.id, b.id]);
    expect(sent.map((s) => [s.url, s.key, s.auth, s.body])).toEqual([
      ['/api/user-side/acceptUserChallenge', a.idempotencyKey, 'Bearer token-1', { challenge_id: 1 }],
      ['/api/user-side/collectUserAchievement', b.idempotencyKey, 'Bearer token-1', { achievement_id: 7 }],
    ]);

    const third = await load();
    await third.outbox.replayQueue();
    expect(sent).toHaveLength(2);
    expect(await third.outbox.pendingActions()).toEqual([]);
  });

  it('keeps everything on a network failure and resends with the same keys later', async () => {
    const { outbox } = await load();
    const a = await outbox.queueAction('snoozeUserChallenge', { challenge_id: 3 });
    const b = await outbox.queueAction('saveLanguage', { language: 'lt' });
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const failed = await outbox.replayQueue();
    expect(failed).toMatchObject({ applied: [], rejected: [], pending: 2 });
    expect(sent).toHaveLength(1); // stops at the first failure: order matters

    answer = () => json(200, { success: true });
    const reloaded = await load();
    const ok = await reloaded.outbox.replayQueue();
    expect(ok.applied.map((x) => x.id)).toEqual([a.id, b.id]);
    expect(sent.map((s) => s.key)).toEqual([a.idempotencyKey, a.idempotencyKey, b.idempotencyKey]);
  });

  it.each([500, 503, 408, 409, 429, 401, 419])('keeps the action when the server answers %i', async (status) => {
    const { outbox } = await load();
    await outbox.queueAction('acceptUserChallenge', { challenge_id: 1 });
    answer = () => json(status, { error_code: 'Busy', message: 'later' });
    const summary = await outbox.replayQueue();
    expect(summary.pending).toBe(1);
    expect(await outbox.pendingActions()).toHaveLength(1);
  });

  it('never stops on one stuck action: keeps it, reports it and goes on with the next', async () => {
    const { outbox } = await load();
    const held = await outbox.queueAction('transferPoints', { recipient_phone: '37060000002', points: 5 });
    const next = await outbox.queueAction('collectUserAchievement', { achievement_id: 2 });
    answer = (call) =>
      call.url.endsWith('transferPoints')
        ? json(409, { error_code: 'IdempotencyKeyInUse', message: 'still processing' })
        : json(200, {});
    const summary = await outbox.replayQueue();
    expect(summary.stuck.map((x) => x.id)).toEqual([held.id]);
    expect(summary.applied.map((x) => x.id)).toEqual([next.id]);
    expect(summary.pending).toBe(1);
    expect((await outbox.pendingActions()).map((x) => x.id)).toEqual([held.id]);

    answer = () => json(200, {});
    const later = await outbox.replayQueue();
    expect(later.applied.map((x) => x.id)).toEqual([held.id]);
    expect(sent.filter((s) => s.key === held.idempotencyKey)).toHaveLength(2);
  });

  it('counts an action the server says was applied already as done', async () => {
    const { outbox } = await load();
    const action = await outbox.queueAction('transferPoints', { recipient_phone: '37060000002', points: 5 });
    answer = () => json(409, { error_code: 'AlreadyApplied', message: 'answer lost' });
    const summary = await outbox.replayQueue();
    expect(summary.applied.map((x) => x.id)).toEqual([action.id]);
    expect(await outbox.pendingActions()).toEqual([]);
  });

  it('drops an action the server refuses (4xx), reports it and goes on with the next', async () => {
    const { outbox } = await load();
    const refused = await outbox.queueAction('acceptUserChallenge', { challenge_id: 9 });
    const next = await outbox.queueAction('collectUserAchievement', { achievement_id: 2 });
    answer = (call) =>
      call.url.endsWith('acceptUserChallenge') ? json(400, { error_code: 'ChallengeNotAvailable', message: 'Already completed' }) : json(200, {});
    const summary = await outbox.replayQueue();
    expect(summary.rejected).toEqual([{ action: refused, status: 400, errorCode: 'ChallengeNotAvailable', message: 'Already completed' }]);
    expect(summary.applied.map((x) => x.id)).toEqual([next.id]);
    expect(await outbox.pendingActions()).toEqual([]);
  });

  it('runs one replay at a time: concurrent calls share it and send each action once', async () => {
    const { outbox } = await load();
    await outbox.queueAction('acceptUserChallenge', { challenge_id: 1 });
    await outbox.queueAction('acceptUserChallenge', { challenge_id: 2 });
    const [x, y, z] = await Promise.all([outbox.replayQueue(), outbox.replayQueue(), outbox.replayQueue()]);
    expect(x).toBe(y);
    expect(y).toBe(z);
    expect(sent).toHaveLength(2);
  });

  it('skips the replay while another tab holds the lock', async () => {
    vi.stubGlobal('navigator', {
      onLine: true,
      locks: { request: (_name: string, _opts: object, callback: (lock: null) => unknown) => Promise.resolve(callback(null)) },
    });
    const { outbox } = await load();
    await outbox.queueAction('acceptUserChallenge', { challenge_id: 1 });
    const summary = await outbox.replayQueue();
    expect(summary.skipped).toBe(true);
    expect(sent).toHaveLength(0);
  });

  it('belongs to the member who queued it: kept through log-outs, sent only in that member’s next session', async () => {
    const a = await load('user-a');
    await a.outbox.queueAction('acceptUserChallenge', { challenge_id: 1 });

    // Another member signs in on the same phone: only their own action goes out.
    const other = await load('user-c', 'token-c');
    await other.outbox.queueAction('saveLanguage', { language: 'en' });
    await other.outbox.replayQueue();
    expect(sent.map((s) => [s.auth, s.body])).toEqual([['Bearer token-c', { language: 'en' }]]);
    expect(await other.outbox.pendingActions('user-a')).toHaveLength(1);

    // Signed out (no token): nothing is sent, nothing is lost.
    const nobody = await load(null);
    expect(await nobody.outbox.replayQueue()).toMatchObject({ applied: [], pending: 0 });
    expect(await nobody.outbox.pendingActions('user-a')).toHaveLength(1);

    // The same member, in a new session: the action is sent with that session's token.
    const back = await load('user-a', 'token-a2');
    const summary = await back.outbox.replayQueue();
    expect(summary.applied).toHaveLength(1);
    expect(sent.at(-1)).toMatchObject({ auth: 'Bearer token-a2', body: { challenge_id: 1 } });
    expect(await back.outbox.pendingActions('user-a')).toEqual([]);
  });

  it('retries a send that hangs by itself, each attempt cut at its timeout and each wait longer, then stops and marks it failed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { outbox } = await load();
      const { SEND_TIMEOUT_MS, MAX_SEND_ATTEMPTS } = await import('@/features/offline/replay-actions');
      const sentAt: number[] = [];
      answer = (call, init) => {
        sentAt.push(Date.now());
        return hang(call, init);
      };
      const start = Date.now();
      const action = await outbox.queueAction('acceptUserChallenge', { challenge_id: 5 });
      const next = await outbox.queueAction('snoozeUserChallenge', { challenge_id: 6 });
      await runFor(3 * 60_000);
      // The first try 2 s after queueing; then the timeout plus a wait that doubles: 2 s, 4 s, 8 s.
      expect(sentAt.map((at) => Math.round((at - start) / 500) * 500)).toEqual([2_000, 14_000, 28_000, 46_000]);
      expect(sentAt).toHaveLength(MAX_SEND_ATTEMPTS);
      expect(SEND_TIMEOUT_MS).toBe(10_000);
      const kept = await outbox.pendingActions();
      expect(kept.map((a) => [a.id, a.failed])).toEqual([
        [action.id, true],
        [next.id, true],
      ]);
      // Failed actions wait for the member: no automatic try any more.
      await runFor(3 * 60_000);
      expect(sentAt).toHaveLength(MAX_SEND_ATTEMPTS);

      // The member tries again: sent with the same keys, applied, gone from the outbox.
      answer = () => json(200, { type: 'start' });
      const summary = await outbox.retryFailed();
      expect(summary.applied.map((a) => a.id)).toEqual([action.id, next.id]);
      expect(sent.filter((s) => s.key === action.idempotencyKey)).toHaveLength(MAX_SEND_ATTEMPTS + 1);
      expect(await outbox.pendingActions()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('spends no attempt while the session is not valid (it goes after signing in again)', async () => {
    const { outbox } = await load();
    await outbox.queueAction('acceptUserChallenge', { challenge_id: 1 });
    answer = () => json(401, { error_code: 'Unauthorized', message: 'signed out' });
    for (let i = 0; i < 6; i += 1) await outbox.replayQueue();
    const [kept] = await outbox.pendingActions();
    expect(kept!.failed).toBeUndefined();
    expect(kept!.attempts ?? 0).toBe(0);
  });

  it('sends nothing without a signed-in user and refuses to queue for nobody', async () => {
    const { outbox } = await load(null);
    await expect(outbox.queueAction('saveLanguage', { language: 'en' })).rejects.toThrow();
    expect(await outbox.replayQueue()).toMatchObject({ applied: [], pending: 0 });
    expect(sent).toHaveLength(0);
  });
});
