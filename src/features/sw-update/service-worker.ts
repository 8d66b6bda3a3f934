// Registers /sw.js through workbox-window (production builds only; loaded after boot, never on the
// first paint's critical path), looks for new versions while the app stays open (update-checks.ts),
// checks the precache at each start (offline-storage.ts) and tracks whether a new version waits for
// the customer's word.
import type { Workbox } from 'workbox-window';
import { getRouter } from '@/lib/router-instance';
import { appStore, atom } from '@/state/jotai';
import { isWorkerMessage } from '../../../sw/protocol';
import { checkPrecache, noteInstallFailed, offlineUnavailableAtom } from './offline-storage';
import { watchForUpdates } from './update-checks';

/** none; waiting = a new version is installed and waits; active = another tab already switched to it. */
export type UpdateState = 'none' | 'waiting' | 'active';
export const updateStateAtom = atom<UpdateState>('none');

/** If the new worker never takes control (it was replaced meanwhile), reload anyway. */
const RELOAD_FALLBACK_MS = 4000;

let workbox: Workbox | null = null;
let started = false;
let reloadRequested = false;

export function serviceWorkerSupported(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Screens opened in the app: each may look for a new version (throttled). */
function onNavigation(check: () => void): () => void {
  try {
    return getRouter().subscribe('onResolved', check);
  } catch {
    return () => undefined;
  }
}

export async function registerServiceWorker(store = appStore): Promise<ServiceWorkerRegistration | undefined> {
  if (!serviceWorkerSupported() || started) return undefined;
  started = true;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  // A new version replaces something only when a worker controls this page: after the site's data
  // was cleared, a worker installing afresh (or one left waiting with nothing active) is no "new version".
  let controller = navigator.serviceWorker.controller;
  wb.addEventListener('waiting', (event) => {
    const current = navigator.serviceWorker.controller;
    if (current && event.sw !== current) store.set(updateStateAtom, 'waiting');
  });
  wb.addEventListener('controlling', (event) => {
    const previous = controller;
    controller = event.sw ?? navigator.serviceWorker.controller;
    if (!event.isUpdate || !previous || previous === controller) return;
    if (reloadRequested) window.location.reload();
    else store.set(updateStateAtom, 'active');
  });
  wb.addEventListener('redundant', (event) => {
    // The first install failed (a tiny storage quota, say): nothing works offline, and the member hears why.
    if (!event.isUpdate && !navigator.serviceWorker.controller) void noteInstallFailed(store);
  });

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (isWorkerMessage(event.data) && event.data.type === 'STORAGE_FULL') store.set(offlineUnavailableAtom, 'storage');
  });
  navigator.serviceWorker.startMessages?.();

  const registration = await wb.register();
  watchForUpdates(() => wb.update(), { onNavigation });
  if (registration?.active && navigator.serviceWorker.controller) void checkPrecache(registration.active, store);
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
