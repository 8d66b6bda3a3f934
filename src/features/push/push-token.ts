// The FCM token of this browser and savePushToken (docs/architecture.md (push)): fetched only after sign-in
// with permission granted, re-saved 10 s after each load, replaced when 7 days old; every Firebase
// or server request gives up after 10 s; an app kept open replaces it too.
import { api } from '@/api/client';
import type { Settings } from '@contract';
import type { SavePushToken } from '@contract/push';
import { PUSH_REQUEST_TIMEOUT_MS, PUSH_RESAVE_DELAY_MS, PUSH_TOKEN_CHECK_MS, PUSH_TOKEN_REFRESH_MS } from './push-constants';
import { pushSupported } from './push-support';
import { readSavedToken, writeSavedToken } from './saved-token';

export type PushConfig = NonNullable<Settings['push']>;
export type PushTokenResult = 'disabled' | 'signed-out' | 'unsupported' | 'no-permission' | 'saved' | 'timeout' | 'failed';

export class PushTimeoutError extends Error {
  constructor() {
    super(`No answer within ${PUSH_REQUEST_TIMEOUT_MS} ms`);
    this.name = 'PushTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms = PUSH_REQUEST_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushTimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface PushContext {
  push: PushConfig | null;
  signedIn: boolean;
}

/** Gets the token (a new one once the saved one is 7 days old) and saves it with the server. */
export async function savePushTokenNow({ push, signedIn }: PushContext, now = Date.now): Promise<PushTokenResult> {
  if (!push) return 'disabled';
  if (!signedIn) return 'signed-out';
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission !== 'granted') return 'no-permission';
  try {
    const registration = await withTimeout(navigator.serviceWorker.ready);
    const fcm = await withTimeout(import('./firebase-messaging'));
    if (!(await withTimeout(fcm.messagingSupported()))) return 'unsupported';

    let token = await withTimeout(fcm.fetchToken(push.firebaseConfig, push.vapidKey, registration));
    const saved = await readSavedToken();
    let obtainedAt = saved?.token === token ? saved.obtainedAt : now();
    if (now() - obtainedAt >= PUSH_TOKEN_REFRESH_MS) {
      await withTimeout(fcm.dropToken(push.firebaseConfig));
      token = await withTimeout(fcm.fetchToken(push.firebaseConfig, push.vapidKey, registration));
      obtainedAt = now();
    }

    const payload: SavePushToken = { token, user_agent: navigator.userAgent };
    await withTimeout(api.post('savePushToken', payload));
    await writeSavedToken({ token, obtainedAt, savedAt: now() });
    return 'saved';
  } catch (error) {
    if (error instanceof PushTimeoutError) return 'timeout';
    console.warn('Push token not saved', error);
    return 'failed';
  }
}

/**
 * docs/product.md section 9: 10 s after load, when permission was granted earlier, save the token
 * again; and in an app kept open for days, replace it once it is 7 days old (checked hourly and
 * whenever the app comes back into view).
 */
export function scheduleTokenResave(context: () => PushContext, delayMs = PUSH_RESAVE_DELAY_MS): () => void {
  const granted = () => pushSupported() && Notification.permission === 'granted';
  const checkAge = async () => {
    const saved = await readSavedToken().catch(() => undefined);
    if (granted() && saved && Date.now() - saved.obtainedAt >= PUSH_TOKEN_REFRESH_MS) await savePushTokenNow(context());
  };
  const whenVisible = () => {
    if (document.visibilityState === 'visible') void checkAge();
  };
  const timer = setTimeout(() => {
    if (granted()) void savePushTokenNow(context());
  }, delayMs);
  const interval = setInterval(() => void checkAge(), PUSH_TOKEN_CHECK_MS);
  document.addEventListener('visibilitychange', whenVisible);
  return () => {
    clearTimeout(timer);
    clearInterval(interval);
    document.removeEventListener('visibilitychange', whenVisible);
  };
}
