// The member's expiring and pending points, and the dismissal of the expiry notice. Prefix /api/user-side.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DismissedExpiryNotice, DismissExpiryNotice, ExpiringPoints } from '../../contract/points-expiry';
import { dismissExpiryNotice, expiringPoints } from '../services/points-expiry/member-expiry';

export default async function pointsExpiryRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.get('/expiringPoints', { schema: { response: { 200: ExpiringPoints } } }, async (request) => expiringPoints(app.db, request.user!.id));

  app.post('/dismissExpiryNotice', { schema: { body: DismissExpiryNotice, response: { 200: DismissedExpiryNotice } } }, async (request) => {
    await dismissExpiryNotice(app.db, request.user!.id, request.body.expires_on);
    return { success: true as const };
  });
}
