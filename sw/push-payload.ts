// Turns what a push carries into one notification shape. Accepted: a plain JSON web push
// {title, body, icon, badge, image, data: {route}} (also what DevTools' "Push" button and
// ServiceWorker.deliverPushMessage send), FCM data messages {data: {title, body, route, ...}},
// FCM notification messages {notification: {...}, fcmOptions: {link}}, and plain text. A `tag` (or,
// without one, the `kind`) names the topic: one notification per topic is shown.
import type { PushMessageData } from '@contract/push';
import { APP_NAME, ICON_192, NOTIFICATION_BADGE } from './app-identity';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (...values: unknown[]) => values.find((v): v is string => typeof v === 'string' && v.trim() !== '');

/** Only paths of this app: a push must never send the customer to another site. */
export function safeRoute(route: string | undefined, origin: string): string {
  if (!route) return '/';
  try {
    const url = new URL(route, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

export function parsePushPayload(raw: string | null, origin: string): PushMessageData | null {
  if (raw === null || raw.trim() === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { title: APP_NAME, body: raw, route: '/', icon: ICON_192, badge: NOTIFICATION_BADGE };
  }
  if (!isObject(json)) return null;
  const notification = isObject(json.notification) ? json.notification : {};
  const data = isObject(json.data) ? json.data : {};
  const fcmOptions = isObject(json.fcmOptions) ? json.fcmOptions : {};

  const title = text(notification.title, json.title, data.title);
  const body = text(notification.body, json.body, data.body) ?? '';
  if (!title && !body) return null;
  const kind = text(data.kind, json.kind);
  const tag = text(notification.tag, json.tag, data.tag) ?? kind;
  return {
    title: title ?? APP_NAME,
    body,
    route: safeRoute(text(data.route, json.route, fcmOptions.link, notification.click_action), origin),
    icon: text(notification.icon, json.icon, data.icon) ?? ICON_192,
    badge: text(json.badge, data.badge, notification.badge) ?? NOTIFICATION_BADGE,
    image: text(notification.image, json.image, data.image),
    ...(kind ? { kind: kind as PushMessageData['kind'] } : {}),
    ...(tag ? { tag } : {}),
  };
}
