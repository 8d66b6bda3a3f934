// Serves the built app: hashed assets cached for a year, everything else revalidated,
// and index.html for app routes (/{lang}/...) so deep links work.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export default fp(async (app) => {
  const root = path.resolve(app.config.STATIC_DIR);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built app in ${root}: run "npm run build" to serve the app.`);
    return;
  }
  const indexHtml = readFileSync(indexFile);

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    cacheControl: false,
    preCompressed: false,
    // Translations have their own route with their own caching (routes/translations.ts).
    globIgnore: ['translations/**'],
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      if (filePath.endsWith('sw.js')) res.header('service-worker-allowed', '/');
    },
  });

  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(indexHtml);

  app.get('/', (_req, reply) => sendIndex(reply));
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || path.extname(url)) {
      return reply.status(404).send({ error_code: 'NotFound', message: `Not found: ${url}` });
    }
    return sendIndex(reply);
  });
});
