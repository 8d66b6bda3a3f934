// Admins only: the programme's figures over a period (services/console/overview.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { overview } from '../../services/console/overview';
import { localeOf } from '../../services/economy/locale';
import { Overview, OverviewQuery } from '../../../contract/console/overview';

export default async function consoleOverviewRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireStaff('admin') };

  app.get('/overview', { ...admin, schema: { querystring: OverviewQuery, response: { 200: Overview } } }, async (request) =>
    overview(app.db, request.query, localeOf(request)),
  );
}
