// For actions that may wait for the network (accept, collect, snooze, challenge answers, save
// language, settings): sent at once when possible, otherwise queued for replay. Redeem and transfer
// must not use this: they are online-only (check isOnline() from '@/lib/online-attempt' first).
import type { PostAnswer, PostBody } from '@/api/calls';
import { api, OfflineError, type RequestOptions } from '@/api/client';
import { queryClient } from '@/api/query-client';
import { isOnline } from '@/lib/online-attempt';
import { appStore } from '@/state/jotai';
import { offlineAtom } from '@/state/ui';
import { actionSubject } from './action-subject';
import { queueAction, type OutboxAction } from './outbox';
import { randomId } from './random-id';

/** An action that can wait is queued sooner than a write that cannot: the customer gets on with it. */
const QUEUEABLE_DEADLINE_MS = 8_000;

export type SendResult<T> = { queued: false; data: T } | { queued: true; action: OutboxAction };

/** Resolves when the shared client reports a request without an answer (it never settles that request). */
function whenOffline(store: typeof appStore) {
  let stop = () => {};
  const promise = new Promise<void>((resolve) => {
    stop = store.sub(offlineAtom, () => {
      if (store.get(offlineAtom)) resolve();
    });
  });
  return { promise, stop };
}

/** The calls that may wait for the network (the others are online-only). */
export type QueueableCall =
  | 'acceptUserChallenge'
  | 'completeUserChallenge'
  | 'snoozeUserChallenge'
  | 'collectUserAchievement'
  | 'toggleFavouritePrize'
  | 'saveLanguage'
  | 'saveNotificationSettings';

/** api.post for one of the calls above (TypeScript cannot pick a rest-argument shape for a call not yet known). */
const post = <P extends QueueableCall>(path: P, body: PostBody<P>, options: RequestOptions) =>
  (api.post as (path: P, body: PostBody<P>, options: RequestOptions) => Promise<PostAnswer<P>>)(path, body, options);

export interface QueueDetails {
  /** What the action is about in words (found in the cached answers when not given). */
  subject?: string;
  /** Points it adds once applied, shown as pending while it waits. */
  points?: number;
}

/** Calls that change a challenge as the member sees it. */
const CHANGES_A_CHALLENGE = new Set<QueueableCall>(['acceptUserChallenge', 'completeUserChallenge', 'snoozeUserChallenge']);

/**
 * The service worker keeps the last answer of each GET for offline use: after a change, ask again so
 * what it keeps shows the change (a quiz accepted online must not offer "Accept" when opened offline).
 */
function refreshSavedAnswers(path: QueueableCall, body: unknown) {
  const id = (body as { challenge_id?: unknown } | null)?.challenge_id;
  if (!CHANGES_A_CHALLENGE.has(path) || typeof id !== 'number') return;
  void api.get(`getUserChallenge/${id}`).catch(() => {});
  void api.get('getUserChallenges', { query: { start_from: -1 } }).catch(() => {});
}

export async function sendOrQueue<P extends QueueableCall>(
  path: P,
  body: PostBody<P>,
  store = appStore,
  details: QueueDetails = {},
): Promise<SendResult<PostAnswer<P>>> {
  const idempotencyKey = randomId();
  const keep = { idempotencyKey, subject: details.subject ?? actionSubject(queryClient, body), points: details.points };
  if (!isOnline(store)) return { queued: true, action: await queueAction(path, body, keep) };

  // The request may still have reached the server: the same key makes the replay a no-op then.
  // Once only: the offline flag and the request's own failure may both say so.
  let queued: Promise<SendResult<PostAnswer<P>>> | null = null;
  const queue = () => (queued ??= queueAction(path, body, keep).then((action) => ({ queued: true as const, action })));
  const offline = whenOffline(store);
  try {
    return await Promise.race([
      post(path, body, { headers: { 'Idempotency-Key': idempotencyKey }, deadlineMs: QUEUEABLE_DEADLINE_MS }).then((data) => {
        refreshSavedAnswers(path, body);
        return { queued: false as const, data };
      }),
      offline.promise.then(queue),
    ]);
  } catch (error) {
    if (error instanceof OfflineError) return queue();
    throw error;
  } finally {
    offline.stop();
  }
}
