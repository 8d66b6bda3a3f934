// Partner (operator) calls about money: a till redeems a reward code, the operator awards points.
// Prefix /api/partner; authenticated by the partner API key, not a user token.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PartnerAwardPoints,
  PartnerAwardResult,
  PartnerRewardCodeParam,
  PartnerRewardRedeemed,
} from '../../contract/economy';
import { localeOf } from '../services/economy/locale';
import { awardPartnerPoints } from '../services/economy/partner-points';
import { redeemRewardAtTill } from '../services/economy/till';

export default async function partnerRewardRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/rewards/:code/redeem',
    { onRequest: app.requirePartner('rewards'), schema: { params: PartnerRewardCodeParam, response: { 200: PartnerRewardRedeemed } } },
    async (request) => redeemRewardAtTill(app.db, request.params.code, localeOf(request)),
  );

  app.post(
    '/points',
    { onRequest: app.requirePartner('points'), config: { idempotent: 'partner' }, schema: { body: PartnerAwardPoints, response: { 200: PartnerAwardResult } } },
    async (request) => {
      const { phone, user_external_id, points, title } = request.body;
      const titles = typeof title === 'string' ? { [app.config.DEFAULT_LANGUAGE]: title } : title;
      const result = await awardPartnerPoints(app.db, request.partnerKey!, {
        phone,
        userExternalId: user_external_id,
        points,
        title: titles,
      });
      return { success: true as const, ...result };
    },
  );
}
