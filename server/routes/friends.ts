// Friends of the signed-in user for the friends leaderboard (docs/product.md section 7). Prefix /api/user-side.
// Without userFriendsEnabled the programme has no leaderboard: 404 FriendsDisabled.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Friends } from '../../contract/community';
import { notFound } from '../errors';
import { userFriends } from '../services/members/friends';
import { readSettings } from '../services/settings/settings';

export default async function friendRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/getUserFriends',
    { onRequest: app.requireUser, schema: { response: { 200: Friends } } },
    async (request) => {
      const settings = await readSettings(app.db, app.config, request.lang);
      if (!settings.userFriendsEnabled) throw notFound('FriendsDisabled', 'This programme has no friends leaderboard.');
      return userFriends(app.db, request.user!.id);
    },
  );
}
