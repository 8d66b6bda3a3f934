// Partner calls (/api/partner) authenticate with `Authorization: Bearer {PARTNER_API_KEY}`, not a user token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 InvalidApiKey unless the partner API key is sent as a bearer token. */
    requirePartner: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export default fp(async (app) => {
  const expected = digest(app.config.partnerApiKey);
  app.decorate('requirePartner', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const key = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!key || !timingSafeEqual(digest(key), expected)) {
      throw new AppError(401, 'InvalidApiKey', 'A valid partner API key is required.');
    }
  });
});
