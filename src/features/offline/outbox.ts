// The offline outbox (docs/architecture.md (offline)): actions taken without a network are kept in IndexedDB
// with their Idempotency-Key and replayed in order when the network returns: none lost across
// reloads, none applied twice (the server answers a repeated key with the first answer).
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { REPLAY_SYNC_TAG } from '../../../sw/protocol';
import { isBrowserOffline } from './browser-offline';
import { currentUserKey } from './current-user';
import { deleteAction, listActions, putAction, type OutboxAction } from './outbox-store';
import { randomId } from './random-id';
import { emptyReplay, REPLAY_LOCK, replayMemberActions, type MemberReplay } from './replay-actions';

export type { OutboxAction } from './outbox-store';
export type { ReplayRejection } from './replay-actions';

export interface ReplaySummary extends MemberReplay {
  /** Another tab was replaying already. */
  skipped: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** Called whenever the outbox changes (the banner's pending count). */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => listeners.forEach((listener) => listener());

let seq = 0;

/** Keeps an action for later; `idempotencyKey` is given when a send already went out with it. */
export async function queueAction(path: string, body: unknown, options: { idempotencyKey?: string; subject?: string; points?: number } = {}): Promise<OutboxAction> {
  const userKey = currentUserKey();
  if (!userKey) throw new Error('Only a signed-in user can queue actions');
  const action: OutboxAction = {
    id: randomId(),
    idempotencyKey: options.idempotencyKey ?? randomId(),
    method: 'POST',
    path,
    body,
    ...(options.subject ? { subject: options.subject } : {}),
    ...(options.points ? { points: options.points } : {}),
    createdAt: Date.now(),
    seq: seq++,
    userKey,
  };
  await putAction(action);
  changed();
  void requestBackgroundSync();
  // Queued while the browser has a network (a request hung or dropped): try again soon by itself.
  if (browserOnline()) scheduleReplay(retryDelayMs(0));
  return action;
}

const browserOnline = () => !isBrowserOffline();

/** The wait before the next try: 2 s, 4 s, 8 s… at most 30 s (the limit of attempts ends it sooner). */
export function retryDelayMs(attempts: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, attempts - 1), 30_000);
}

let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryAt: number | null = null;

/** When the next automatic try is due (epoch ms), or null. */
export const nextRetryAt = () => retryAt;

/** One timer: an earlier replay (the online event, a new action) makes it wait again from there. */
function scheduleReplay(delayMs: number) {
  if (retryTimer) clearTimeout(retryTimer);
  retryAt = Date.now() + delayMs;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    retryAt = null;
    // Without a network the browser's online event starts the next replay: no attempt is spent.
    if (browserOnline()) void replayQueue().catch(() => {});
  }, delayMs);
}

/** Forgets the next automatic try (a test's clean-up; the next action or online event schedules again). */
export function cancelScheduledReplay() {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  retryAt = null;
}

/** Queued actions that used up their attempts: the member tries them again (with their keys)… */
export async function retryFailed(userKey = currentUserKey()): Promise<ReplaySummary> {
  for (const action of await pendingActions(userKey)) if (action.failed) await putAction({ ...action, failed: false, attempts: 0 });
  changed();
  return replayQueue();
}

/** …or gives them up: the screens show the server's state again. */
export async function discardFailed(userKey = currentUserKey()): Promise<void> {
  for (const action of await pendingActions(userKey)) if (action.failed) await deleteAction(action.id);
  changed();
}

/** Where the browser has Background Sync, the service worker wakes the app when the network is back. */
async function requestBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(REPLAY_SYNC_TAG);
  } catch {
    /* the online event and the next start replay it anyway */
  }
}

export async function pendingActions(userKey = currentUserKey()): Promise<OutboxAction[]> {
  if (!userKey) return [];
  return (await listActions()).filter((a) => a.userKey === userKey);
}

/** Signed in, the member's queued actions; signed out, every action on this device (sent at their sign-in). */
export async function waitingActions(userKey = currentUserKey()): Promise<OutboxAction[]> {
  return userKey ? pendingActions(userKey) : listActions();
}


async function replayNow(): Promise<ReplaySummary> {
  const userKey = currentUserKey();
  const token = appStore.get(tokenAtom);
  if (!userKey || !token) return { ...emptyReplay(), pending: (await pendingActions(userKey)).filter((a) => !a.failed).length, skipped: false };
  return { ...(await replayMemberActions(userKey, token)), skipped: false };
}

let running: Promise<ReplaySummary> | null = null;

type ReplayListener = (summary: ReplaySummary) => void;
const replayListeners = new Set<ReplayListener>();
/**
 * Hears each replay once when it ends, however many callers shared it: what it applied or refused is
 * announced once, not once per caller (the online event, the offline flag and the worker often
 * ask for the same replay together).
 */
export function onReplayFinished(listener: ReplayListener): () => void {
  replayListeners.add(listener);
  return () => replayListeners.delete(listener);
}

/** Sends the signed-in user's queued actions in order; one replay at a time, across tabs too. */
export function replayQueue(): Promise<ReplaySummary> {
  running ??= withReplayLock(replayNow)
    .then((summary) => {
      replayListeners.forEach((listener) => listener(summary));
      // Bounded: each try waits longer, and after MAX_SEND_ATTEMPTS the action is failed, not retried.
      if (!summary.skipped && summary.attempts > 0 && summary.pending > 0) scheduleReplay(retryDelayMs(summary.attempts));
      return summary;
    })
    .finally(() => {
      running = null;
      changed();
    });
  return running;
}

function withReplayLock(run: () => Promise<ReplaySummary>): Promise<ReplaySummary> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return run();
  const skipped: ReplaySummary = { ...emptyReplay(), skipped: true };
  // The lock is held until the callback's promise settles; request() resolves with its value.
  return locks.request(REPLAY_LOCK, { ifAvailable: true }, (lock) => (lock ? run() : skipped)) as Promise<ReplaySummary>;
}
