// POST /savePushToken (prefix /api/user-side): the app registers this browser for push notifications.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Success } from '../../contract';
import { SavePushToken } from '../../contract/push';
import { savePushToken } from '../services/push/tokens';

export default async function pushRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/savePushToken',
    { preHandler: app.requireUser, schema: { body: SavePushToken, response: { 200: Success } } },
    async (request) => {
      const { token, user_agent } = request.body;
      await savePushToken(app.db, request.user!.id, token, user_agent || request.headers['user-agent'] || '');
      return { success: true as const };
    },
  );
}
