// Admins: the finance reports (services/reports). Every CSV export (routes/console/exports.ts) sits beside.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localeOf } from '../../services/economy/locale';
import { reports } from '../../services/reports/reports';
import { ReportQuery, Reports } from '../../../contract/console/reports';

export default async function consoleReportRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireStaff('admin') };

  app.get('/reports', { ...admin, schema: { querystring: ReportQuery, response: { 200: Reports } } }, async (request) =>
    reports(app.db, request.query, localeOf(request)),
  );
}
