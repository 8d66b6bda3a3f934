// Apple Wallet (prefix /api/wallet/apple, the pass's webServiceURL): the pass download behind the
// app's short-lived link, and Apple's web service protocol that the devices holding a pass call
// (services/wallet/apple-web-service.ts). Registered only when Apple Wallet is configured.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppleDeviceParams,
  AppleDownloadQuery,
  AppleLogBody,
  ApplePassParams,
  AppleRegistrationBody,
  AppleRegistrationParams,
  AppleUpdatedQuery,
  AppleUpdatedSerials,
} from '../../contract';
import { AppError, unauthorized } from '../errors';
import { PKPASS_MIME, memberPass } from '../services/wallet/apple-pass';
import { authenticatedPass, registerDevice, unregisterDevice, updatedSerials } from '../services/wallet/apple-web-service';
import { verifyDownloadToken } from '../services/wallet/download-link';
import type { AppleWalletConfig } from '../services/wallet/wallet-config';

const wrongPassType = () => new AppError(404, 'PassNotFound', 'No such pass type here.');

function sendPass(reply: FastifyReply, body: Buffer, updatedAt: Date) {
  return reply
    .type(PKPASS_MIME)
    .header('content-disposition', 'attachment; filename="member-card.pkpass"')
    .header('last-modified', updatedAt.toUTCString())
    .header('cache-control', 'no-store')
    .send(body);
}

export default async function appleWalletRoutes(base: FastifyInstance, options: { apple: AppleWalletConfig }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { apple } = options;

  app.get('/download', { schema: { querystring: AppleDownloadQuery } }, async (request, reply) => {
    const link = await verifyDownloadToken(app.authSecret, request.query.token);
    if (!link) throw new AppError(410, 'WalletLinkExpired', 'This link has expired. Open My card and tap "Add to Apple Wallet" again.');
    const { body, pass } = await memberPass(app.db, app.config, apple, link.userId, link.lang);
    return sendPass(reply, body, pass.updatedAt);
  });

  app.post('/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber', {
    schema: { params: AppleRegistrationParams, body: AppleRegistrationBody },
  }, async (request, reply) => {
    const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
    if (passTypeIdentifier !== apple.passTypeId) throw wrongPassType();
    if (!(await authenticatedPass(app.db, serialNumber, request.headers.authorization))) throw unauthorized('The pass token is not valid.');
    const created = await registerDevice(app.db, deviceLibraryIdentifier, serialNumber, request.body.pushToken);
    return reply.code(created ? 201 : 200).send();
  });

  app.delete('/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber', {
    schema: { params: AppleRegistrationParams },
  }, async (request, reply) => {
    const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
    if (passTypeIdentifier !== apple.passTypeId) throw wrongPassType();
    if (!(await authenticatedPass(app.db, serialNumber, request.headers.authorization))) throw unauthorized('The pass token is not valid.');
    await unregisterDevice(app.db, deviceLibraryIdentifier, serialNumber);
    return reply.code(200).send();
  });

  app.get('/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier', {
    schema: { params: AppleDeviceParams, querystring: AppleUpdatedQuery, response: { 200: AppleUpdatedSerials, 204: z.null() } },
  }, async (request, reply) => {
    if (request.params.passTypeIdentifier !== apple.passTypeId) throw wrongPassType();
    const updated = await updatedSerials(app.db, request.params.deviceLibraryIdentifier, request.query.passesUpdatedSince);
    if (!updated) return reply.code(204).send(null);
    return updated;
  });

  app.get('/v1/passes/:passTypeIdentifier/:serialNumber', { schema: { params: ApplePassParams } }, async (request, reply) => {
    const { passTypeIdentifier, serialNumber } = request.params;
    if (passTypeIdentifier !== apple.passTypeId) throw wrongPassType();
    const pass = await authenticatedPass(app.db, serialNumber, request.headers.authorization);
    if (!pass) throw unauthorized('The pass token is not valid.');
    const since = Date.parse(request.headers['if-modified-since'] ?? '');
    if (Number.isFinite(since) && Math.floor(pass.updatedAt.getTime() / 1000) * 1000 <= since) return reply.code(304).send();
    const { body } = await memberPass(app.db, app.config, apple, pass.userId);
    return sendPass(reply, body, pass.updatedAt);
  });

  app.post('/v1/log', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { body: AppleLogBody } }, async (request, reply) => {
    for (const line of request.body.logs) request.log.warn({ wallet: 'apple' }, `Apple Wallet: ${line}`);
    return reply.code(200).send();
  });
}
