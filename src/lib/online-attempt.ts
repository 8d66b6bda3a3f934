// Writes that move points: one Idempotency-Key per attempt, and a clear answer when the network goes.
// A pending write gives up once the app learns it is offline (another request got no answer) or at
// its own deadline; the key is kept, and the retry with it is applied at most once (DESIGN.md section 3).
import { useMemo, useRef } from 'react';
import { ApiError, OfflineError } from '@/api/client';
import { appStore } from '@/state/jotai';
import { offlineAtom } from '@/state/ui';

export { OfflineError };

/** The browser's word and the app's offline flag (raised when a request got no response). */
export const isOnline = (store = appStore): boolean =>
  (typeof navigator === 'undefined' || navigator.onLine !== false) && !store.get(offlineAtom);

/** The code a failed write is explained by: 'Offline', the server's error_code, or 'UnknownError'. */
export const problemCode = (error: unknown) =>
  error instanceof OfflineError ? 'Offline' : error instanceof ApiError ? error.errorCode : 'UnknownError';

/** Settles with `request`, or rejects with OfflineError as soon as the app goes offline. */
export function whileOnline<T>(request: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = appStore.sub(offlineAtom, () => {
      if (!appStore.get(offlineAtom)) return;
      stop();
      reject(new OfflineError());
    });
    request.then(
      (value) => {
        stop();
        resolve(value);
      },
      (error: unknown) => {
        stop();
        reject(error);
      },
    );
  });
}

/** DESIGN.md section 3 (the contract's IDEMPOTENCY_HEADER; the app imports no runtime code from it). */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The server's answer is final: a new attempt needs a new key. Unknown outcomes keep the key. */
const isFinal = (error: unknown) => error instanceof ApiError && error.status < 500 && error.errorCode !== 'IdempotencyKeyInUse';

/**
 * The key of the current attempt at one write. `headers(payload)` reuses the key while the payload
 * is the same and the last outcome is unknown; `settle(error?)` ends the attempt when it is final.
 */
export function useAttemptKey() {
  const current = useRef<{ key: string; payload: string } | null>(null);
  return useMemo(
    () => ({
      headers(payload: unknown): Record<string, string> {
        const fingerprint = JSON.stringify(payload);
        if (current.current?.payload !== fingerprint) current.current = { key: newKey(), payload: fingerprint };
        return { [IDEMPOTENCY_HEADER]: current.current.key };
      },
      settle(error?: unknown) {
        if (error === undefined || isFinal(error)) current.current = null;
      },
    }),
    [],
  );
}
