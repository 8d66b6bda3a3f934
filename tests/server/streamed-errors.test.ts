// A streamed answer (a CSV export) whose first read fails has set its CSV headers already: the error
// still leaves as JSON with its error_code, not as Fastify's own body nor as a file to download.
import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/errors';
import { errorHandler } from '../../server/plugins/errors';

const app = Fastify();

const failingCsv = (error: Error) =>
  new Readable({
    read() {
      this.destroy(error);
    },
  });

beforeAll(async () => {
  app.decorate('outages', { noteIfDatabaseUnreachable: async () => false } as never);
  app.setErrorHandler(errorHandler);
  for (const [path, error] of [
    ['/refused.csv', new AppError(400, 'ValidationError', 'A day between 1900 and 2999.')],
    ['/broken.csv', new Error('date/time field value out of range')],
  ] as const) {
    app.get(path, (_request, reply) =>
      reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="x.csv"').send(failingCsv(error)),
    );
  }
  await app.ready();
});
afterAll(() => app.close());

describe('a stream that fails before its first byte', () => {
  it('answers its error as JSON with the error_code', async () => {
    const res = await app.inject({ method: 'GET', url: '/refused.csv' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toEqual({ error_code: 'ValidationError', message: 'A day between 1900 and 2999.' });
  });

  it('answers a failure of ours as the usual InternalError', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken.csv' });
    expect(res.statusCode, res.body).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toEqual({ error_code: 'InternalError', message: 'Something went wrong on our side.' });
  });
});
