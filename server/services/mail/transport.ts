// How mail leaves the server. Only the `log` transport exists: it prints each message and keeps it
// in the dev outbox beside the SMS (kind 'email'), so tests and the demo can open the links.
import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from '../sms/outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A one-time token or code the mail carries, kept in the dev outbox for tests. */
  code?: string;
}

export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

export function logMailTransport(log: FastifyBaseLogger, outbox: Outbox): MailTransport {
  return {
    name: 'log',
    async send({ to, subject, text, code }) {
      outbox.push({ to, kind: 'email', text: `${subject}\n\n${text}`, code: code ?? null });
      log.info({ mail: { to, subject } }, `mail to ${to}: ${subject}`);
      console.log(`[mail] to ${to}: ${subject}\n${text}`);
    },
  };
}
