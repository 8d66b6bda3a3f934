// The console API (docs/architecture.md (the operator's side)), registered with prefix /api/console. Every call but sign-in
// needs a staff token; each group names the roles it admits.
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../plugins/language';
import consoleAdminRoutes from './admin';
import consoleAuthRoutes from './auth';
import consoleCatalogueRoutes from './catalogue';
import consoleExportRoutes from './exports';
import consoleImageRoutes from './images';
import consoleImportRoutes from './imports';
import consoleChallengeRoutes from './challenges';
import consoleMemberRoutes from './members';
import consoleNewsRoutes from './news';
import consoleOverviewRoutes from './overview';
import consolePointsValidityRoutes from './points-validity';
import consoleReportRoutes from './reports';
import consoleSettingsRoutes from './settings';
import consoleSegmentRoutes from './segments';
import consoleStaffRoutes from './staff';
import consoleTierRoutes from './tiers';
import consoleTillRoutes from './till';
import consoleWebhookRoutes from './webhooks';

export default async function consoleRoutes(app: FastifyInstance) {
  // Names and texts in the console's own language (admin/src/api.ts sends it as Accept-Language): the
  // `lang` cookie on this origin is the customer app's choice, not the operator's.
  app.addHook('onRequest', async (request) => {
    request.lang = requestLanguage(request, { withCookie: false });
  });
  await app.register(consoleAuthRoutes);
  await app.register(consoleMemberRoutes);
  await app.register(consoleTillRoutes);
  await app.register(consoleAdminRoutes);
  await app.register(consoleStaffRoutes);
  await app.register(consoleCatalogueRoutes);
  await app.register(consoleOverviewRoutes);
  await app.register(consoleNewsRoutes);
  await app.register(consoleImageRoutes);
  await app.register(consoleSettingsRoutes);
  await app.register(consolePointsValidityRoutes);
  await app.register(consoleChallengeRoutes);
  await app.register(consoleTierRoutes);
  await app.register(consoleWebhookRoutes);
  await app.register(consoleReportRoutes);
  await app.register(consoleExportRoutes);
  await app.register(consoleImportRoutes);
  await app.register(consoleSegmentRoutes);
}
