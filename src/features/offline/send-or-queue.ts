// For actions that may wait for the network (accept, collect, snooze, challenge answers, save
// language, settings): sent at once when possible, otherwise queued for replay. Redeem and transfer
// must not use this: they are online-only (check isOnline() from '@/lib/online-attempt' first).
import { api } from '@/api/client';
import { isOnline } from '@/lib/online-attempt';
import { appStore } from '@/state/jotai';
import { offlineAtom } from '@/state/ui';
import { queueAction, type OutboxAction } from './outbox';
import { randomId } from './random-id';

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

export async function sendOrQueue<T>(path: string, body: unknown, store = appStore): Promise<SendResult<T>> {
  const idempotencyKey = randomId();
  if (!isOnline(store)) return { queued: true, action: await queueAction(path, body, { idempotencyKey }) };

  const offline = whenOffline(store);
  try {
    return await Promise.race([
      api.post<T>(path, body, { headers: { 'Idempotency-Key': idempotencyKey } }).then((data) => ({ queued: false as const, data })),
      // The request may still have reached the server: the same key makes the replay a no-op then.
      offline.promise.then(async () => ({ queued: true as const, action: await queueAction(path, body, { idempotencyKey }) })),
    ]);
  } finally {
    offline.stop();
  }
}
