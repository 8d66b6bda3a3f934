// Background Sync: when the network returns, the browser wakes this worker even with the app
// closed, and the worker sends the member's queued actions itself, with the session the app last
// handed it (forgotten at log-out and when the session ends). Open pages are told to refresh.
import { createStore, del, get, set } from 'idb-keyval';
import { REPLAY_LOCK, replayMemberActions } from '../src/features/offline/replay-actions';
import type { OutboxSession, RefusedAction, WorkerMessage } from './protocol';

declare const self: ServiceWorkerGlobalScope;

const store = createStore('loyalty-sw-outbox', 'session');
const SESSION_KEY = 'outbox-session';

export async function rememberOutboxSession(session: OutboxSession | null) {
  if (session) await set(SESSION_KEY, session, store);
  else await del(SESSION_KEY, store);
}

/** One page announces what was refused (a toast in every open tab would repeat it). */
async function tellPages(rejected: RefusedAction[] = []) {
  const clients = await self.clients.matchAll({ type: 'window' });
  const announcer = clients.find((c) => c.focused) ?? clients.find((c) => c.visibilityState === 'visible') ?? clients[0];
  for (const client of clients) {
    const message: WorkerMessage = { type: 'REPLAY_QUEUE', ...(client === announcer && rejected.length ? { rejected } : {}) };
    client.postMessage(message);
  }
}

/** Rejects while actions still wait, so the browser fires the sync again later. */
export async function replayFromWorker() {
  const session = await get<OutboxSession>(SESSION_KEY, store);
  if (session) {
    const run = () => replayMemberActions(session.userKey, session.token);
    const { pending, rejected } = await (self.navigator.locks ? self.navigator.locks.request(REPLAY_LOCK, run) : run());
    await tellPages(rejected.map((r) => ({ path: r.action.path, subject: r.action.subject, errorCode: r.errorCode })));
    if (pending > 0) throw new Error(`${pending} queued actions still wait for the network`);
    return;
  }
  await tellPages();
}
