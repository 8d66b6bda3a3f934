// Admins only: the programme's settings that rows may set, and, read-only, what the deployment fixes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeSettings, consoleSettings } from '../../services/console/settings';
import { ConsoleSettings, SettingsChange, SettingsSaved } from '../../../contract/console/settings';

export default async function consoleSettingsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireStaff('admin') };

  app.get('/settings', { ...admin, schema: { response: { 200: ConsoleSettings } } }, async () => consoleSettings(app.db, app.config));

  app.post('/settings', { ...admin, schema: { body: SettingsChange, response: { 200: SettingsSaved } } }, async (request) => {
    const changed = await changeSettings(app.db, app.config, request.staff!.staffId, request.body);
    return { changed, settings: await consoleSettings(app.db, app.config) };
  });
}
