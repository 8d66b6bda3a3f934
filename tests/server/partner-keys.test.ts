// Partner keys: named, scoped, hashed, capped per day; checked before the body is read.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { achievements, partnerKeys, pointsLedger } from '../../server/db/schema';
import { createPartnerKey, registerEnvKey, revokePartnerKey } from '../../server/services/auth/partner-keys';
import { signUp, type Member } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';
import { api, createChallenge, signUpUser } from './user-session';

let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t);
});
afterAll(() => t.close());

const call = (url: string, key: string | null, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/partner${url}`,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    payload: payload as object,
  });

describe('partner keys', () => {
  it.each(['/points', '/events', '/challenges', '/news', '/friends', '/monthly-top/close', '/rewards/X/redeem'])(
    'answer an anonymous %s with 401 before looking at the body',
    async (url) => {
      for (const key of [null, 'wrong-key']) {
        const response = await call(url, key, { nonsense: '\u0000', points: 'many' });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error_code: 'InvalidApiKey', message: expect.any(String) });
      }
    },
  );

  it('refuse a key outside its scopes with 403, and a revoked key with 401', async () => {
    const key = await createPartnerKey(t.database.db, { name: 'till-1', scopes: ['rewards'], dailyPointsCap: 1000 });
    const points = await call('/points', key, { phone: member.phone, points: 5, title: 'Hi' });
    expect(points.statusCode).toBe(403);
    expect(points.json()).toMatchObject({ error_code: 'ApiKeyScope' });
    expect((await call('/news', key, { title: 'x', intro: 'y', body: 'z' })).statusCode).toBe(403);
    expect((await call('/rewards/NOPE/redeem', key)).statusCode).toBe(404);
    await revokePartnerKey(t.database.db, 'till-1');
    expect((await call('/rewards/NOPE/redeem', key)).statusCode).toBe(401);
  });

  it('register the environment\'s key once when several processes start at the same moment', async () => {
    // On PostgreSQL each call has its own connection: without taking turns, two inserts of the same
    // name and hash collided on the hash's unique index and a process failed to start.
    const { partnerApiKey, PARTNER_API_KEY_DAILY_POINTS: cap } = t.app.config;
    // The collision needs the inserts to overlap: several rounds of many at once.
    for (let round = 0; round < 5; round += 1) {
      await t.database.db.delete(partnerKeys).where(eq(partnerKeys.name, 'PARTNER_API_KEY'));
      await Promise.all(Array.from({ length: 16 }, () => registerEnvKey(t.database.db, partnerApiKey!, cap)));
    }
    const rows = await t.database.db.select().from(partnerKeys).where(eq(partnerKeys.name, 'PARTNER_API_KEY'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.dailyPointsCap).toBe(cap);
  });

  it('are stored as hashes only', async () => {
    const key = await createPartnerKey(t.database.db, { name: 'hashed', scopes: ['events'], dailyPointsCap: 0 });
    expect(key.length).toBeGreaterThanOrEqual(32);
    const [row] = await t.database.db.select().from(partnerKeys).where(eq(partnerKeys.name, 'hashed'));
    expect(JSON.stringify(row)).not.toContain(key);
  });

  it('mint no more than their daily cap, and the ledger names the key that minted', async () => {
    const key = await createPartnerKey(t.database.db, { name: 'shop', scopes: ['points'], dailyPointsCap: 50 });
    const award = (points: number) => call('/points', key, { phone: member.phone, points, title: 'Shop gift' });
    expect((await award(30)).statusCode).toBe(200);
    const over = await award(30);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error_code: 'DailyPointsCapReached' });
    expect((await award(20)).statusCode).toBe(200);
    const [shop] = await t.database.db.select().from(partnerKeys).where(eq(partnerKeys.name, 'shop'));
    const minted = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.partnerKeyId, shop!.id));
    expect(minted.map((row) => row.delta).sort()).toEqual([20, 30]);
  });

  it('count the points of challenges their events complete against the cap, and the ledger names the key', async () => {
    const key = await createPartnerKey(t.database.db, { name: 'events-shop', scopes: ['events'], dailyPointsCap: 60 });
    const [first, second] = [
      await createChallenge(t, { type: 'api_event', points: 40, rules: { event: 'visit-shop' } }),
      await createChallenge(t, { type: 'api_event', points: 40, rules: { event: 'visit-shop' } }),
    ];
    const ona = await signUpUser(t);
    const jonas = await signUpUser(t);
    await api(t, ona).accept(first.id);
    await api(t, jonas).accept(second.id);
    const visit = (who: { phone: string }) => call('/events', key, { event: 'visit-shop', phone: who.phone });

    expect((await visit(ona)).json().progressed).toMatchObject([{ challenge_id: first.id, completed: true }]);
    // A second 40 would make 80 of 60: refused, and nothing of it stays (no event, no achievement).
    const over = await visit(jonas);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error_code: 'DailyPointsCapReached' });
    expect((await api(t, jonas).get('getUserNotCollectedAchievements')).body).toEqual([]);
    // An event that completes nothing mints nothing and goes through.
    expect((await visit(ona)).statusCode).toBe(200);

    const achievementId = (await api(t, ona).get('getUserNotCollectedAchievements')).body[0].id as number;
    expect((await api(t, ona).post('collectUserAchievement', { achievement_id: achievementId })).status).toBe(200);
    const [row] = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.achievementId, achievementId));
    const [shop] = await t.database.db.select().from(partnerKeys).where(eq(partnerKeys.name, 'events-shop'));
    expect(row).toMatchObject({ delta: 40, partnerKeyId: shop!.id });
    const [achievement] = await t.database.db.select().from(achievements).where(eq(achievements.id, achievementId));
    expect(achievement!.partnerKeyId).toBe(shop!.id);
  });

  it('keep the demo key outside production; in production only a key of 32+ characters, or none', () => {
    expect(loadConfig({}).partnerApiKey).toBe('demo-partner-key');
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(30).toString('base64url'),
      PUBLIC_URL: 'https://rewards.example.com',
      SMS_TRANSPORT: 'http',
      SMS_FROM: 'Aurora',
      SMS_HTTP_URL: 'https://sms.example.com/send',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'hello@example.com',
    };
    expect(() => loadConfig({ ...production, PARTNER_API_KEY: 'short-key' })).toThrow(/32/);
    expect(loadConfig(production).partnerApiKey).toBeNull();
    const ownKey = randomBytes(24).toString('base64url');
    expect(loadConfig({ ...production, PARTNER_API_KEY: ownKey }).partnerApiKey).toBe(ownKey);
  });
});
