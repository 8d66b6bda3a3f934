// Admins only: the programme's points validity (how long points stay, pending days, reminder lead time).
// A change is audited; pending days that outlast the shortest validity are refused (400 ValidationError).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PointsValidity, PointsValidityChange } from '../../../contract/console/points-validity';
import { changeValidityRule, readValidityRule } from '../../services/points-expiry/validity-rule';

export default async function consolePointsValidityRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireStaff('admin') };

  app.get('/points-validity', { ...admin, schema: { response: { 200: PointsValidity } } }, async () => readValidityRule(app.db));

  app.post('/points-validity', { ...admin, schema: { body: PointsValidityChange, response: { 200: PointsValidity } } }, async (request) =>
    changeValidityRule(app.db, request.staff!.staffId, request.body),
  );
}
