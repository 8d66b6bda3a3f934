// Every failure leaves as `{ error_code, message }`: validation 400s name the field, 5xx details stay in the log.
// That includes what Fastify and Node answer before a route runs: a bad URL, malformed JSON, a body or
// header block too large, a request too slow.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

export async function errorHandler(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  forgetStreamHeaders(reply);
  if (error instanceof AppError) {
    if (error.statusCode === 429 && typeof error.details?.retry_after === 'number') {
      void reply.header('retry-after', String(error.details.retry_after));
    }
    return reply
      .status(error.statusCode)
      .send({ error_code: error.errorCode, message: error.message, ...(error.details ?? {}) });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = error.validationContext ?? 'body';
    const field = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
    const name = field || (first?.params as { missingProperty?: string } | undefined)?.missingProperty || where;
    return reply.status(400).send({
      error_code: 'ValidationError',
      message: `Invalid ${where} field "${name}": ${first?.message ?? 'invalid value'}`,
      field: name,
      fields: error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || where,
        message: v.message,
      })),
    });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    return reply.status(500).send({ error_code: 'InternalError', message: 'Something went wrong on our side.' });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 429) {
    return reply.status(429).send({ error_code: 'TooManyRequests', message: 'Too many requests. Please try again later.' });
  }
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ error_code: CLIENT_ERROR_CODES[status] ?? 'BadRequest', message: error.message });
  }
  if (await request.server.outages.noteIfDatabaseUnreachable(error)) {
    // Logged once for the whole outage (services/ops/dependency-outages.ts), not per request.
    return reply
      .status(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ error_code: 'ServiceUnavailable', message: 'The service is briefly unavailable. Please try again in a few seconds.' });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ error_code: 'InternalError', message: 'Something went wrong on our side.' });
}

const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * A route that streams (a CSV export) has its headers copied onto the response before its first read;
 * when that read fails, nothing is sent yet, but the CSV type would make Fastify refuse the JSON error
 * and the attachment header would hand it to the browser as a file.
 */
function forgetStreamHeaders(reply: FastifyReply) {
  if (reply.raw.headersSent) return;
  for (const name of ['content-type', 'content-disposition']) {
    reply.raw.removeHeader(name);
    void reply.removeHeader(name);
  }
}

const CLIENT_ERROR_CODES: Record<number, string> = {
  400: 'ValidationError',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  408: 'RequestTimeout',
  411: 'LengthRequired',
  413: 'PayloadTooLarge',
  414: 'UriTooLong',
  415: 'UnsupportedMediaType',
  431: 'HeadersTooLarge',
};

/** Fastify's `frameworkErrors`: a URL that cannot be decoded, or a path parameter too long. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply.status(tooLong ? 414 : 400).send({
    error_code: tooLong ? 'UriTooLong' : 'BadUrl',
    message: tooLong ? 'The address is too long.' : 'The address is not valid.',
  });
}

/** Node's `clientError`: requests that never became a request (malformed HTTP, headers too large, too slow). */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, errorCode, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'RequestTimeout', 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HeadersTooLarge', 'The request headers are too large.']
        : error.code === 'HPE_URI_TOO_LONG'
          ? [414, 'UriTooLong', 'The address is too long.']
          : [400, 'MalformedRequest', 'The request is not valid HTTP.'];
  const body = JSON.stringify({ error_code: errorCode, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ error_code: 'NotFound', message: `No such route: ${request.method} ${request.url.split('?')[0]}` });
}
