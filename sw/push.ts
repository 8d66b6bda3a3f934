// Push display and clicks (docs/architecture.md (push)). These listeners are added while the script first
// runs: a push that wakes the worker is dispatched before any IndexedDB read could finish, so
// Firebase's own listeners (added later, see firebase.ts) never see pushes; these handle FCM and
// plain web pushes alike.
import type { PushMessageData } from '@contract/push';
import { PUSH_ACK_TIMEOUT_MS, type WorkerMessage } from './protocol';
import { parsePushPayload, safeRoute } from './push-payload';

declare const self: ServiceWorkerGlobalScope;

async function windowClients() {
  const all = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return all.filter((c) => new URL(c.url).origin === self.location.origin);
}

/** True when a page the customer is looking at took the push (it shows a toast and says so). */
async function handedToFocusedPage(message: PushMessageData): Promise<boolean> {
  const focused = (await windowClients()).filter((c) => c.focused);
  const answers = focused.map(
    (client) =>
      new Promise<boolean>((resolve) => {
        const channel = new MessageChannel();
        const timer = setTimeout(() => resolve(false), PUSH_ACK_TIMEOUT_MS);
        channel.port1.onmessage = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const note: WorkerMessage = { type: 'PUSH_RECEIVED', message };
        client.postMessage(note, [channel.port2]);
      }),
  );
  return (await Promise.all(answers)).some(Boolean);
}

async function handlePush(message: PushMessageData) {
  // The customer is looking at the app: a toast there instead of a second, system notification.
  if (await handedToFocusedPage(message)) return;
  await self.registration.showNotification(message.title, {
    body: message.body,
    icon: message.icon,
    badge: message.badge,
    ...(message.image ? { image: message.image } : {}),
    // One notification per topic: a new one replaces the last, and still alerts (renotify).
    ...(message.tag ? { tag: message.tag, renotify: true } : {}),
    data: { route: message.route ?? '/' },
  } as NotificationOptions);
}

async function openRoute(route: string) {
  const url = new URL(route, self.location.origin).href;
  const clients = await windowClients();
  const client = clients.find((c) => c.focused) ?? clients.find((c) => c.visibilityState === 'visible') ?? clients[0];
  if (client) {
    try {
      // Navigate first: it needs no user activation, focus() does (the click gives it; tests may not).
      const navigated = await client.navigate(url);
      await (navigated ?? client).focus().catch(() => undefined);
      if (navigated) return;
    } catch {
      /* not controlled by this worker: open a window instead */
    }
  }
  await self.clients.openWindow(url);
}

export function registerPushHandlers() {
  self.addEventListener('push', (event) => {
    // Firebase's listener, when present, was added after this one: it must not show it again.
    event.stopImmediatePropagation();
    const message = parsePushPayload(event.data?.text() ?? null, self.location.origin);
    if (message) event.waitUntil(handlePush(message));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { route?: string } | null;
    event.waitUntil(openRoute(safeRoute(data?.route, self.location.origin)));
  });
}
