// Push notifications through Firebase; without its settings push is hidden.
import { z } from 'zod';

export const pushEnv = {
  /** Firebase web config (JSON) and VAPID key for push; empty hides push. */
  FIREBASE_WEB_CONFIG: z.string().default(''),
  FIREBASE_VAPID_KEY: z.string().default(''),
  /** Path to a firebase-admin service-account JSON; unset uses the log push transport. */
  FIREBASE_CREDENTIALS: z.string().default(''),
};
