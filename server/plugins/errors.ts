// Every failure leaves as `{ error_code, message }`: validation 400s name the field, 5xx details stay in the log.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

export function errorHandler(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
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
    const code = (error as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'UnsupportedMediaType' : 'BadRequest';
    return reply.status(status).send({ error_code: status === 400 ? 'ValidationError' : code, message: error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ error_code: 'InternalError', message: 'Something went wrong on our side.' });
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ error_code: 'NotFound', message: `No such route: ${request.method} ${request.url.split('?')[0]}` });
}
