// Partner (operator) calls about tiers: a member's tier and progress, by phone or external id.
// Prefix /api/partner; the partner key needs the "points" scope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MemberTier, PartnerMemberTierQuery } from '../../contract/tiers';
import { notFound } from '../errors';
import { localeOf } from '../services/economy/locale';
import { findMember } from '../services/economy/partner-points';
import { memberTier } from '../services/tiers/member-tier';

export default async function partnerTierRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/members/tier',
    { onRequest: app.requirePartner('points'), schema: { querystring: PartnerMemberTierQuery, response: { 200: MemberTier } } },
    async (request) => {
      const userId = await findMember(app.db, { phone: request.query.phone, userExternalId: request.query.user_external_id });
      if (userId === null) throw notFound('UserNotFound', 'There is no member with this phone number or external id.');
      return memberTier(app.db, userId, localeOf(request));
    },
  );
}
