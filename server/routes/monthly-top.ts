// The monthly top (docs/contract.md). Prefix /api/user-side. The list is for signed-in members
// (it marks their own entry); one member's landing page is public, reached by its shared link.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MonthlyTop, MonthlyTopUser, MonthlyTopUserParams } from '../../contract/community';
import { monthlyTopList, monthlyTopUser } from '../services/monthly-top/ranking';
import { readSettings } from '../services/settings/settings';

export default async function monthlyTopRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/getMonthlyTop',
    { onRequest: app.requireUser, schema: { response: { 200: MonthlyTop } } },
    async (request) => monthlyTopList(app.db, request.user!.id),
  );

  app.get(
    '/getMonthlyTopUser/:id/:urlIdentifier',
    { schema: { params: MonthlyTopUserParams, response: { 200: MonthlyTopUser } } },
    async (request) => {
      const settings = await readSettings(app.db, app.config, request.lang);
      return monthlyTopUser(app.db, request.params.id, request.params.urlIdentifier, settings.brand.name);
    },
  );
}
