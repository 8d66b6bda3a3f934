// The offline outbox (DESIGN.md section 6): actions taken without a network are kept in IndexedDB
// with their Idempotency-Key and replayed in order when the network returns: none lost across
// reloads, none applied twice (the server answers a repeated key with the first answer).
import { API_BASE } from '@/api/client';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { REPLAY_SYNC_TAG } from '../../../sw/protocol';
import { currentUserKey } from './current-user';
import { deleteAction, listActions, putAction, type OutboxAction } from './outbox-store';
import { randomId } from './random-id';

export type { OutboxAction } from './outbox-store';

export interface ReplayRejection {
  action: OutboxAction;
  status: number;
  errorCode: string;
  message: string;
}

export interface ReplaySummary {
  applied: OutboxAction[];
  /** Refused by the server (a 4xx such as ChallengeNotAvailable): dropped, never retried. */
  rejected: ReplayRejection[];
  /** Still waiting for the network or a valid session. */
  pending: number;
  /** Another tab was replaying already. */
  skipped: boolean;
}

const LOCK_NAME = 'loyalty-outbox-replay';
const SEND_TIMEOUT_MS = 15_000;
/** Answers that say "not now" rather than "never": keep the action and stop for this round. */
const TRY_AGAIN_LATER = new Set([401, 408, 409, 419, 425, 429]);

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
export async function queueAction(path: string, body: unknown, options: { idempotencyKey?: string } = {}): Promise<OutboxAction> {
  const userKey = currentUserKey();
  if (!userKey) throw new Error('Only a signed-in user can queue actions');
  const action: OutboxAction = {
    id: randomId(),
    idempotencyKey: options.idempotencyKey ?? randomId(),
    method: 'POST',
    path,
    body,
    createdAt: Date.now(),
    seq: seq++,
    userKey,
  };
  await putAction(action);
  changed();
  void requestBackgroundSync();
  return action;
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


type Outcome = { kind: 'applied' } | { kind: 'later' } | { kind: 'rejected'; status: number; errorCode: string; message: string };

async function send(action: OutboxAction, token: string): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${action.path}`, {
      method: action.method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'Idempotency-Key': action.idempotencyKey,
      },
      body: JSON.stringify(action.body ?? {}),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    return { kind: 'later' };
  } finally {
    clearTimeout(timer);
  }
  if (response.ok) return { kind: 'applied' };
  if (response.status >= 500 || TRY_AGAIN_LATER.has(response.status)) return { kind: 'later' };
  let body: { error_code?: unknown; message?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    /* not JSON */
  }
  return {
    kind: 'rejected',
    status: response.status,
    errorCode: typeof body.error_code === 'string' ? body.error_code : `Http${response.status}`,
    message: typeof body.message === 'string' ? body.message : response.statusText,
  };
}

async function replayNow(): Promise<ReplaySummary> {
  const summary: ReplaySummary = { applied: [], rejected: [], pending: 0, skipped: false };
  const userKey = currentUserKey();
  const token = appStore.get(tokenAtom);
  if (!userKey || !token) {
    summary.pending = (await pendingActions(userKey)).length;
    return summary;
  }
  // Rounds until empty: actions queued while a round runs are sent too. Another member's actions
  // on this device wait for that member's next session.
  for (;;) {
    const actions = await pendingActions(userKey);
    if (!actions.length) return summary;
    for (const [index, action] of actions.entries()) {
      const outcome = await send(action, token);
      if (outcome.kind === 'later') {
        summary.pending = actions.length - index;
        return summary;
      }
      await deleteAction(action.id);
      if (outcome.kind === 'applied') summary.applied.push(action);
      else summary.rejected.push({ action, status: outcome.status, errorCode: outcome.errorCode, message: outcome.message });
    }
  }
}

let running: Promise<ReplaySummary> | null = null;

/** Sends the signed-in user's queued actions in order; one replay at a time, across tabs too. */
export function replayQueue(): Promise<ReplaySummary> {
  running ??= withReplayLock(replayNow).finally(() => {
    running = null;
    changed();
  });
  return running;
}

function withReplayLock(run: () => Promise<ReplaySummary>): Promise<ReplaySummary> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return run();
  const skipped: ReplaySummary = { applied: [], rejected: [], pending: 0, skipped: true };
  // The lock is held until the callback's promise settles; request() resolves with its value.
  return locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? run() : skipped)) as Promise<ReplaySummary>;
}
