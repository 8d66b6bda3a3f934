// Promo codes and referral codes (profile pages promo-code and referral-code, invite/{referralId}).
// Prefix /api/user-side.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApplyCode, PromoCodeResult, ReferralResult } from '../../contract/economy';
import { applyPromoCode } from '../services/economy/promo-codes';
import { applyReferralCode } from '../services/economy/referrals';
import { notifyNewFriends } from '../services/members/friends';

/** Codes are guessable by trying: each member gets this many attempts per window (after sign-in, so per user). */
const ATTEMPTS = {
  max: 20,
  timeWindow: '10 minutes',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
};

export default async function codeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/applyPromoCode',
    { config: { idempotent: true, rateLimit: ATTEMPTS }, schema: { body: ApplyCode, response: { 200: PromoCodeResult } } },
    async (request) => ({ success: true as const, ...(await applyPromoCode(app.db, request.user!.id, request.body.code)) }),
  );

  app.post(
    '/applyReferralCode',
    { config: { idempotent: true, rateLimit: ATTEMPTS }, schema: { body: ApplyCode, response: { 200: ReferralResult } } },
    async (request) => {
      const userId = request.user!.id;
      const { points, balance, newFriendId } = await applyReferralCode(app.db, userId, request.body.code);
      if (newFriendId !== null) {
        void notifyNewFriends(app.db, app.push, app.config, userId, [newFriendId]).catch((err) =>
          request.log.error({ err }, 'new friend push failed'),
        );
      }
      return { success: true as const, points, balance };
    },
  );
}
