// Push housekeeping, mounted once by the root (renders nothing): hands the Firebase config to the
// service worker, re-saves the token 10 s after load or sign-in, turns pushes that arrive while
// the app has the focus into toasts (with a button that opens the push's page), and unregisters this browser at log-out.
import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { getRouter } from '@/lib/router-instance';
import { toast } from '@/features/toasts/toast';
import { useAtomValue, useStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { loggedInAtom } from '@/api/queries/user-data';
import { settingsAtom } from '@/state/settings';
import { isWorkerMessage, type PageMessage } from '../../../sw/protocol';
import { pushSupported } from './push-support';
import { scheduleTokenResave, withTimeout } from './push-token';
import { forgetSavedToken, readSavedToken } from './saved-token';

async function tellWorker(message: PageMessage) {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

/** A shared phone must not keep receiving the previous user's pushes. */
async function unregisterDevice(config: Record<string, string>) {
  if (!(await readSavedToken())) return;
  try {
    const fcm = await withTimeout(import('./firebase-messaging'));
    await withTimeout(fcm.dropToken(config));
  } catch (error) {
    console.warn('Push token not dropped', error);
  }
  await forgetSavedToken();
}

export function PushSync() {
  const store = useStore();
  const push = useAtomValue(settingsAtom)?.push ?? null;
  const loggedIn = useAtomValue(loggedInAtom);

  useEffect(() => {
    if (!pushSupported()) return;
    void tellWorker({ type: 'FIREBASE_CONFIG', config: push?.firebaseConfig ?? null });
  }, [push]);

  useEffect(() => {
    if (!push || !loggedIn) return;
    return scheduleTokenResave(() => ({ push, signedIn: store.get(loggedInAtom) }));
  }, [push, loggedIn, store]);

  useEffect(() => {
    if (!push || !pushSupported()) return;
    return store.sub(tokenAtom, () => {
      if (!store.get(tokenAtom)) void unregisterDevice(push.firebaseConfig);
    });
  }, [push, store]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
    const onMessage = (event: MessageEvent) => {
      if (!isWorkerMessage(event.data) || event.data.type !== 'PUSH_RECEIVED') return;
      const { title, body, route } = event.data.message;
      // The notification's tap, as a button: it opens the push's page in this tab.
      const open = route && route !== '/' ? { label: t`Open`, run: () => void getRouter().navigate({ href: route }) } : undefined;
      // Title and body on lines of their own ("New challenge: Coffee week" has a colon already).
      toast.info(body ? `${title}\n${body}` : title, { action: open });
      // Taken: the service worker shows no system notification.
      event.ports[0]?.postMessage('shown');
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, []);

  return null;
}
