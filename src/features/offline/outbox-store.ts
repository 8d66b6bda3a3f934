// The offline outbox in IndexedDB (its own database, so clearing the query cache never touches it).
import { createStore, del, entries, set } from 'idb-keyval';

export interface OutboxAction {
  id: string;
  /** Sent as the Idempotency-Key header on every attempt: the server applies the action once. */
  idempotencyKey: string;
  method: 'POST';
  /** A call name below /api/user-side, e.g. 'acceptUserChallenge'. */
  path: string;
  body: unknown;
  /** What it is about in words (a challenge's or prize's name as shown then), to name it later. */
  subject?: string;
  /** Points the action adds once the server applies it (a collect): shown as pending meanwhile. */
  points?: number;
  /** Milliseconds since the epoch; with `seq`, the replay order. */
  createdAt: number;
  seq: number;
  /** Whose action it is: replayed only in this member's sessions, kept across their log-outs. */
  userKey: string;
  /** Sends that got no answer (no network, a timeout, a 5xx): each waits longer before the next. */
  attempts?: number;
  /** Not sent after MAX_SEND_ATTEMPTS: kept, and waits for the member to try again or discard it. */
  failed?: boolean;
}

let store: ReturnType<typeof createStore> | null = null;
const outbox = () => (store ??= createStore('loyalty-outbox', 'actions'));

export async function putAction(action: OutboxAction): Promise<void> {
  await set(action.id, action, outbox());
}

export async function deleteAction(id: string): Promise<void> {
  await del(id, outbox());
}

/** Oldest first. */
export async function listActions(): Promise<OutboxAction[]> {
  const all = await entries<string, OutboxAction>(outbox());
  return all.map(([, action]) => action).sort((a, b) => a.createdAt - b.createdAt || a.seq - b.seq);
}
