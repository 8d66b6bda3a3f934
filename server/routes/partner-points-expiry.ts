// Partner (operator) call: a member's balance, pending and expiring points. Prefix /api/partner; scope 'points'.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PartnerExpiringPoints, PartnerExpiringPointsQuery } from '../../contract/points-expiry';
import { notFound } from '../errors';
import { findMember } from '../services/economy/partner-points';
import { partnerExpiringPoints } from '../services/points-expiry/member-expiry';

export default async function partnerPointsExpiryRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/members/expiring-points',
    { onRequest: app.requirePartner('points'), schema: { querystring: PartnerExpiringPointsQuery, response: { 200: PartnerExpiringPoints } } },
    async (request) => {
      const userId = await findMember(app.db, { phone: request.query.phone, userExternalId: request.query.user_external_id });
      if (userId === null) throw notFound('UserNotFound', 'There is no member with this phone number or external id.');
      return partnerExpiringPoints(app.db, userId);
    },
  );
}
