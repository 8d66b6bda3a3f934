// How SMS leave the server (SMS_TRANSPORT): `log` prints each message and keeps it in the dev outbox
// (development and tests), `http` posts to a generic gateway, `twilio` calls Twilio's REST API.
// A transport that cannot deliver throws DeliveryError; callers undo what the message was for.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { httpSmsTransport } from './http-transport';
import type { Outbox } from './outbox';
import { twilioSmsTransport } from './twilio-transport';

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

/** Development only (production refuses it): the whole text, code included, goes to the log. */
export function logSmsTransport(log: FastifyBaseLogger, outbox: Outbox): SmsTransport {
  return {
    name: 'log',
    async send({ to, text, code, kind }) {
      outbox.push({ to, kind, text, code: code ?? null });
      log.info({ sms: { to, kind } }, `[sms] to +${to}: ${text}`);
    },
  };
}

export function createSmsTransport(config: Config, log: FastifyBaseLogger, outbox: Outbox): SmsTransport {
  switch (config.SMS_TRANSPORT) {
    case 'http':
      return httpSmsTransport(config);
    case 'twilio':
      return twilioSmsTransport(config);
    default:
      return logSmsTransport(log, outbox);
  }
}
