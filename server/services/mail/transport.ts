// How mail leaves the server (MAIL_TRANSPORT): `log` prints each message and keeps it in the dev
// outbox beside the SMS (kind 'email'), `smtp` sends through nodemailer to SMTP_URL.
// A transport that cannot deliver throws DeliveryError; callers undo what the message was for.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Outbox } from '../sms/outbox';
import { smtpMailTransport } from './smtp-transport';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe and the like). */
  headers?: Record<string, string>;
  /** A one-time token or code the mail carries, kept in the dev outbox for tests. */
  code?: string;
}

export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

/** Development only (production refuses it): the whole text, links included, goes to the log. */
export function logMailTransport(log: FastifyBaseLogger, outbox: Outbox): MailTransport {
  return {
    name: 'log',
    async send({ to, subject, text, code, headers }) {
      outbox.push({ to, kind: 'email', text: `${subject}\n\n${text}`, code: code ?? null, ...(headers ? { headers } : {}) });
      log.info({ mail: { to, subject } }, `[mail] to ${to}: ${subject}\n${text}`);
    },
  };
}

export function createMailTransport(config: Config, log: FastifyBaseLogger, outbox: Outbox): MailTransport {
  return config.MAIL_TRANSPORT === 'smtp' ? smtpMailTransport(config) : logMailTransport(log, outbox);
}
