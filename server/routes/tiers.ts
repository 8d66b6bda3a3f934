// The member's tier and the progress to the next one (dashboard, profile, My card). Prefix /api/user-side.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MemberTier } from '../../contract/tiers';
import { localeOf } from '../services/economy/locale';
import { memberTier } from '../services/tiers/member-tier';

export default async function tierRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.get('/getUserTier', { schema: { response: { 200: MemberTier } } }, async (request) =>
    memberTier(app.db, request.user!.id, localeOf(request)),
  );
}
