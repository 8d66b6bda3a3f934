// Till mode (roles till and admin): look up a scanned code, mark a reward used, points for a purchase.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localeOf } from '../../services/economy/locale';
import { awardPurchase, lookUpCode, markRewardUsedAtTill } from '../../services/console/till';
import { PurchaseAwarded, PurchaseBody, RewardUsed, ScannedCode, TillCodeParam } from '../../../contract/console';

export default async function consoleTillRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const till = { onRequest: app.requireStaff('admin', 'till') };
  const rate = app.config.TILL_POINTS_PER_CURRENCY_UNIT;

  app.get('/till/codes/:code', { ...till, schema: { params: TillCodeParam, response: { 200: ScannedCode } } }, async (request) =>
    lookUpCode(app.db, request.params.code, localeOf(request)),
  );

  app.post('/till/rewards/:code/use', { ...till, schema: { params: TillCodeParam, response: { 200: RewardUsed } } }, async (request) =>
    markRewardUsedAtTill(app.db, request.staff!.staffId, request.params.code, localeOf(request)),
  );

  app.post(
    '/till/purchases',
    { ...till, config: { idempotent: 'staff' }, schema: { body: PurchaseBody, response: { 200: PurchaseAwarded } } },
    async (request) => ({
      ...(await awardPurchase(app.db, request.staff!.staffId, {
        userId: request.body.member_id,
        amount: request.body.amount,
        rate,
        receiptNumber: request.body.receipt_number ?? null,
      })),
      rate,
    }),
  );
}
