// News (docs/product.md section 7, docs/contract.md). Prefix /api/user-side. The list and the items are
// public; reading state, the unread count and the promoted item belong to the signed-in user.
// With newsEnabled off the programme has no news: lists and items answer 404 NewsDisabled.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Success } from '../../contract';
import {
  NewsIdParam,
  NewsItem,
  NewsPage,
  NewsQuery,
  PromotedNewsAnswer,
  UnreadNewsQuantity,
} from '../../contract/community';
import { notFound } from '../errors';
import { dismissPromotedNews, newsItem, newsPage, promotedNewsItem, unreadNewsCount } from '../services/content/news';
import { readSettings } from '../services/settings/settings';

export default async function newsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };
  const optionalUser = { onRequest: app.optionalUser };
  const locale = (request: FastifyRequest) => ({ lang: request.lang, fallback: app.config.DEFAULT_LANGUAGE });

  const newsEnabled = async (request: FastifyRequest) =>
    (await readSettings(app.db, app.config, request.lang)).newsEnabled;
  const requireNews = async (request: FastifyRequest) => {
    if (!(await newsEnabled(request))) throw notFound('NewsDisabled', 'This programme has no news.');
  };

  app.get(
    '/getNews',
    { ...optionalUser, schema: { querystring: NewsQuery, response: { 200: NewsPage } } },
    async (request) => {
      await requireNews(request);
      return newsPage(app.db, request.user?.id ?? null, request.query, locale(request));
    },
  );

  app.get(
    '/getNewsItem/:id',
    { ...optionalUser, schema: { params: NewsIdParam, response: { 200: NewsItem } } },
    async (request) => {
      await requireNews(request);
      return newsItem(app.db, request.user?.id ?? null, request.params.id, locale(request));
    },
  );

  app.get(
    '/getUserUnreadNewsQuantity',
    { ...signedIn, schema: { response: { 200: UnreadNewsQuantity } } },
    async (request) => ((await newsEnabled(request)) ? unreadNewsCount(app.db, request.user!.id) : 0),
  );

  app.get(
    '/getPromotedNewsItem',
    { ...signedIn, schema: { response: { 200: PromotedNewsAnswer } } },
    async (request) => ((await newsEnabled(request)) ? promotedNewsItem(app.db, request.user!.id, locale(request)) : null),
  );

  app.get(
    '/dismissUserPromotedNewsItem/:id',
    { ...signedIn, schema: { params: NewsIdParam, response: { 200: Success } } },
    async (request) => {
      await requireNews(request);
      await dismissPromotedNews(app.db, request.user!.id, request.params.id);
      return { success: true as const };
    },
  );
}
