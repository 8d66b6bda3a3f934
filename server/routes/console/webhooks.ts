// Webhook endpoints, their delivery log, replays and test events (admins; services/webhooks, docs/webhooks.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Done } from '../../../contract/console';
import {
  WebhookDeliveryPage,
  WebhookDeliveryParam,
  WebhookDeliveryQuery,
  WebhookDeliveryQueued,
  WebhookEndpoint,
  WebhookEndpointBody,
  WebhookEndpointChange,
  WebhookEndpointList,
  WebhookEndpointParam,
  WebhookEndpointWithSecret,
} from '../../../contract/console/webhooks';
import { listWebhookDeliveries, replayWebhookDelivery, sendWebhookTestEvent } from '../../services/webhooks/deliveries';
import { changeWebhookEndpoint, createWebhookEndpoint, deleteWebhookEndpoint, listWebhookEndpoints, rotateWebhookSecret } from '../../services/webhooks/endpoints';

export default async function consoleWebhookRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireStaff('admin') };
  const policy = { production: app.config.production, allowPrivate: app.config.WEBHOOK_ALLOW_PRIVATE_TARGETS };

  app.get('/webhooks', { ...admin, schema: { response: { 200: WebhookEndpointList } } }, async () => listWebhookEndpoints(app.db));

  // An answer with a secret is never kept by a cache on the way.
  app.post('/webhooks', { ...admin, schema: { body: WebhookEndpointBody, response: { 200: WebhookEndpointWithSecret } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return createWebhookEndpoint(app.db, request.staff!.staffId, request.body, policy);
  });

  app.post('/webhooks/:id', { ...admin, schema: { params: WebhookEndpointParam, body: WebhookEndpointChange, response: { 200: WebhookEndpoint } } }, async (request) =>
    changeWebhookEndpoint(app.db, request.staff!.staffId, request.params.id, request.body, policy),
  );

  app.post('/webhooks/:id/rotate-secret', { ...admin, schema: { params: WebhookEndpointParam, response: { 200: WebhookEndpointWithSecret } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return rotateWebhookSecret(app.db, request.staff!.staffId, request.params.id);
  });

  app.post('/webhooks/:id/delete', { ...admin, schema: { params: WebhookEndpointParam, response: { 200: Done } } }, async (request) =>
    deleteWebhookEndpoint(app.db, request.staff!.staffId, request.params.id),
  );

  app.post('/webhooks/:id/test', { ...admin, schema: { params: WebhookEndpointParam, response: { 200: WebhookDeliveryQueued } } }, async (request) =>
    sendWebhookTestEvent(app.db, request.staff!.staffId, request.params.id),
  );

  app.get(
    '/webhooks/:id/deliveries',
    { ...admin, schema: { params: WebhookEndpointParam, querystring: WebhookDeliveryQuery, response: { 200: WebhookDeliveryPage } } },
    async (request) => listWebhookDeliveries(app.db, request.params.id, request.query.page, request.query.page_size),
  );

  app.post(
    '/webhooks/:id/deliveries/:delivery_id/replay',
    { ...admin, schema: { params: WebhookDeliveryParam, response: { 200: WebhookDeliveryQueued } } },
    async (request) => replayWebhookDelivery(app.db, request.staff!.staffId, request.params.id, request.params.delivery_id),
  );
}
