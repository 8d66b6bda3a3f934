// Operator calls (prefix /api/partner, a partner key with the scope each names): publish challenges
// and news, close a month's top list, report a friendship. Each may push to customers, honouring their flags.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClosedMonth,
  CloseMonthBody,
  FriendshipBody,
  FriendshipResult,
  OperatorChallengeBody,
  OperatorNewsBody,
  OperatorPublished,
} from '../../contract/operator';
import { announceDueChallenges, announceDueNews } from '../services/push/announcements';
import { findUser } from '../services/challenges/partner-event-intake';
import { connectFriends, notifyNewFriends } from '../services/members/friends';
import { closeMonthAndNotify } from '../services/monthly-top/close';
import { currentMonth, previousMonth } from '../services/monthly-top/months';
import { publishChallenge, publishNews } from '../services/challenges/authoring/partner-publishing';
import { badRequest } from '../errors';

export default async function operatorRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const content = { onRequest: app.requirePartner('content') };
  const announcer = () => ({ push: app.push, defaultLanguage: app.config.DEFAULT_LANGUAGE });

  app.post(
    '/challenges',
    { ...content, config: { idempotent: 'partner' }, schema: { body: OperatorChallengeBody, response: { 200: OperatorPublished } } },
    async (request) => {
      const id = await publishChallenge(app.db, request.body, app.config.DEFAULT_LANGUAGE);
      const announced = await announceDueChallenges(app.db, announcer());
      return { id, announced: announced.includes(id) };
    },
  );

  app.post(
    '/news',
    { ...content, config: { idempotent: 'partner' }, schema: { body: OperatorNewsBody, response: { 200: OperatorPublished } } },
    async (request) => {
      const id = await publishNews(app.db, request.body, app.config.DEFAULT_LANGUAGE);
      const announced = await announceDueNews(app.db, announcer());
      return { id, announced: announced.includes(id) };
    },
  );

  app.post('/monthly-top/close', { onRequest: app.requirePartner('monthly_top'), schema: { body: CloseMonthBody, response: { 200: ClosedMonth } } }, async (request) => {
    const month = request.body.month ?? previousMonth();
    if (month >= currentMonth()) throw badRequest('MonthNotOver', `${month} has not ended yet: only past months can be closed.`);
    const result = await closeMonthAndNotify(app.db, month, announcer());
    return {
      month,
      closed_now: result.closedNow,
      list: result.list.map((p) => ({ rank: p.rank, user_id: p.userId, points: p.points })),
    };
  });

  // A friendship reported by a social provider is an event, like the partner events.
  app.post('/friends', { onRequest: app.requirePartner('events'), schema: { body: FriendshipBody, response: { 200: FriendshipResult } } }, async (request) => {
    const [userId, friendId] = await Promise.all([findUser(app.db, request.body.user), findUser(app.db, request.body.friend)]);
    const connectedNow = await connectFriends(app.db, userId, friendId);
    if (connectedNow) {
      void notifyNewFriends(app.db, app.push, app.config, userId, [friendId]).catch((err) =>
        request.log.error({ err }, 'new friend push failed'),
      );
    }
    return { connected_now: connectedNow };
  });
}
