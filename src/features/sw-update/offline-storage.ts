// Whether this device keeps the app for offline use: the precache is checked (and fetched again) at
// each start, and a first install that fails is explained to the member (persistent-storage.ts asks
// the browser to keep it all).
import { appStore, atom } from '@/state/jotai';
import type { PageMessage, PrecacheReport } from '../../../sw/protocol';

/** Why offline use is not available here; null while it is (or nobody knows yet). */
export type OfflineUnavailable = 'storage' | 'failed';
export const offlineUnavailableAtom = atom<OfflineUnavailable | null>(null);

const REPORT_TIMEOUT_MS = 120_000;
/** Below this much free storage a first install's failure is put down to the browser's quota. */
const TIGHT_STORAGE_BYTES = 5 * 1024 * 1024;

/** Asks the active worker to check its precache and fetch what the browser evicted. */
export function checkPrecache(worker: ServiceWorker, store = appStore): Promise<PrecacheReport | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), REPORT_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<PrecacheReport>) => {
      clearTimeout(timer);
      if (event.data.failure === 'quota') store.set(offlineUnavailableAtom, 'storage');
      resolve(event.data);
    };
    const message: PageMessage = { type: 'CHECK_PRECACHE' };
    worker.postMessage(message, [channel.port2]);
  });
}

/** The first install failed (no version works offline here): say why, as far as the browser tells. */
export async function noteInstallFailed(store = appStore) {
  if (store.get(offlineUnavailableAtom)) return; // the worker said why already
  let reason: OfflineUnavailable = 'failed';
  try {
    const { quota, usage } = (await navigator.storage?.estimate?.()) ?? {};
    if (quota !== undefined && quota - (usage ?? 0) < TIGHT_STORAGE_BYTES) reason = 'storage';
  } catch {
    /* no estimate: the generic reason */
  }
  store.set(offlineUnavailableAtom, reason);
}
