// GET /api/user-side/getMonthlyTopCard/{id}/{urlIdentifier}?lang=: the PNG share card of a monthly
// champion (services/monthly-top/share-card.ts). Public like the landing page it belongs to: the id and
// the identifier of the shared link are the key.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MonthlyTopUserParams } from '../../contract/community';
import { monthlyTopUser } from '../services/monthly-top/ranking';
import { monthlyTopCardPng } from '../services/monthly-top/share-card';
import { readSettings } from '../services/settings/settings';

export default async function monthlyTopCardRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/getMonthlyTopCard/:id/:urlIdentifier', { schema: { params: MonthlyTopUserParams } }, async (request, reply) => {
    const settings = await readSettings(app.db, app.config, request.lang);
    const user = await monthlyTopUser(app.db, request.params.id, request.params.urlIdentifier, settings.brand.name);
    const png = await monthlyTopCardPng(user, request.lang);
    return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png);
  });
}
