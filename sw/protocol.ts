// Messages between the pages and the service worker, and the names both sides agree on.
// Constants and types only: the app imports this file too.
import type { PushMessageData } from '@contract/push';

/** Runtime cache of API GET answers, keyed per signed-in user (cleared on log-out). */
export const API_CACHE = 'api-user-side';
export const TRANSLATIONS_CACHE = 'translations';
export const IMAGES_CACHE = 'images';
/** Background Sync tag: the service worker sends the offline outbox (and tells open pages). */
export const REPLAY_SYNC_TAG = 'replay-queue';
/** Response header on API answers served from the cache instead of the network. */
export const FROM_CACHE_HEADER = 'x-from-cache';

export type FirebaseWebConfig = Record<string, string>;

/** Whose outbox the worker may send when the app is closed, and the bearer token it sends it with. */
export interface OutboxSession {
  userKey: string;
  token: string;
}

/** Page -> service worker. */
export type PageMessage =
  | { type: 'SKIP_WAITING' }
  /** Log-out: forget every cached API answer. Answered with { type: 'DONE' } on the message port. */
  | { type: 'CLEAR_USER_CACHES' }
  /** The Firebase web config from the settings (null when push is off); kept by the service worker. */
  | { type: 'FIREBASE_CONFIG'; config: FirebaseWebConfig | null }
  /** The signed-in member's session for Background Sync; null once signed out or expired. */
  | { type: 'OUTBOX_SESSION'; session: OutboxSession | null }
  /**
   * At start: is every precached file still there (the browser may have evicted the caches)? The worker
   * fetches what is missing and answers a PrecacheReport on the message port.
   */
  | { type: 'CHECK_PRECACHE' };

/** How the precache stood: files missing, how many came back, and why the rest did not. */
export interface PrecacheReport {
  type: 'PRECACHE_REPORT';
  missing: number;
  repaired: number;
  failure?: 'quota' | 'network';
}

/** How long the worker waits for a focused page to take a push before it shows a notification itself. */
export const PUSH_ACK_TIMEOUT_MS = 1000;

/** A queued action the server refused: enough to say which action, on what, and why. */
export interface RefusedAction {
  path: string;
  subject?: string;
  errorCode: string;
}

/** Service worker -> page. */
export type WorkerMessage =
  /**
   * The worker replayed the outbox (or asks the page to): `rejected` holds the actions it refused
   * (which call, on what, the error code), which the page announces once in the member's words.
   */
  | { type: 'REPLAY_QUEUE'; rejected?: RefusedAction[] }
  /**
   * A push arrived while this page had the focus: the page shows it itself (a toast) and answers on
   * the message port; without an answer (a signed-out page, say) the worker shows a notification.
   */
  | { type: 'PUSH_RECEIVED'; message: PushMessageData }
  /** An API answer for this page came from the cache (no network, or the network was too slow). */
  | { type: 'SERVED_FROM_CACHE'; url: string }
  /** An API answer for this page came from the network again. */
  | { type: 'SERVED_FROM_NETWORK' }
  /** The first install ran out of storage (the browser's quota for the site): offline use is off. */
  | { type: 'STORAGE_FULL' };

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string';
}

/** How long the service worker waits for the network before it answers an API call from its cache. */
export const API_NETWORK_TIMEOUT_SECONDS = 4;
