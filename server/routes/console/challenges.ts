// Challenges in the console (editors and admins): list, one to edit, create, change, end, and pictures
// for them. Whatever is live when saved is announced at once, a later start when it comes (announcements.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { announceDueChallenges } from '../../services/push/announcements';
import { createChallenge, endChallenge, updateChallenge } from '../../services/challenges/authoring/console-editing';
import { challengeChoices, editableChallenge, listChallenges, membersStarted, statusOf } from '../../services/challenges/authoring/console-views';
import {
  ChallengeChoices,
  ChallengeDetail,
  ChallengeDraftBody,
  ChallengeIdParam,
  ChallengeList,
  ChallengeListQuery,
  ChallengeSaved,
} from '../../../contract/console/challenges';

const LOCKED_AFTER_START = ['type', 'points', 'prize_id', 'rules', 'progress_divisor', 'start_time', 'options', 'custom_data'];

export default async function consoleChallengeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const content = { onRequest: app.requireStaff('editor', 'admin') };
  const announcer = () => ({ push: app.push, defaultLanguage: app.config.DEFAULT_LANGUAGE });

  const saved = async (id: number) => {
    const announced = await announceDueChallenges(app.db, announcer());
    const { row } = await editableChallenge(app.db, id);
    return { id, status: statusOf(row), announced: announced.includes(id) };
  };

  app.get('/challenges', { ...content, schema: { querystring: ChallengeListQuery, response: { 200: ChallengeList } } }, async (request) => ({
    challenges: await listChallenges(app.db, request.query),
  }));

  app.get('/challenges/choices', { ...content, schema: { response: { 200: ChallengeChoices } } }, async () => challengeChoices(app.db, app.config));

  app.get('/challenges/:id', { ...content, schema: { params: ChallengeIdParam, response: { 200: ChallengeDetail } } }, async (request) => {
    const { row, challenge } = await editableChallenge(app.db, request.params.id);
    const started = await membersStarted(app.db, row.id);
    return { id: row.id, status: statusOf(row), members_started: started, locked: started ? LOCKED_AFTER_START : [], challenge };
  });

  app.post(
    '/challenges',
    { ...content, config: { idempotent: 'staff' }, schema: { body: ChallengeDraftBody, response: { 200: ChallengeSaved } } },
    async (request) => saved(await createChallenge(app.db, request.staff!.staffId, request.body, app.config)),
  );

  app.post(
    '/challenges/:id',
    { ...content, schema: { params: ChallengeIdParam, body: ChallengeDraftBody, response: { 200: ChallengeSaved } } },
    async (request) => {
      await updateChallenge(app.db, request.staff!.staffId, request.params.id, request.body, app.config);
      return saved(request.params.id);
    },
  );

  app.post('/challenges/:id/end', { ...content, schema: { params: ChallengeIdParam, response: { 200: ChallengeSaved } } }, async (request) => {
    await endChallenge(app.db, request.staff!.staffId, request.params.id);
    return { id: request.params.id, status: 'ended' as const, announced: false };
  });
}
