// Firebase Cloud Messaging inside the worker, started only once the app has sent the Firebase web
// config (settings.push; kept in IndexedDB for later worker starts). It keeps the push subscription
// and its FCM registration alive (pushsubscriptionchange); showing pushes is push.ts's job.
import { createStore, del, get, set } from 'idb-keyval';
import { initializeApp } from 'firebase/app';
import { getMessaging, isSupported } from 'firebase/messaging/sw';
import type { FirebaseWebConfig } from './protocol';

const store = createStore('loyalty-sw', 'settings');
const CONFIG_KEY = 'firebase-config';

let started: string | null = null;

async function start(config: FirebaseWebConfig) {
  const fingerprint = JSON.stringify(config);
  if (started === fingerprint) return;
  if (started !== null) return; // A changed config takes effect when the worker next starts.
  if (!(await isSupported())) return;
  started = fingerprint;
  try {
    getMessaging(initializeApp(config, 'loyalty-sw'));
  } catch (error) {
    started = null;
    console.warn('Firebase messaging could not start in the service worker', error);
  }
}

/** The app posts the config after boot (null: push is off in the settings). */
export async function rememberFirebaseConfig(config: FirebaseWebConfig | null) {
  if (!config) {
    await del(CONFIG_KEY, store);
    return;
  }
  await set(CONFIG_KEY, config, store);
  await start(config);
}

/** At worker start: pick up a config saved earlier, without waiting for a page. */
export async function startFirebaseFromSavedConfig() {
  try {
    const config = await get<FirebaseWebConfig>(CONFIG_KEY, store);
    if (config) await start(config);
  } catch (error) {
    console.warn('Saved Firebase config unreadable', error);
  }
}
