// How SMS leave the server. Only the `log` transport exists: it prints each message and keeps it in
// the outbox, so a person running `npm start` reads the code in the terminal.
import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from './outbox';

export type SmsKind = 'login' | 'phone_confirmation';

export interface SmsMessage {
  /** Phone digits with the country prefix, no +. */
  to: string;
  text: string;
  /** The one-time code the text carries, kept in the dev outbox for tests. */
  code?: string;
  kind: SmsKind;
}

export interface SmsTransport {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** `echo` prints a plain line to the terminal as well (off in tests, whose logger is silent). */
export function logSmsTransport(log: FastifyBaseLogger, outbox: Outbox, echo = true): SmsTransport {
  return {
    name: 'log',
    async send({ to, text, code, kind }) {
      outbox.push({ to, kind, text, code: code ?? null });
      log.info({ sms: { to, kind } }, `sms to +${to}: ${text}`);
      if (echo) console.log(`[sms] to +${to}: ${text}`);
    },
  };
}
