// Partner API (prefix /api/partner, a key with the "tags" scope): set and remove tags on a member, for
// the console's segments. Both accept an Idempotency-Key like the other partner writes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PartnerTagsBody, PartnerTagsResult } from '../../contract/member-tags';
import { removeMemberTags, setMemberTags } from '../services/segments/member-tags';

export default async function partnerTagRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const write = { onRequest: app.requirePartner('tags'), config: { idempotent: 'partner' as const } };
  const schema = { body: PartnerTagsBody, response: { 200: PartnerTagsResult } };

  app.post('/members/tags', { ...write, schema }, async (request) => ({
    success: true as const,
    tags: await setMemberTags(app.db, request.partnerKey!, request.body),
  }));

  app.post('/members/tags/remove', { ...write, schema }, async (request) => ({
    success: true as const,
    tags: await removeMemberTags(app.db, request.body),
  }));
}
