// Partner API (prefix /api/partner, Authorization: Bearer PARTNER_API_KEY): events that move
// api_event, api_event_for_period, api_event_quantitative and owner_api_call challenges.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PartnerEventBody, PartnerEventResult } from '../../contract/challenges';
import { findUser, recordPartnerEvent } from '../services/challenges/partner-event-intake';
import { completionPush } from '../services/push/messages';

export default async function partnerEventRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/events',
    { onRequest: app.requirePartner('events'), config: { idempotent: 'partner' }, schema: { body: PartnerEventBody, response: { 200: PartnerEventResult } } },
    async (request) => {
      const result = await recordPartnerEvent(app.db, request.partnerKey!, request.body);
      // The customer is away from the app when a partner's event completes a challenge: tell them.
      if (result.progressed.some((p) => p.completed)) {
        const userId = await findUser(app.db, request.body);
        void app.push.notifyUsers('challenge_completion', [userId], completionPush(app.config.DEFAULT_LANGUAGE));
      }
      return result;
    },
  );
}
