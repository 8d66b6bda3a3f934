// GET /translations/main.{lang}.json: the compiled lingui messages of a supported language.
// The query string (the translations hash) only busts caches and is ignored here.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { translationFile } from '../services/content/app-content';

const CACHE = 'public, max-age=300, stale-while-revalidate=86400';

export default async function translationRoutes(app: FastifyInstance) {
  const warned = new Set<string>();

  app.get('/translations/*', { schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const lang = /^main\.([a-z]{2,3})\.json$/.exec(name)?.[1];
    if (!lang || !app.config.LANGUAGES.includes(lang)) {
      throw notFound('TranslationsNotFound', `There are no translations "${name}".`);
    }
    const file = translationFile(app.config, lang);
    let body = '{}';
    if (file) {
      body = await readFile(file, 'utf8');
    } else if (!warned.has(lang)) {
      warned.add(lang);
      request.log.warn(`No compiled translations for "${lang}": serving {} (run "npm run i18n:compile").`);
    }
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
    void reply.header('cache-control', CACHE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
