// Puts the SMS transport and the shared dev outbox on the app (the mail transport pushes into the same outbox).
import fp from 'fastify-plugin';
import { observedSms } from '../../observability/observed-transports';
import { Outbox } from './outbox';
import { createSmsTransport, type SmsTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Messages of the log transports, newest first (GET /api/dev/outbox). */
    outbox: Outbox;
    sms: SmsTransport;
  }
}

export default fp(
  async (app) => {
    const outbox = new Outbox();
    app.decorate('outbox', outbox);
    app.decorate('sms', observedSms(createSmsTransport(app.config, app.log, outbox)));
  },
  { name: 'sms' },
);
