// Members in the console (admins): search, detail, points with a reason, deactivation, sessions.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localeOf } from '../../services/economy/locale';
import { adjustPoints, deactivateMember, endMemberSessions } from '../../services/staff/member-actions';
import { memberDetail, searchMembers } from '../../services/staff/members';
import {
  MemberDeactivated,
  MemberDetail,
  MemberIdParam,
  MemberSearchQuery,
  MemberSearchResult,
  PointsAdjusted,
  PointsAdjustmentBody,
  SessionsEnded,
} from './contract';

export default async function consoleMemberRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireStaff('admin') };

  app.get('/members', { ...admin, schema: { querystring: MemberSearchQuery, response: { 200: MemberSearchResult } } }, async (request) => ({
    members: await searchMembers(app.db, request.query.q),
  }));

  app.get('/members/:id', { ...admin, schema: { params: MemberIdParam, response: { 200: MemberDetail } } }, async (request) =>
    memberDetail(app.db, request.params.id, localeOf(request)),
  );

  app.post(
    '/members/:id/points',
    { ...admin, config: { idempotent: 'staff' }, schema: { params: MemberIdParam, body: PointsAdjustmentBody, response: { 200: PointsAdjusted } } },
    async (request) =>
      adjustPoints(app.db, request.staff!.staffId, {
        userId: request.params.id,
        points: request.body.points,
        reason: request.body.reason,
        language: app.config.DEFAULT_LANGUAGE,
      }),
  );

  app.post('/members/:id/deactivate', { ...admin, schema: { params: MemberIdParam, response: { 200: MemberDeactivated } } }, async (request) =>
    deactivateMember(app.db, request.staff!.staffId, request.params.id),
  );

  app.post('/members/:id/end-sessions', { ...admin, schema: { params: MemberIdParam, response: { 200: SessionsEnded } } }, async (request) =>
    endMemberSessions(app.db, request.staff!.staffId, request.params.id),
  );
}
