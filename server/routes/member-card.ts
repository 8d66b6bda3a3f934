// The signed-in member's card: the token a till scans, and a new one on request (the old one stops
// working at once). Prefix /api/user-side.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MemberCard } from '../../contract';
import { memberCardToken, rotateMemberCard } from '../services/members/member-card';

export default async function memberCardRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.get('/getMemberCard', { schema: { response: { 200: MemberCard } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { card_token: await memberCardToken(app.db, request.user!.id) };
  });

  app.post('/rotateMemberCard', { config: { idempotent: true }, schema: { response: { 200: MemberCard } } }, async (request) => ({
    card_token: await rotateMemberCard(app.db, request.user!.id),
  }));
}
