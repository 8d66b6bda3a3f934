// The signed-in user's own data: profile answer, points, name and language. Prefix /api/user-side.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PointsNumber, SaveLanguage, SetUserName, Success, UserData } from '../../contract';
import { users } from '../db/schema';
import { badRequest } from '../errors';
import { getUser, userData } from '../services/members/users';

export default async function userRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // onRequest, so a missing token is a 401 before any body validation.
  app.addHook('onRequest', app.requireUser);

  // Answers for users who have not accepted the terms yet too (user_initialized false).
  app.get('/getUserData', { schema: { response: { 200: UserData } } }, async (request) => {
    return userData(app.db, request.user!.id, request.lang);
  });

  app.get('/getUserPoints', { schema: { response: { 200: PointsNumber } } }, async (request) => {
    const user = await getUser(app.db, request.user!.id);
    return Math.max(0, user.points);
  });

  app.get('/getUserTotalPointsEarned', { schema: { response: { 200: PointsNumber } } }, async (request) => {
    const user = await getUser(app.db, request.user!.id);
    return Math.max(0, user.totalPointsEarned);
  });

  app.post('/setUserName', { schema: { body: SetUserName, response: { 200: Success } } }, async (request) => {
    const { first_name, last_name } = request.body;
    await app.db.update(users).set({ firstName: first_name, lastName: last_name }).where(eq(users.id, request.user!.id));
    return { success: true as const };
  });

  app.post('/saveLanguage', { config: { idempotent: true }, schema: { body: SaveLanguage, response: { 200: Success } } }, async (request) => {
    const { language } = request.body;
    if (!app.config.LANGUAGES.includes(language)) {
      throw badRequest('ValidationError', `Invalid body field "language": must be one of ${app.config.LANGUAGES.join(', ')}.`, {
        field: 'language',
      });
    }
    await app.db.update(users).set({ language }).where(eq(users.id, request.user!.id));
    return { success: true as const };
  });
}
