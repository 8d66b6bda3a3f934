// Calls that need no sign-in: settings, owners, text pages and extra menu items (docs/product.md section 7).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SLUG_PATTERN } from '../../contract/content-slugs';
import { Content, GetSettingsQuery, MenuItem, MenuItemsQuery, Owner, Settings } from '../../contract';
import { RouteId, text } from '../../contract/safe';
import { notFound } from '../errors';
import { getContent, getMenuItems, getOwner, translationsHash } from '../services/content/app-content';
import { settingsFor } from '../services/settings/settings';

const DigitsId = z.object({ id: RouteId });
const SlugParam = z.object({ slug: text(100) });

export default async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The hash reads the translation files; do it once at start-up rather than on a first request.
  app.addHook('onReady', async () => {
    translationsHash(app.config);
  });

  app.get(
    '/getSettings',
    { schema: { tags: ['content'], querystring: GetSettingsQuery, response: { 200: Settings } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return settingsFor(app, request);
    },
  );

  app.get(
    '/getOwner/:id',
    { schema: { tags: ['content'], params: DigitsId, response: { 200: Owner } } },
    async (request) => getOwner(app.db, request.params.id),
  );

  app.get(
    '/getContent/:slug',
    { schema: { tags: ['content'], params: SlugParam, response: { 200: Content } } },
    async (request) => {
      const slug = request.params.slug.toLowerCase();
      if (!PAGE_SLUG_PATTERN.test(slug)) throw notFound('ContentNotFound', `There is no page "${request.params.slug}".`);
      return getContent(app.db, slug, request.lang, app.config.DEFAULT_LANGUAGE);
    },
  );

  app.get(
    '/getMenuItems',
    { schema: { tags: ['content'], querystring: MenuItemsQuery, response: { 200: z.array(MenuItem) } } },
    async (request) => getMenuItems(app.db, request.lang, app.config.DEFAULT_LANGUAGE),
  );
}
