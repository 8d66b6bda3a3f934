// Achievements waiting to be collected, and collecting them (points through the ledger). Prefix /api/user-side.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AchievementList,
  CollectAchievementBody,
  CollectAchievementResult,
} from '../../contract/challenges';
import { collectAchievement, notCollectedAchievements } from '../services/challenges/achievements';

export default async function achievementRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/getUserNotCollectedAchievements',
    { onRequest: app.requireUser, schema: { response: { 200: AchievementList } } },
    async (request) => notCollectedAchievements(app.db, request.user!.id, request.lang, app.config.DEFAULT_LANGUAGE),
  );

  app.post(
    '/collectUserAchievement',
    {
      onRequest: app.requireUser,
      config: { idempotent: true },
      schema: { body: CollectAchievementBody, response: { 200: CollectAchievementResult } },
    },
    async (request) => collectAchievement(app.db, request.user!.id, request.body.achievement_id),
  );
}
