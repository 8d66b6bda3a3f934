// Challenges of the signed-in user (docs/product.md section 7, docs/contract.md) and the two public email
// links. Prefix /api/user-side. Rules live in server/services/challenges.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcceptChallengeResult,
  ChallengeIdBody,
  ChallengeIdParam,
  Challenge,
  CompleteChallengeBody,
  CompleteChallengeResult,
  ConfirmEmailResult,
  EmailTokenQuery,
  FriendsChallengeParam,
  FriendsWhoCompleted,
  GetUserChallengesQuery,
  GetUserChallengesResult,
  ResetSnoozedResult,
  UnsubscribeEmailBody,
  UnsubscribeEmailInfo,
  UnsubscribeEmailResult,
} from '../../contract/challenges';
import { Success } from '../../contract';
import { badRequest } from '../errors';
import { completeUserChallenge } from '../services/challenges/answers';
import { confirmEmail, unsubscribeEmail, unsubscribeEmailInfo } from '../services/challenges/email-confirmation';
import { friendsWhoCompleted } from '../services/challenges/friends';
import { acceptChallenge, resetSnoozedChallenges, snoozeChallenge } from '../services/challenges/lifecycle';
import { getUserChallenge, getUserChallenges } from '../services/challenges/list';

export default async function challengeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };
  // Writes accept an Idempotency-Key (the app's offline queue replays them; plugins/idempotency.ts).
  const signedInWrite = { onRequest: app.requireUser, config: { idempotent: true } };
  const view = (request: FastifyRequest) => ({ lang: request.lang, config: app.config, log: request.log });

  app.get(
    '/getUserChallenges',
    { ...signedIn, schema: { querystring: GetUserChallengesQuery, response: { 200: GetUserChallengesResult } } },
    async (request) => getUserChallenges(app.db, request.user!.id, request.query, view(request)),
  );

  app.get(
    '/getUserChallenge/:id',
    { ...signedIn, schema: { params: ChallengeIdParam, response: { 200: Challenge } } },
    async (request) => getUserChallenge(app.db, request.user!.id, request.params.id, view(request)),
  );

  app.post(
    '/acceptUserChallenge',
    { ...signedInWrite, schema: { body: ChallengeIdBody, response: { 200: AcceptChallengeResult } } },
    async (request) => acceptChallenge(app.db, request.user!.id, request.body.challenge_id, view(request)),
  );

  app.post(
    '/snoozeUserChallenge',
    { ...signedInWrite, schema: { body: ChallengeIdBody, response: { 200: Success } } },
    async (request) => {
      await snoozeChallenge(app.db, request.user!.id, request.body.challenge_id);
      return { success: true as const };
    },
  );

  app.post(
    '/resetSnoozedChallenges',
    { ...signedInWrite, schema: { response: { 200: ResetSnoozedResult } } },
    async (request) => ({ success: true as const, count: await resetSnoozedChallenges(app.db, request.user!.id) }),
  );

  app.post(
    '/completeUserChallenge',
    { ...signedInWrite, schema: { body: CompleteChallengeBody, response: { 200: CompleteChallengeResult } } },
    async (request) =>
      completeUserChallenge(
        app.db,
        { config: app.config, mail: app.mail, sms: app.sms, authSecret: app.authSecret },
        {
          userId: request.user!.id,
          challengeId: request.body.challenge_id,
          answer: request.body.answer,
          lang: request.lang,
          ip: request.ip,
        },
        view(request),
      ),
  );

  app.get(
    '/getUserFriendsWhoCompletedChallenge/:challengeId',
    { ...signedIn, schema: { params: FriendsChallengeParam, response: { 200: FriendsWhoCompleted } } },
    async (request) => friendsWhoCompleted(app.db, request.user!.id, request.params.challengeId),
  );

  // Public: opened from the links in the confirmation mail (no sign-in needed).
  app.get(
    '/confirmEmail',
    { schema: { querystring: EmailTokenQuery, response: { 200: ConfirmEmailResult } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const result = await confirmEmail(app.db, request.query.token);
      return { success: true as const, email: result.email, completed_challenge_ids: result.completedChallengeIds };
    },
  );

  // Opening the link changes nothing (mail scanners open links): it says what the link is for.
  app.get(
    '/unsubscribeEmail',
    { schema: { querystring: EmailTokenQuery, response: { 200: UnsubscribeEmailInfo } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return unsubscribeEmailInfo(app.db, request.query.token);
    },
  );

  // The member's tap on the page ({token} in JSON), or a mail client's one-click unsubscribe (RFC 8058:
  // a form body "List-Unsubscribe=One-Click" posted to the List-Unsubscribe address, token in its query).
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string' }, (_request, body, done) => {
      done(null, typeof body === 'string' && !body.includes('\r\n') ? Object.fromEntries(new URLSearchParams(body)) : {});
    });
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/unsubscribeEmail',
      {
        schema: { querystring: EmailTokenQuery.partial(), body: UnsubscribeEmailBody.optional(), response: { 200: UnsubscribeEmailResult } },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const token = request.body?.token ?? request.query.token;
        if (!token) throw badRequest('EmailTokenInvalid', 'This link is not valid. Please open the unsubscribe link from the e-mail again.');
        const result = await unsubscribeEmail(app.db, token);
        return { success: true as const, email: result.email };
      },
    );
  });
}
