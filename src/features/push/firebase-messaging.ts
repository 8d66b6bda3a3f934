// Firebase Cloud Messaging in the page. Loaded with import() only when push is configured, the user
// is signed in and has granted permission, so Firebase never weighs on the first load.
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { deleteToken, getMessaging, getToken, isSupported, type Messaging } from 'firebase/messaging';

const APP_NAME = 'loyalty-push';

function messagingFor(config: Record<string, string>): Messaging {
  const app: FirebaseApp = getApps().some((a) => a.name === APP_NAME) ? getApp(APP_NAME) : initializeApp(config, APP_NAME);
  return getMessaging(app);
}

export const messagingSupported = () => isSupported();

export async function fetchToken(config: Record<string, string>, vapidKey: string, registration: ServiceWorkerRegistration) {
  return getToken(messagingFor(config), { vapidKey, serviceWorkerRegistration: registration });
}

/** Drops the current registration so that the next fetchToken gets a new token. */
export async function dropToken(config: Record<string, string>) {
  await deleteToken(messagingFor(config));
}
