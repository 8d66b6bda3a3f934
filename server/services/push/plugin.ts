// Puts the push service on the app as `app.push` (register it among the app plugins, before the
// routes that notify): firebase-admin when FIREBASE_CREDENTIALS is set, the log transport otherwise.
import fp from 'fastify-plugin';
import { observedPush } from '../../observability/observed-transports';
import { firebasePushTransport } from './firebase-transport';
import { createPushService, type PushService } from './service';
import { logPushTransport, type PushTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.push.notifyUsers(kind, userIds, message)`: honours the users' notification flags. */
    push: PushService;
  }
}

export default fp(
  async (app) => {
    let transport: PushTransport;
    if (app.config.FIREBASE_CREDENTIALS) {
      try {
        transport = await firebasePushTransport(app.config.FIREBASE_CREDENTIALS, app.log);
      } catch (error) {
        throw new Error(`FIREBASE_CREDENTIALS could not be used: ${(error as Error).message}`, { cause: error });
      }
    } else {
      transport = logPushTransport(app.log);
    }
    app.decorate(
      'push',
      createPushService(app.db, observedPush(transport), app.log, { languages: app.config.LANGUAGES, fallbackLanguage: app.config.DEFAULT_LANGUAGE }),
    );
    app.addHook('onClose', async () => {
      await transport.close?.();
    });
  },
  { name: 'push' },
);
