// Firebase Cloud Messaging through firebase-admin. The package is imported only when credentials are
// configured, so a server without them never loads it.
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { PushMessage, PushTransport } from './transport';

/** FCM accepts at most 500 tokens per multicast call. */
const BATCH = 500;
/** Error codes after which a token never works again (FCM docs: remove such tokens). */
const INVALID_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
  'messaging/invalid-argument',
]);

/** `credentials` is a path to a service-account JSON file or the JSON itself. */
function readServiceAccount(credentials: string): Record<string, string> {
  const text = credentials.trim().startsWith('{') ? credentials : readFileSync(credentials, 'utf8');
  return JSON.parse(text) as Record<string, string>;
}

/** Data-only messages: the service worker shows them itself, so plain web pushes and FCM look alike. */
export function fcmData(message: PushMessage): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(message)) if (typeof value === 'string' && value) data[key] = value;
  return data;
}

/**
 * The Web Push "Topic" header: a push service holding an undelivered message of the same topic
 * replaces it (RFC 8030 section 5.4: at most 32 characters of the URL-safe base64 alphabet).
 */
export function pushTopic(tag: string | undefined): string | undefined {
  const topic = tag?.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
  return topic || undefined;
}

/** One multicast call: data only (the worker shows it and uses its tag), with the topic as a header. */
export function fcmMulticast(tokens: string[], message: PushMessage) {
  const topic = pushTopic(message.tag);
  return {
    tokens,
    data: fcmData(message),
    webpush: { headers: { Urgency: 'normal', TTL: String(24 * 3600), ...(topic ? { Topic: topic } : {}) } },
  };
}

export async function firebasePushTransport(credentials: string, log: FastifyBaseLogger): Promise<PushTransport> {
  const { cert, deleteApp, initializeApp } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  const app = initializeApp({ credential: cert(readServiceAccount(credentials)) }, `loyalty-push-${Date.now()}`);
  const messaging = getMessaging(app);

  return {
    name: 'firebase',
    async send(tokens, message) {
      let sent = 0;
      const invalidTokens: string[] = [];
      for (let i = 0; i < tokens.length; i += BATCH) {
        const batch = tokens.slice(i, i + BATCH);
        const result = await messaging.sendEachForMulticast(fcmMulticast(batch, message));
        result.responses.forEach((response, index) => {
          if (response.success) sent++;
          else if (response.error && INVALID_TOKEN_CODES.has(response.error.code)) invalidTokens.push(batch[index]!);
          else log.warn({ err: response.error }, 'push not delivered');
        });
      }
      return { sent, invalidTokens };
    },
    close: () => deleteApp(app),
  };
}
