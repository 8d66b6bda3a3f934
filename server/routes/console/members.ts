// Members in the console (admins): the list, detail, profile edits, points with a reason, deactivation and
// reactivation, sessions, and voiding a till purchase.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localeOf } from '../../services/economy/locale';
import { adjustPoints, deactivateMember, endMemberSessions } from '../../services/console/member-actions';
import { listMembers, memberFilterQuery } from '../../services/console/member-list';
import { editMemberProfile, reactivateMember } from '../../services/console/member-profile';
import { memberDetail } from '../../services/console/members';
import { voidPurchase } from '../../services/console/purchase-void';
import {
  MemberDeactivated,
  MemberDetail,
  MemberIdParam,
  PointsAdjusted,
  PointsAdjustmentBody,
  SessionsEnded,
} from '../../../contract/console';
import {
  MemberList,
  MemberListQuery,
  MemberProfile,
  MemberProfileBody,
  MemberReactivated,
  PurchaseParams,
  PurchaseVoidBody,
  PurchaseVoided,
} from '../../../contract/console/members';

export default async function consoleMemberRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireStaff('admin') };

  app.get('/members', { ...admin, schema: { querystring: MemberListQuery, response: { 200: MemberList } } }, async (request) => {
    const q = request.query;
    const { total, members } = await listMembers(app.db, {
      ...memberFilterQuery(q),
      page: q.page,
      pageSize: q.page_size,
    });
    return { total, page: q.page, page_size: q.page_size, members };
  });

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

  app.post('/members/:id/profile', { ...admin, schema: { params: MemberIdParam, body: MemberProfileBody, response: { 200: MemberProfile } } }, async (request) =>
    editMemberProfile(app.db, request.staff!.staffId, request.params.id, request.body),
  );

  app.post('/members/:id/reactivate', { ...admin, schema: { params: MemberIdParam, response: { 200: MemberReactivated } } }, async (request) =>
    reactivateMember(app.db, request.staff!.staffId, request.params.id),
  );

  app.post(
    '/members/:id/purchases/:purchaseId/void',
    { ...admin, config: { idempotent: 'staff' }, schema: { params: PurchaseParams, body: PurchaseVoidBody, response: { 200: PurchaseVoided } } },
    async (request) => voidPurchase(app.db, request.staff!.staffId, request.params.id, request.params.purchaseId, request.body.reason),
  );
}
