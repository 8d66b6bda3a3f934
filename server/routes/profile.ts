// The profile sub-pages' calls (docs/contract.md). Prefix /api/user-side; all signed in.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Success } from '../../contract';
import { DeactivateUser, NotificationSettings, SaveEmail, SaveEmailResult } from '../../contract/community';
import { deactivateUser, saveEmail, saveNotificationSettings } from '../services/members/profile';

/** Each request mails someone: a member may ask this often (per user, after sign-in). */
const EMAIL_LIMIT = {
  max: 10,
  timeWindow: '1 hour',
  hook: 'preHandler' as const,
  keyGenerator: (request: { user: { id: number } | null; ip: string }) => `user:${request.user?.id ?? request.ip}`,
};

export default async function profileRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // onRequest, so a missing token is a 401 before any body validation.
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/saveNotificationSettings',
    { config: { idempotent: true }, schema: { body: NotificationSettings, response: { 200: Success } } },
    async (request) => {
      await saveNotificationSettings(app.db, request.user!.id, request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/saveEmail',
    { config: { idempotent: true, rateLimit: EMAIL_LIMIT }, schema: { body: SaveEmail, response: { 200: SaveEmailResult } } },
    async (request) => {
      const { sentTo, resendAfter } = await saveEmail(
        app.db,
        { mail: app.mail, config: app.config },
        { userId: request.user!.id, email: request.body.email, lang: request.lang },
      );
      return { success: true as const, sent_to: sentTo, resend_after: resendAfter };
    },
  );

  app.post(
    '/deactivateUser',
    { config: { idempotent: true }, schema: { body: DeactivateUser, response: { 200: Success } } },
    async (request) => {
      await deactivateUser(app.db, request.user!.id);
      return { success: true as const };
    },
  );
}
