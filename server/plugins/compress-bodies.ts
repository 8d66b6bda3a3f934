// Bodies the server builds in memory (JSON answers, the app's HTML) are compressed in one synchronous
// call: @fastify/compress would wrap each in three streams, which cost more than the compression itself
// on a body of a few kilobytes (the server's profile). Streams (files, large bodies) are left to it.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this, compression saves less than it costs (the same threshold @fastify/compress uses here). */
export const COMPRESS_THRESHOLD = 1024;
/** Above this, compressing in one go would hold the event loop too long: @fastify/compress streams it. */
const SYNC_LIMIT = 128 * 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|manifest\+json|javascript)|text\/|image\/svg\+xml)/;

const encoders = {
  br: (body: Buffer) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  // Level 4: on a challenge page (10 kB of JSON) about a third of level 6's time for 2% more bytes.
  gzip: (body: Buffer) => gzipSync(body, { level: 4 }),
};
const ENCODINGS = Object.keys(encoders) as Array<keyof typeof encoders>;

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return payload;
      const size = Buffer.byteLength(payload);
      if (size < COMPRESS_THRESHOLD || size > SYNC_LIMIT) return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted ? negotiate(accepted.toLowerCase().replace(/\bx-gzip\b|\*/g, 'gzip'), ENCODINGS) : null;
      if (!encoding || !(encoding in encoders)) return payload;
      const body = encoders[encoding as keyof typeof encoders](Buffer.isBuffer(payload) ? payload : Buffer.from(payload));
      reply.header('content-encoding', encoding);
      reply.header('vary', appendVary(reply.getHeader('vary')));
      reply.header('content-length', body.length);
      return body;
    });
  },
  { name: 'compress-bodies' },
);

function appendVary(current: unknown): string {
  const value = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) return value;
  return value ? `${value}, Accept-Encoding` : 'Accept-Encoding';
}
