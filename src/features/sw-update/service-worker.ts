// Registers /sw.js through workbox-window (production builds only; loaded after boot, never on the
// first paint's critical path) and tracks whether a new version waits for the customer's word.
import type { Workbox } from 'workbox-window';
import { appStore, atom } from '@/state/jotai';

/** none; waiting = a new version is installed and waits; active = another tab already switched to it. */
export type UpdateState = 'none' | 'waiting' | 'active';
export const updateStateAtom = atom<UpdateState>('none');

const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** If the new worker never takes control (it was replaced meanwhile), reload anyway. */
const RELOAD_FALLBACK_MS = 4000;

let workbox: Workbox | null = null;
let started = false;
let reloadRequested = false;

export function serviceWorkerSupported(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

export async function registerServiceWorker(store = appStore): Promise<ServiceWorkerRegistration | undefined> {
  if (!serviceWorkerSupported() || started) return undefined;
  started = true;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;

  wb.addEventListener('waiting', () => store.set(updateStateAtom, 'waiting'));
  wb.addEventListener('controlling', (event) => {
    if (!event.isUpdate) return; // the first install took over: nothing changes for the customer
    if (reloadRequested) window.location.reload();
    else store.set(updateStateAtom, 'active');
  });

  const registration = await wb.register();
  // Long-lived tabs and installed apps look for a new version now and then.
  let lastCheck = Date.now();
  const check = () => {
    lastCheck = Date.now();
    void wb.update().catch(() => {});
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > UPDATE_CHECK_MS) check();
  });
  return registration;
}

/** The customer said yes: activate the waiting version and reload once it controls the page. */
export function applyUpdate(store = appStore) {
  if (store.get(updateStateAtom) !== 'waiting' || !workbox) {
    window.location.reload();
    return;
  }
  reloadRequested = true;
  workbox.messageSkipWaiting();
  setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
}
