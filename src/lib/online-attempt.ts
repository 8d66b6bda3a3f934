// Writes that move points: one Idempotency-Key per attempt, and a clear answer when the network goes.
// A pending write gives up once the app learns it is offline (another request got no answer) or at
// its own deadline; the key is kept, and the retry with it is applied at most once (docs/contract.md).
import { useMemo } from 'react';
import { ApiError, OfflineError } from '@/api/client';
import { appStore } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
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

/** docs/contract.md (the contract's IDEMPOTENCY_HEADER; the app imports no runtime code from it). */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The server's answer is final: a new attempt needs a new key. Unknown outcomes keep the key. */
const isFinal = (error: unknown) => error instanceof ApiError && error.status < 500 && error.errorCode !== 'IdempotencyKeyInUse';

/**
 * Where unanswered attempts wait, so a reload (or a closed tab) still retries with the same key and
 * the server answers the first outcome instead of buying twice. Per member, call and payload.
 */
const STORAGE_KEY = 'loyalty-open-attempts';
/** Well within the days the server remembers a key. */
const KEEP_MS = 24 * 60 * 60 * 1000;

interface OpenAttempt {
  key: string;
  at: number;
}

function readAttempts(): Record<string, OpenAttempt> {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, OpenAttempt>;
    const now = Date.now();
    return Object.fromEntries(Object.entries(saved).filter(([, a]) => typeof a?.key === 'string' && now - a.at < KEEP_MS));
  } catch {
    return {};
  }
}

function writeAttempts(attempts: Record<string, OpenAttempt>) {
  try {
    if (Object.keys(attempts).length) localStorage.setItem(STORAGE_KEY, JSON.stringify(attempts));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    /* private mode: the attempt lives in memory only */
  }
}

const memory: Record<string, OpenAttempt> = {};
const attemptId = (call: string, payload: unknown, store: typeof appStore) =>
  JSON.stringify([store.get(userDataAtom)?.user_external_id_hash ?? '', call, payload]);

/** The Idempotency-Key of the open attempt at `call` with `payload`, or a new one. */
export function attemptKey(call: string, payload: unknown, store = appStore): string {
  const id = attemptId(call, payload, store);
  const attempts = readAttempts();
  const open = attempts[id] ?? memory[id];
  if (open) return open.key;
  const fresh = { key: newKey(), at: Date.now() };
  memory[id] = fresh;
  writeAttempts({ ...attempts, [id]: fresh });
  return fresh.key;
}

/** Ends the attempt when the server has answered for good (no error, or a final one). */
export function settleAttempt(call: string, payload: unknown, error?: unknown, store = appStore) {
  if (error !== undefined && !isFinal(error)) return;
  const id = attemptId(call, payload, store);
  delete memory[id];
  const attempts = readAttempts();
  delete attempts[id];
  writeAttempts(attempts);
}

/**
 * The key of the current attempt at one write to `call`. `headers(payload)` reuses the key while the
 * payload is the same and the last outcome is unknown, across reloads; `settle(payload, error?)`
 * ends the attempt when the outcome is final.
 */
export function useAttemptKey(call: string) {
  return useMemo(
    () => ({
      headers: (payload: unknown): Record<string, string> => ({ [IDEMPOTENCY_HEADER]: attemptKey(call, payload) }),
      settle: (payload: unknown, error?: unknown) => settleAttempt(call, payload, error),
    }),
    [call],
  );
}
