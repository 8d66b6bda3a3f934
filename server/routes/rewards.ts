// Redeeming prizes and the user's rewards. Prefix /api/user-side.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MarkRewardUsed, PrizeIdBody, Reward, RewardIdParam, Rewards } from '../../contract/economy';
import { localeOf } from '../services/economy/locale';
import { redeemPrize } from '../services/economy/redemption';
import { activeRewards, markRewardUsed, userReward } from '../services/economy/rewards';

export default async function rewardRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/redeemPrize',
    { config: { idempotent: true }, schema: { body: PrizeIdBody, response: { 200: Reward } } },
    async (request) => redeemPrize(app.db, request.user!.id, request.body.prize_id, localeOf(request)),
  );

  app.get('/getUserActiveRewards', { schema: { response: { 200: Rewards } } }, async (request) =>
    activeRewards(app.db, request.user!.id, localeOf(request)),
  );

  app.get('/getUserReward/:id', { schema: { params: RewardIdParam, response: { 200: Reward } } }, async (request) =>
    userReward(app.db, request.user!.id, request.params.id, localeOf(request)),
  );

  app.post('/markRewardUsed', { schema: { body: MarkRewardUsed, response: { 200: Reward } } }, async (request) =>
    markRewardUsed(app.db, request.user!.id, request.body.reward_id, localeOf(request)),
  );
}
