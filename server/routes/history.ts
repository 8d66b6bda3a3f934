// The points history: every ledger row of the user, newest first. Prefix /api/user-side.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HistoryPage, HistoryQuery } from '../../contract/economy';
import { historyPage } from '../services/economy/history';
import { localeOf } from '../services/economy/locale';

export default async function historyRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.get('/getUserHistoryLog', { schema: { querystring: HistoryQuery, response: { 200: HistoryPage } } }, async (request) =>
    historyPage(app.db, request.user!.id, request.query, localeOf(request)),
  );
}
