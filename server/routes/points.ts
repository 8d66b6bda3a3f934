// Sending points to another member. Prefix /api/user-side. (Balances: getUserPoints in routes/user.ts.)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TransferPoints, TransferPreview, TransferResult } from '../../contract/economy';
import { previewTransfer, transferPoints } from '../services/economy/transfers';

/** Transfers per member and window: enough for anyone, too few to map who is a member. */
const TRANSFERS = {
  max: 20,
  timeWindow: '10 minutes',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `transfer:${request.user?.id ?? request.ip}`,
};

/** Checks before a confirmation: a few per transfer, never enough to map who is a member. */
const TRANSFER_CHECKS = { ...TRANSFERS, max: 30, keyGenerator: (request: FastifyRequest) => `transfer-check:${request.user?.id ?? request.ip}` };

export default async function pointsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/previewTransfer',
    { config: { rateLimit: TRANSFER_CHECKS }, schema: { body: TransferPoints, response: { 200: TransferPreview } } },
    async (request) => {
      const { recipient_phone, points } = request.body;
      const preview = await previewTransfer(app.db, request.user!.id, { recipientPhone: recipient_phone, points });
      return { recipient_name: preview.recipientName, recipient_phone };
    },
  );

  app.post(
    '/transferPoints',
    { config: { idempotent: true, rateLimit: TRANSFERS }, schema: { body: TransferPoints, response: { 200: TransferResult } } },
    async (request) => {
      const { recipient_phone, points } = request.body;
      const result = await transferPoints(app.db, request.user!.id, { recipientPhone: recipient_phone, points });
      return { success: true as const, balance: result.balance, recipient_name: result.recipientName };
    },
  );
}
