// Push notification calls and payloads. Re-exported by contract/index.ts; the app and the
// service worker import types only.
import { z } from 'zod';
import { text } from './safe';

/** POST /savePushToken: the FCM registration token of this browser (docs/product.md section 3, push token payload). */
export const SavePushToken = z.object({
  token: text(4096).trim().min(1),
  user_agent: text(2048).default(''),
});
export type SavePushToken = z.infer<typeof SavePushToken>;

/** What the server pushes about; each kind honours one of the user's notification flags. */
export const PUSH_KINDS = ['new_challenge', 'challenge_completion', 'news', 'monthly_top', 'new_friend', 'points_expiry'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * The data of a push message as the service worker receives it (FCM data messages carry strings only).
 * `route` is an app path such as `/en/challenge/12`; a click on the notification opens it.
 */
export interface PushMessageData {
  title: string;
  body: string;
  route?: string;
  icon?: string;
  badge?: string;
  image?: string;
  kind?: PushKind;
  /**
   * The topic: a notification with the tag of one still shown replaces it instead of piling up
   * (the server sends the push's kind; the service worker falls back to the kind too).
   */
  tag?: string;
}
