// Sends one member's queued actions in order with their Idempotency-Keys. Free of the app's state so
// the service worker runs the same code when Background Sync fires with the app closed.
import { deleteAction, listActions, type OutboxAction } from './outbox-store';

/** The Web Lock both the pages and the service worker hold while replaying: one replay at a time. */
export const REPLAY_LOCK = 'loyalty-outbox-replay';
const API_BASE = '/api/user-side';
const SEND_TIMEOUT_MS = 15_000;
/** Answers that say "not now" rather than "never": keep the action and stop for this round. */
const TRY_AGAIN_LATER = new Set([401, 408, 419, 425, 429]);
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
  /** Still waiting for the network or a valid session. */
  pending: number;
  /** Held by the server for now (the same key is still being processed): kept, and the queue went on. */
  stuck: OutboxAction[];
}

type Outcome =
  | { kind: 'applied' }
  | { kind: 'later' }
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
  if (response.status === CONFLICT) return body.error_code === APPLIED_ALREADY ? { kind: 'applied' } : { kind: 'stuck' };
  return {
    kind: 'rejected',
    status: response.status,
    errorCode: typeof body.error_code === 'string' ? body.error_code : `Http${response.status}`,
    message: typeof body.message === 'string' ? body.message : response.statusText,
  };
}

/**
 * Rounds until only stuck actions are left: actions queued while a round runs are sent too. Another
 * member's actions on this device wait for that member's next session.
 */
export async function replayMemberActions(userKey: string, token: string): Promise<MemberReplay> {
  const result: MemberReplay = { applied: [], rejected: [], pending: 0, stuck: [] };
  const stuckIds = new Set<string>();
  for (;;) {
    const actions = (await listActions()).filter((a) => a.userKey === userKey && !stuckIds.has(a.id));
    if (!actions.length) {
      result.pending = stuckIds.size;
      return result;
    }
    for (const [index, action] of actions.entries()) {
      const outcome = await send(action, token);
      if (outcome.kind === 'later') {
        result.pending = stuckIds.size + actions.length - index;
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
