// Per request: the X-Request-Id answer header, the duration histogram and
// the 429 counter. GET /metrics on the app's own port: only with METRICS_TOKEN (as a Bearer token), and
// 404 otherwise, so the public origin never serves the metrics or the app's HTML in their place.
import { createHash, timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { askPrimaryForMetrics } from './cluster-metrics';
import { collectProcessMetrics, httpRequestDuration, metricsRegistry, rateLimitRejections } from './metrics';
import { REQUEST_ID_HEADER } from './request-id';

const UNMATCHED_ROUTE = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();
const bearerMatches = (header: string | undefined, token: string) => {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
};

const refuse = (reply: FastifyReply, status: 401 | 404) =>
  status === 404
    ? reply.status(404).send({ error_code: 'NotFound', message: 'No such route: GET /metrics' })
    : reply.status(401).header('www-authenticate', 'Bearer').send({ error_code: 'Unauthorized', message: 'The metrics need their token.' });

async function observability(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    httpRequestDuration.observe({ method: request.method, route, status_code: String(status) }, reply.elapsedTime / 1000);
    if (status === 429) rateLimitRejections.inc({ route });
    done();
  });

  const token = app.config.METRICS_TOKEN;
  if (token) collectProcessMetrics();
  app.get(
    '/metrics',
    { schema: { hide: true }, config: { pressureHandler: () => undefined, otel: false } },
    async (request, reply) => {
      if (!token) return refuse(reply, 404);
      if (!bearerMatches(request.headers.authorization, token)) return refuse(reply, 401);
      const text = cluster.isWorker ? await askPrimaryForMetrics() : await metricsRegistry.metrics();
      return reply.header('content-type', metricsRegistry.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}

export default fp(observability, { name: 'observability' });
