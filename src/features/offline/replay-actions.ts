// Sends one member's queued actions in order with their Idempotency-Keys. Free of the app's state so
// the service worker runs the same code when Background Sync fires with the app closed.
import { deleteAction, listActions, putAction, type OutboxAction } from './outbox-store';

/** The Web Lock both the pages and the service worker hold while replaying: one replay at a time. */
export const REPLAY_LOCK = 'loyalty-outbox-replay';
const API_BASE = '/api/user-side';
/** Each attempt gives up after this long: a link that hangs must not hold the queue for ever. */
export const SEND_TIMEOUT_MS = 10_000;
/** Attempts without an answer before an action is reported as not sent (the member decides then). */
export const MAX_SEND_ATTEMPTS = 4;
/** The session is not valid now: keep the action, count no attempt (it goes after signing in again). */
const SIGNED_OUT = new Set([401, 419]);
/** Answers that say "not now" rather than "never": keep the action and stop for this round. */
const TRY_AGAIN_LATER = new Set([408, 425, 429]);
/** 409 is about this one action (its key is still being processed, or it was applied): the queue goes on. */
const CONFLICT = 409;
const APPLIED_ALREADY = 'AlreadyApplied';

export interface ReplayRejection {
  action: OutboxAction;
  status: number;
  errorCode: string;
  message: string;
}

export interface MemberReplay {
  applied: OutboxAction[];
  /** Refused by the server (a 4xx such as ChallengeNotAvailable): dropped, never retried. */
  rejected: ReplayRejection[];
  /** Still waiting for the network or a valid session (not counting failed ones). */
  pending: number;
  /** Held by the server for now (the same key is still being processed): kept, and the queue went on. */
  stuck: OutboxAction[];
  /** Gave up in this round after MAX_SEND_ATTEMPTS: kept as failed until the member acts. */
  failed: OutboxAction[];
  /** The attempts the first waiting action has used, for the wait before the next round (0: none waits). */
  attempts: number;
}

export const emptyReplay = (): MemberReplay => ({ applied: [], rejected: [], pending: 0, stuck: [], failed: [], attempts: 0 });

type Outcome =
  | { kind: 'applied' }
  | { kind: 'later'; counts: boolean }
  | { kind: 'stuck' }
  | { kind: 'rejected'; status: number; errorCode: string; message: string };

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
    return { kind: 'later', counts: true };
  } finally {
    clearTimeout(timer);
  }
  if (response.ok) return { kind: 'applied' };
  if (SIGNED_OUT.has(response.status)) return { kind: 'later', counts: false };
  if (response.status >= 500 || TRY_AGAIN_LATER.has(response.status)) return { kind: 'later', counts: true };
  let body: { error_code?: unknown; message?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    /* not JSON */
  }
  if (response.status === CONFLICT) return body.error_code === APPLIED_ALREADY ? { kind: 'applied' } : { kind: 'stuck' };
  return {
    kind: 'rejected',
    status: response.status,
    errorCode: typeof body.error_code === 'string' ? body.error_code : `Http${response.status}`,
    message: typeof body.message === 'string' ? body.message : response.statusText,
  };
}

/**
 * One more attempt without an answer for `waiting[0]`. At the limit it and the actions queued after
 * it are marked failed (the link is the problem, not one action): the member is told and decides.
 */
async function countAttempt(waiting: OutboxAction[], result: MemberReplay) {
  const head = waiting[0]!;
  const attempts = (head.attempts ?? 0) + 1;
  if (attempts < MAX_SEND_ATTEMPTS) {
    await putAction({ ...head, attempts });
    result.attempts = attempts;
    return;
  }
  for (const action of waiting) {
    const failed = { ...action, attempts: Math.max(attempts, action.attempts ?? 0), failed: true };
    await putAction(failed);
    result.failed.push(failed);
  }
}

/**
 * Rounds until only stuck actions are left: actions queued while a round runs are sent too. Another
 * member's actions on this device wait for that member's next session; failed ones for the member.
 */
export async function replayMemberActions(userKey: string, token: string): Promise<MemberReplay> {
  const result = emptyReplay();
  const stuckIds = new Set<string>();
  for (;;) {
    const actions = (await listActions()).filter((a) => a.userKey === userKey && !a.failed && !stuckIds.has(a.id));
    if (!actions.length) {
      result.pending = stuckIds.size;
      return result;
    }
    for (const [index, action] of actions.entries()) {
      const outcome = await send(action, token);
      if (outcome.kind === 'later') {
        const waiting = actions.slice(index);
        if (outcome.counts) await countAttempt(waiting, result);
        result.pending = stuckIds.size + waiting.length - result.failed.length;
        return result;
      }
      if (outcome.kind === 'stuck') {
        stuckIds.add(action.id);
        result.stuck.push(action);
        continue;
      }
      await deleteAction(action.id);
      if (outcome.kind === 'applied') result.applied.push(action);
      else result.rejected.push({ action, status: outcome.status, errorCode: outcome.errorCode, message: outcome.message });
    }
  }
}
