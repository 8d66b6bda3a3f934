// Partner calls (/api/partner) authenticate with `Authorization: Bearer {key}`, not a user token.
// The check runs on request, before the body is even read: an anonymous caller learns nothing of the
// fields. Each route names the scope it needs; a key outside it gets 403.
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { PartnerScope } from '../db/schema';
import { AppError } from '../errors';
import { findPartnerKey, registerEnvKey, type PartnerKey } from '../services/auth/partner-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 InvalidApiKey without a live key, 403 ApiKeyScope outside its scopes. */
    requirePartner: (scope: PartnerScope) => onRequestHookHandler;
  }
  interface FastifyRequest {
    /** The partner key of this call, once requirePartner has run. */
    partnerKey: PartnerKey | null;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
};

export default fp(
  async (app) => {
    app.decorateRequest('partnerKey', null);
    if (app.config.partnerApiKey) await registerEnvKey(app.db, app.config.partnerApiKey, app.config.PARTNER_API_KEY_DAILY_POINTS);
    app.decorate('requirePartner', (scope: PartnerScope): onRequestHookHandler => async (request) => {
      const token = bearer(request);
      const key = token ? await findPartnerKey(app.db, token) : null;
      if (!key) throw new AppError(401, 'InvalidApiKey', 'A valid partner API key is required.');
      if (!key.scopes.includes(scope)) {
        throw new AppError(403, 'ApiKeyScope', `This partner key may not do this: it needs the "${scope}" scope.`);
      }
      request.partnerKey = key;
    });
  },
  { name: 'partner-auth' },
);
