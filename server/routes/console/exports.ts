// CSV exports of the reports and the console's lists, streamed (services/exports): each takes the
// filters its page shows and is written to the audit log (action `export`, entity the export's name,
// the filters as `after`) before the first byte goes out. Reports, members, the audit log and till
// purchases are for admins; prizes and promo codes for editors too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { localeOf } from '../../services/economy/locale';
import { auditCsv } from '../../services/exports/audit-export';
import { prizeCsv, promoCodeCsv } from '../../services/exports/catalogue-export';
import { memberCsv } from '../../services/exports/member-export';
import { memberFilterQuery } from '../../services/console/member-list';
import { funnelReportCsv, pointsReportCsv, prizeReportCsv } from '../../services/exports/report-export';
import { tillPurchaseCsv } from '../../services/exports/till-purchase-export';
import { auditFilterQuery, writeAudit } from '../../services/staff/audit';
import { AuditQuery } from '../../../contract/console';
import { MemberListQuery } from '../../../contract/console/members';
import { ReportQuery, TillPurchaseExportQuery, type ExportName } from '../../../contract/console/reports';

const csvDoc = (description: string) => ({ description, produces: ['text/csv'] });

export default async function consoleExportRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireStaff('admin') };
  const editors = { onRequest: app.requireStaff('admin', 'editor') };

  async function send(request: FastifyRequest, reply: FastifyReply, name: ExportName, filters: unknown, csv: () => Readable) {
    await writeAudit(app.db, { staffId: request.staff!.staffId, action: 'export', entityType: 'export', entityId: name, after: filters });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv());
  }

  app.get('/exports/report-points.csv', { ...admin, schema: { querystring: ReportQuery, ...csvDoc('Points by month.') } }, async (request, reply) =>
    send(request, reply, 'report-points', request.query, () => pointsReportCsv(app.db, request.query)),
  );

  app.get('/exports/report-prizes.csv', { ...admin, schema: { querystring: ReportQuery, ...csvDoc('Redemptions per prize.') } }, async (request, reply) =>
    send(request, reply, 'report-prizes', request.query, () => prizeReportCsv(app.db, request.query, localeOf(request))),
  );

  app.get('/exports/report-challenges.csv', { ...admin, schema: csvDoc('Challenge funnels, all time.') }, async (request, reply) =>
    send(request, reply, 'report-challenges', {}, () => funnelReportCsv(app.db, localeOf(request))),
  );

  app.get('/exports/members.csv', { ...admin, schema: { querystring: MemberListQuery, ...csvDoc('The member list with its filters and sort, every page.') } }, async (request, reply) => {
    const { page: _page, page_size: _size, ...q } = request.query;
    return send(request, reply, 'members', q, () =>
      memberCsv(app.db, memberFilterQuery(q)),
    );
  });

  app.get('/exports/audit.csv', { ...admin, schema: { querystring: AuditQuery, ...csvDoc('The audit log with its filters, every page.') } }, async (request, reply) => {
    const { page: _page, page_size: _size, ...q } = request.query;
    return send(request, reply, 'audit', q, () => auditCsv(app.db, auditFilterQuery(q)));
  });

  app.get('/exports/till-purchases.csv', { ...admin, schema: { querystring: TillPurchaseExportQuery, ...csvDoc('Till purchases.') } }, async (request, reply) =>
    send(request, reply, 'till-purchases', request.query, () => tillPurchaseCsv(app.db, request.query)),
  );

  app.get('/exports/prizes.csv', { ...editors, schema: csvDoc('Prizes.') }, async (request, reply) =>
    send(request, reply, 'prizes', {}, () => prizeCsv(app.db, localeOf(request))),
  );

  app.get('/exports/promo-codes.csv', { ...editors, schema: csvDoc('Promo codes and their uses.') }, async (request, reply) =>
    send(request, reply, 'promo-codes', {}, () => promoCodeCsv(app.db)),
  );
}
