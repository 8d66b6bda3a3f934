// Admins: the programme's tiers (names, pictures, benefits, thresholds, multipliers) and its window
// and grace rules. Bad input is a 400 with an error_code (ValidationError, TierThresholdTaken, BaseTierFixed);
// every change is audited.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Done } from '../../../contract/console';
import { TierBody, TierIdParam, TierList, TierRules } from '../../../contract/console/tiers';
import { checkTierLanguages, createTier, deleteTier, listConsoleTiers, updateTier } from '../../services/tiers/tier-catalogue';
import { readTierRules, saveTierRules } from '../../services/tiers/tier-rules';

export default async function consoleTierRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admins = { onRequest: app.requireStaff('admin') };
  const { LANGUAGES, DEFAULT_LANGUAGE } = app.config;
  const languages = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE)];
  const list = async () => ({ languages, tiers: await listConsoleTiers(app.db), rules: await readTierRules(app.db) });

  app.get('/tiers', { ...admins, schema: { response: { 200: TierList } } }, list);

  app.post('/tiers', { ...admins, config: { idempotent: 'staff' }, schema: { body: TierBody, response: { 200: TierList } } }, async (request) => {
    checkTierLanguages(request.body, languages);
    await createTier(app.db, request.staff!.staffId, request.body);
    return list();
  });

  app.post('/tiers/rules', { ...admins, schema: { body: TierRules, response: { 200: TierList } } }, async (request) => {
    await saveTierRules(app.db, request.staff!.staffId, request.body);
    return list();
  });

  app.post('/tiers/:id', { ...admins, schema: { params: TierIdParam, body: TierBody, response: { 200: TierList } } }, async (request) => {
    checkTierLanguages(request.body, languages);
    await updateTier(app.db, request.staff!.staffId, request.params.id, request.body);
    return list();
  });

  app.post('/tiers/:id/delete', { ...admins, schema: { params: TierIdParam, response: { 200: Done } } }, async (request) => {
    await deleteTier(app.db, request.staff!.staffId, request.params.id);
    return { success: true as const };
  });
}
