// Segments in the console (editors and admins): the list, the live count of a set of rules as the
// operator edits them, create, change and delete. Rules are parsed by SegmentRules (depth and size
// limited) and a bad tree is 400 ValidationError.
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Done } from '../../../contract/console';
import {
  ConsoleSegmentList,
  SegmentBody,
  SegmentCount,
  SegmentCountBody,
  SegmentIdParam,
  SegmentSaved,
  SIGNUP_CHANNELS,
  type SegmentRules,
} from '../../../contract/console/segments';
import { challenges, tiers } from '../../db/schema';
import { createSegment, deleteSegment, getSegment, listSegments, updateSegment } from '../../services/segments/console-segments';
import { countMatching } from '../../services/segments/membership';
import { localize } from '../../services/texts/localize';

export default async function consoleSegmentRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const editors = { onRequest: app.requireStaff('admin', 'editor') };
  const { LANGUAGES, DEFAULT_LANGUAGE } = app.config;

  app.get('/segments', { ...editors, schema: { response: { 200: ConsoleSegmentList } } }, async () => {
    const rows = await app.db.select({ id: challenges.id, name: challenges.name }).from(challenges).where(eq(challenges.active, true)).orderBy(desc(challenges.id)).limit(500);
    return {
      segments: await listSegments(app.db),
      languages: [DEFAULT_LANGUAGE, ...LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE)],
      channels: [...SIGNUP_CHANNELS],
      challenges: rows.map((c) => ({ id: c.id, name: localize(c.name, DEFAULT_LANGUAGE, DEFAULT_LANGUAGE) })),
      tiers: (await app.db.select({ id: tiers.id, name: tiers.name }).from(tiers).orderBy(asc(tiers.threshold))).map((tier) => ({
        id: tier.id,
        name: localize(tier.name, DEFAULT_LANGUAGE, DEFAULT_LANGUAGE),
      })),
    };
  });

  app.post('/segments/count', { ...editors, schema: { body: SegmentCountBody, response: { 200: SegmentCount } } }, async (request) => ({
    members: await countMatching(app.db, request.body.rules as SegmentRules),
  }));

  app.post(
    '/segments',
    { ...editors, config: { idempotent: 'staff' }, schema: { body: SegmentBody, response: { 200: SegmentSaved } } },
    async (request) => ({ segment: await getSegment(app.db, await createSegment(app.db, request.staff!.staffId, request.body)) }),
  );

  app.post('/segments/:id', { ...editors, schema: { params: SegmentIdParam, body: SegmentBody, response: { 200: SegmentSaved } } }, async (request) => {
    await updateSegment(app.db, request.staff!.staffId, request.params.id, request.body);
    return { segment: await getSegment(app.db, request.params.id) };
  });

  app.post('/segments/:id/delete', { ...editors, schema: { params: SegmentIdParam, response: { 200: Done } } }, async (request) => {
    await deleteSegment(app.db, request.staff!.staffId, request.params.id);
    return { success: true as const };
  });
}
