// Admins only: the audit log with filters and pages, and the staff accounts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listStaff } from '../../services/staff/accounts';
import { auditFilterQuery, auditOptions, listAudit } from '../../services/staff/audit';
import { addStaff, changeStaff } from '../../services/staff/staff-admin';
import { AuditPage, AuditQuery, NewStaffBody, Staff, StaffAccount, StaffChangeBody, StaffIdParam, StaffList } from '../../../contract/console';
import { AuditOptions } from '../../../contract/console/staff';

export default async function consoleAdminRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireStaff('admin') };

  app.get('/audit', { ...admin, schema: { querystring: AuditQuery, response: { 200: AuditPage } } }, async (request) => {
    const q = request.query;
    const { total, entries } = await listAudit(app.db, { ...auditFilterQuery(q), page: q.page, pageSize: q.page_size });
    return { total, page: q.page, page_size: q.page_size, entries };
  });

  app.get('/audit/options', { ...admin, schema: { response: { 200: AuditOptions } } }, async () => auditOptions(app.db));

  app.get('/staff', { ...admin, schema: { response: { 200: StaffList } } }, async () => ({ staff: await listStaff(app.db) }));

  app.post('/staff', { ...admin, schema: { body: NewStaffBody, response: { 200: Staff } } }, async (request) =>
    addStaff(app.db, request.staff!.staffId, request.body),
  );

  app.post(
    '/staff/:id',
    { ...admin, schema: { params: StaffIdParam, body: StaffChangeBody, response: { 200: StaffAccount } } },
    async (request) => changeStaff(app.db, request.staff!.staffId, request.params.id, request.body),
  );
}
