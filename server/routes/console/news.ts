// Editors and admins: the news list, creating, editing and deleting an item. What is published by now
// is pushed to customers at once, like the operator's POST /api/partner/news; a later time is pushed
// by the scheduled announcer when it arrives (services/push/announcements.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { announceDueNews } from '../../services/push/announcements';
import {
  checkLanguages,
  createConsoleNews,
  deleteConsoleNews,
  getConsoleNews,
  listConsoleNews,
  updateConsoleNews,
} from '../../services/console/news';
import { Done } from '../../../contract/console';
import { NewsBody, NewsEntry, NewsIdParam, NewsList, NewsSaved } from '../../../contract/console/news';

export default async function consoleNewsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const editors = { onRequest: app.requireStaff('admin', 'editor') };
  const { LANGUAGES, DEFAULT_LANGUAGE } = app.config;
  const languages = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE)];
  const announce = async (id: number) => {
    const announced = await announceDueNews(app.db, { push: app.push, defaultLanguage: DEFAULT_LANGUAGE });
    return { news: await getConsoleNews(app.db, id), announced: announced.includes(id) };
  };

  app.get('/news', { ...editors, schema: { response: { 200: NewsList } } }, async () => ({
    languages,
    news: await listConsoleNews(app.db),
  }));

  app.get('/news/:id', { ...editors, schema: { params: NewsIdParam, response: { 200: NewsEntry } } }, async (request) =>
    getConsoleNews(app.db, request.params.id),
  );

  app.post(
    '/news',
    { ...editors, config: { idempotent: 'staff' }, schema: { body: NewsBody, response: { 200: NewsSaved } } },
    async (request) => {
      checkLanguages(request.body, languages);
      return announce(await createConsoleNews(app.db, request.staff!.staffId, request.body, DEFAULT_LANGUAGE));
    },
  );

  app.post('/news/:id', { ...editors, schema: { params: NewsIdParam, body: NewsBody, response: { 200: NewsSaved } } }, async (request) => {
    checkLanguages(request.body, languages);
    await updateConsoleNews(app.db, request.staff!.staffId, request.params.id, request.body, DEFAULT_LANGUAGE);
    return announce(request.params.id);
  });

  app.post('/news/:id/delete', { ...editors, schema: { params: NewsIdParam, response: { 200: Done } } }, async (request) => {
    await deleteConsoleNews(app.db, request.staff!.staffId, request.params.id);
    return { success: true as const };
  });
}
