// Shared set-up for the offline outbox tests (offline-outbox, send-or-queue): the outbox persisted in IndexedDB
// (fake-indexeddb), a fetch double that records what is sent, and a fresh module graph per page load.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, vi } from 'vitest';

type Outbox = typeof import('@/features/offline/outbox');

export interface Sent {
  url: string;
  key: string | null;
  auth: string | null;
  body: unknown;
}

/** How the server answers a request the outbox sends. */
export type Answer = (sent: Sent, init: RequestInit) => Response | Promise<Response>;

/** The requests sent in this test, in order. */
export const sent: Sent[] = [];

export function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Reads and resets the test file's `answer` variable, which its tests assign. */
let answer: { get(): Answer; set(next: Answer): void };

export const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
  const headers = init.headers as Record<string, string>;
  const call: Sent = { url, key: headers['Idempotency-Key'] ?? null, auth: headers.authorization ?? null, body: JSON.parse(String(init.body)) };
  sent.push(call);
  return answer.get()(call, init);
});

const loaded: Outbox[] = [];

/** A fresh module graph, as after a page reload, signed in as `user`. */
export async function load(user: string | null = 'user-a', token = 'token-1') {
  vi.resetModules();
  const { appStore } = await import('@/state/jotai');
  const { tokenAtom } = await import('@/state/session');
  const { userDataAtom } = await import('@/api/queries/user-data');
  if (user) {
    appStore.set(tokenAtom, token);
    appStore.set(userDataAtom, { user_initialized: true, user_external_id_hash: user } as never);
  }
  const outbox: Outbox = await import('@/features/offline/outbox');
  loaded.push(outbox);
  return { outbox, appStore };
}

/**
 * Each test starts with nothing sent, fetch replaced by `fetchMock`, the server answering 200 { success: true }
 * (until the test sets its `answer` otherwise) and an empty outbox.
 */
export function setUpOutbox(testAnswer: { get(): Answer; set(next: Answer): void }) {
  answer = testAnswer;
  beforeEach(async () => {
    sent.length = 0;
    answer.set(() => json(200, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    // Every test starts with an empty outbox.
    const store = await import('@/features/offline/outbox-store');
    for (const action of await store.listActions()) await store.deleteAction(action.id);
  });

  afterEach(() => {
    // No automatic retry of one test's module graph runs into the next test.
    loaded.splice(0).forEach((outbox) => outbox.cancelScheduledReplay());
    vi.unstubAllGlobals();
  });
}
