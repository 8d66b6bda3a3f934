// The prize catalog and favourites (docs/product.md section 7, docs/contract.md). Prefix /api/user-side.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FavouriteToggled,
  Prize,
  PrizeCategories,
  PrizeIdBody,
  PrizeIdParam,
  PrizeList,
  PrizesPage,
  PrizesQuery,
  PrizesSuggestionQuery,
} from '../../contract/economy';
import { toggleFavouritePrize } from '../services/economy/favourites';
import { localeOf } from '../services/economy/locale';
import {
  favouritePrizeList,
  getPrize,
  prizeCategoryList,
  prizePage,
  prizeSuggestions,
} from '../services/economy/prize-catalog';

export default async function prizeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/getPrizesSuggestionForUser',
    { schema: { querystring: PrizesSuggestionQuery, response: { 200: PrizeList } } },
    async (request) => ({
      list: await prizeSuggestions(app.db, request.user!.id, request.query.limit, localeOf(request)),
    }),
  );

  app.get('/getPrize/:prizeId', { schema: { params: PrizeIdParam, response: { 200: Prize } } }, async (request) =>
    getPrize(app.db, request.user!.id, request.params.prizeId, localeOf(request)),
  );

  app.get('/getPrizeCategories', { schema: { response: { 200: PrizeCategories } } }, async (request) =>
    prizeCategoryList(app.db, request.user!.id, localeOf(request)),
  );

  app.get('/getPrizes', { schema: { querystring: PrizesQuery, response: { 200: PrizesPage } } }, async (request) =>
    prizePage(app.db, request.user!.id, request.query, localeOf(request)),
  );

  app.post(
    '/toggleFavouritePrize',
    // A toggle sent twice (an answer lost, a queued action replayed) must flip once.
    { config: { idempotent: true }, schema: { body: PrizeIdBody, response: { 200: FavouriteToggled } } },
    async (request) => ({
      is_favourite: await toggleFavouritePrize(app.db, request.user!.id, request.body.prize_id),
    }),
  );

  app.get('/getUserFavouritePrizes', { schema: { response: { 200: PrizeList } } }, async (request) => ({
    list: await favouritePrizeList(app.db, request.user!.id, localeOf(request)),
  }));
}
