// Request ids unique across processes and machines: a random UUID per request, or the id a trusted proxy
// sent in X-Request-Id (only with TRUST_PROXY set, and only a plain token, so it cannot forge log lines).
// Fastify puts it in every log line of the request (`reqId`); the app answers it in X-Request-Id.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdGenerator(trustIncoming: boolean): (request: IncomingMessage) => string {
  if (!trustIncoming) return () => randomUUID();
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    return typeof incoming === 'string' && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
  };
}
