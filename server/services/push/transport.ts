// How push messages leave the server: firebase-admin when FIREBASE_CREDENTIALS is set
// (firebase-transport.ts), otherwise the log transport below, which prints each message and keeps
// the latest ones in memory for tests and the demo.
import type { FastifyBaseLogger } from 'fastify';
import type { PushMessageData } from '../../../contract/push';

export type PushMessage = PushMessageData;

export interface PushSendResult {
  /** Tokens the push service accepted. */
  sent: number;
  /** Tokens the push service says will never work again; the caller deletes them. */
  invalidTokens: string[];
}

export interface PushTransport {
  readonly name: string;
  send(tokens: string[], message: PushMessage): Promise<PushSendResult>;
  close?(): Promise<void>;
}

export interface LoggedPush {
  tokens: string[];
  message: PushMessage;
  sent_at: string;
}

export interface LogPushTransport extends PushTransport {
  /** Newest first, at most `limit`. */
  readonly messages: LoggedPush[];
  /** Tokens answered as invalid from now on, as FCM would for an uninstalled app (tests). */
  readonly rejectTokens: Set<string>;
}

export function logPushTransport(log: FastifyBaseLogger, limit = 100): LogPushTransport {
  const messages: LoggedPush[] = [];
  const rejectTokens = new Set<string>();
  return {
    name: 'log',
    messages,
    rejectTokens,
    async send(tokens, message) {
      const invalidTokens = tokens.filter((t) => rejectTokens.has(t));
      const delivered = tokens.filter((t) => !rejectTokens.has(t));
      messages.unshift({ tokens: delivered, message, sent_at: new Date().toISOString() });
      if (messages.length > limit) messages.length = limit;
      log.info({ push: { kind: message.kind, tokens: delivered.length } }, `push "${message.title}" to ${delivered.length} device(s)`);
      return { sent: delivered.length, invalidTokens };
    },
  };
}
