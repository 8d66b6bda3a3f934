// What a stranger sends is a 400 naming the field, never a 500; what Fastify and Node answer before
// a route runs has the same `{ error_code, message }` shape.
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import type { TestApp } from './helpers';
import { openApp, signUpUser, type SignedInUser } from './user-session';

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await openApp();
  user = await signUpUser(t);
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = user.headers) =>
  t.app.inject({ method: 'POST', url: `/api/user-side${url}`, headers, payload: payload as object });

describe('the safe text and id types', () => {
  it.each([
    ['a NUL', 'Eg\u0000lė'],
    ['a lone high surrogate', 'Eg\ud800lė'],
    ['a lone low surrogate', '\udc00Eglė'],
  ])('refuse %s with a 400 naming the field', async (_what, value) => {
    const response = await post('/setUserName', { first_name: 'Eglė', last_name: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'ValidationError', field: 'last_name' });
  });

  it('keep a well-formed emoji and store names in one Unicode form (NFC)', async () => {
    const response = await post('/setUserName', { first_name: 'Ame\u0301lie 😀', last_name: 'Ž' });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe('Am\u00e9lie 😀');
  });

  it('refuse text longer than its bound', async () => {
    const response = await post('/setUserName', { first_name: 'x'.repeat(101), last_name: 'Y' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'ValidationError', field: 'first_name' });
  });

  it.each([
    ['/collectUserAchievement', 'achievement_id'],
    ['/acceptUserChallenge', 'challenge_id'],
    ['/snoozeUserChallenge', 'challenge_id'],
  ])('refuse ids past the database integer range in %s', async (url, field) => {
    const response = await post(url, { [field]: 2_147_483_648 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'ValidationError', field });
  });

  it('refuse a NUL or broken surrogate inside free-form JSON, naming where it is', async () => {
    const key = await post('/completeUserChallenge', { challenge_id: 1, answer: { '\ud800': 'x' } });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toMatchObject({ error_code: 'ValidationError' });
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/partner/challenges',
      headers: { authorization: 'Bearer demo-partner-key' },
      payload: { type: 'link', name: 'N', description: 'D', points: 1, custom_data: { url: ['ok', 'a\u0000b'] } },
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ error_code: 'ValidationError', field: 'custom_data.url.1' });
  });

  it('refuse a NUL in a path parameter', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/partner/rewards/%00/redeem',
      headers: { authorization: 'Bearer demo-partner-key' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'ValidationError' });
  });
});

describe('framework-level errors', () => {
  it('answer malformed JSON, a body too large, an unknown type and an unknown route in the error shape', async () => {
    const headers = { ...user.headers, 'content-type': 'application/json' };
    const malformed = await post('/setUserName', '{"first_name":', headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error_code: 'ValidationError' });
    const large = await post('/setUserName', `{"first_name":"${'x'.repeat(1_100_000)}"}`, headers);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ error_code: 'PayloadTooLarge' });
    const type = await post('/setUserName', 'first_name=x', { ...user.headers, 'content-type': 'application/xml' });
    expect(type.statusCode).toBe(415);
    expect(type.json()).toMatchObject({ error_code: 'UnsupportedMediaType' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/user-side/noSuchCall' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error_code: 'NotFound' });
  });

  it('answer a URL that cannot be decoded in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user-side/getUserReward/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'BadUrl' });
  });

  describe('on a real socket', () => {
    let port = 0;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });

    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
        socket.write(request);
      });
    const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;

    it('answers headers too large with 431 in the error shape', async () => {
      const answer = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 431/);
      expect(bodyOf(answer)).toMatchObject({ error_code: 'HeadersTooLarge' });
    });

    it('answers malformed HTTP with 400 in the error shape', async () => {
      const answer = await raw('GARBAGE\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      expect(bodyOf(answer)).toMatchObject({ error_code: 'MalformedRequest', message: expect.any(String) });
    });
  });
});
