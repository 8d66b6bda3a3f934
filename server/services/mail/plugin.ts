// Puts the mail transport on the app (app.mail). Needs app.outbox from the SMS plugin (plugins/authenticate.ts).
import fp from 'fastify-plugin';
import { observedMail } from '../../observability/observed-transports';
import { createMailTransport, type MailTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailTransport;
  }
}

export default fp(
  async (app) => {
    // Route modules that send mail register this plugin too; the first registration wins.
    if (app.hasDecorator('mail')) return;
    const mail = observedMail(createMailTransport(app.config, app.log, app.outbox));
    app.decorate('mail', mail);
    app.addHook('onClose', async () => mail.close?.());
  },
  { name: 'mail-transport' },
);
