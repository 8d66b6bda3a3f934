// GET /api/user-side/getSnoozedChallengesCount: how many snoozed challenges could be brought back
// (POST /resetSnoozedChallenges brings them back).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SnoozedCount } from '../../contract/challenges';
import { snoozedChallengeCount } from '../services/challenges/snoozed';

export default async function snoozedRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/getSnoozedChallengesCount',
    { onRequest: app.requireUser, schema: { response: { 200: SnoozedCount } } },
    async (request) => ({ count: await snoozedChallengeCount(app.db, request.user!.id) }),
  );
}
