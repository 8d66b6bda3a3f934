// SMTP through nodemailer: SMTP_URL (smtp://user:pass@host:587, smtps://... for implicit TLS), MAIL_FROM.
// One retry when the server answers a transient (4xx) reply or the connection fails; 5xx replies are final.
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { DeliveryError } from '../delivery/http-send';
import type { MailTransport } from './transport';

interface SmtpFailure {
  responseCode?: number;
  code?: string;
  message?: string;
}

const transient = (error: SmtpFailure) =>
  error.responseCode === undefined ? error.code !== 'EENVELOPE' && error.code !== 'EMESSAGE' : error.responseCode < 500;

export function smtpMailTransport(config: Config): MailTransport {
  const timeout = config.MAIL_TIMEOUT_SECONDS * 1000;
  const transporter = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    name: 'smtp',
    async send({ to, subject, text, html, headers }) {
      const message = { from: config.MAIL_FROM, to, subject, text, html, headers };
      try {
        await transporter.sendMail(message);
      } catch (first) {
        if (!transient(first as SmtpFailure)) throw new DeliveryError(`mail refused: ${(first as Error).message}`);
        try {
          await transporter.sendMail(message);
        } catch (second) {
          throw new DeliveryError(`mail not sent: ${(second as Error).message}`);
        }
      }
    },
    close: () => transporter.close(),
  };
}
