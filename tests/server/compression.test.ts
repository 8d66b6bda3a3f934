// Answers built in memory are compressed for clients that accept it (plugins/compress-bodies.ts):
// brotli where accepted, else gzip; small bodies and clients without Accept-Encoding get them as they
// are; an idempotent write keeps its answer for replays whatever the encoding.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { createChallenge, signUpUser } from './user-session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settings = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user-side/getSettings?url=dashboard', headers });

describe('compressed answers', () => {
  it('sends brotli when accepted, gzip otherwise, with its length and Vary', async () => {
    const plain = await settings({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await settings({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await settings({ 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    expect((await settings({ 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('stores an idempotent answer as JSON and replays it, compressed or not', async () => {
    const member = await signUpUser(t);
    // A long name makes the answer (the accepted challenge) big enough to compress.
    const challenge = await createChallenge(t, { type: 'link', name: 'Visit our new shop and tell a friend '.repeat(40) });
    const accept = (encoding: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user-side/acceptUserChallenge',
        headers: { ...member.headers, 'idempotency-key': 'compressed-1', 'accept-encoding': encoding },
        payload: { challenge_id: challenge.id },
      });
    const first = await accept('gzip');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    const firstBody = JSON.parse(gunzipSync(first.rawPayload).toString());
    expect(firstBody.challenge.id).toBe(challenge.id);
    const [stored] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'compressed-1'));
    expect((stored!.response as { body: unknown }).body).toEqual(firstBody);
    const replay = await accept('identity');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(firstBody);
  });
});
