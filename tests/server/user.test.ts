// The signed-in user's calls: acceptTerms and initialization status, getUserData mapping,
// points, setUserName and saveLanguage.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalAccounts, monthlyTop, pointsLedger, referrals, users } from '../../server/db/schema';
import { credit, debit } from '../../server/services/economy/ledger';
import { createTestApp, type TestApp } from './helpers';

// Until server/db/client.ts listens for pool errors: the helper's DROP DATABASE ... WITH (FORCE)
// ends connections pg-pool is still closing, and an unheard pool 'error' would fail the run.
async function openApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  const pool = (t.database.db as unknown as { $client?: { on?: (event: string, fn: () => void) => void } }).$client;
  if (t.database.kind === 'postgres') pool?.on?.('error', () => {});
  return t;
}

let phoneCounter = 0;
let ipCounter = 0;
const nextIp = () => `10.40.${Math.floor((ipCounter += 1) / 250)}.${(ipCounter % 250) + 1}`;

async function signUp(t: TestApp, name = 'Test', surname = 'User', lang = 'en') {
  const phone = `3706${String(3000000 + (phoneCounter += 1)).slice(-7)}`;
  const ip = nextIp();
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/user-side/loginUserByPhone',
    payload: { phone, name, surname, lang },
    remoteAddress: ip,
  });
  expect(sent.statusCode).toBe(200);
  const [message] = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user-side/verifySmsCode',
    payload: { phone, code: message.code },
    remoteAddress: ip,
  });
  const [user] = await t.app.db.select().from(users).where(eq(users.phone, phone));
  return { phone, userId: user!.id, auth: { authorization: `Bearer ${res.json().token as string}` } };
}

describe('user calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp({ SIGNUP_BONUS_POINTS: '30' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/user-side/${url}`, headers });
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/user-side/${url}`, headers, payload });

  it('requires a token', async () => {
    for (const url of ['getUserData', 'getUserPoints', 'getUserTotalPointsEarned', 'getUserInitializationStatus']) {
      expect((await get(url, {})).statusCode, url).toBe(401);
    }
    for (const url of ['setUserName', 'saveLanguage', 'acceptTerms']) {
      expect((await post(url, {}, {})).statusCode, url).toBe(401);
    }
  });

  it('initializes a user on acceptTerms and gives the sign-up bonus once', async () => {
    const { auth, userId } = await signUp(t);
    const before = await get('getUserInitializationStatus', auth);
    expect(before.statusCode).toBe(409);
    expect(before.json().error_code).toBe('UserNotInitializedYet');
    expect((await get('getUserData', auth)).json().user_initialized).toBe(false);

    const first = await post('acceptTerms', auth);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, showWelcomeScreen: true });
    const second = await post('acceptTerms', auth);
    expect(second.json()).toEqual({ success: true, showWelcomeScreen: false });

    const status = await get('getUserInitializationStatus', auth);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ initialized: true });
    expect((await get('getUserPoints', auth)).json()).toBe(30);
    expect((await get('getUserTotalPointsEarned', auth)).json()).toBe(30);
    expect((await get('getUserData', auth)).json().user_initialized).toBe(true);
    const rows = await t.app.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'signup_bonus', delta: 30, balanceAfter: 30 });
  });

  it('gives the bonus exactly once when acceptTerms is called ten times at once', async () => {
    const { auth, userId } = await signUp(t);
    const results = await Promise.all(Array.from({ length: 10 }, () => post('acceptTerms', auth)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().showWelcomeScreen === true)).toHaveLength(1);
    expect(await t.app.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId))).toHaveLength(1);
    expect((await get('getUserPoints', auth)).json()).toBe(30);
  });

  it('signs a returning user in as initialized, with no redirect', async () => {
    const { phone, auth } = await signUp(t);
    await post('acceptTerms', auth);
    await t.app.db.execute(`update sms_codes set created_at = created_at - interval '1 minute' where phone = '${phone}'`);
    const ip = nextIp();
    await t.app.inject({ method: 'POST', url: '/api/user-side/loginUserByPhone', payload: { phone }, remoteAddress: ip });
    const [message] = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/verifySmsCode',
      payload: { phone, code: message.code },
      remoteAddress: ip,
    });
    expect(res.json()).toEqual({ token: expect.any(String), user_initialized: true });
  });

  it('maps getUserData from the user, accounts, referrals and the monthly top', async () => {
    const { auth, userId, phone } = await signUp(t, 'Ona', 'Jonaitė', 'lt');
    const base = await get('getUserData', auth);
    expect(base.statusCode).toBe(200);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(base.json()).toEqual({
      user_initialized: false,
      referral_id: user!.referralId,
      applyReferralCodeEnabled: true,
      applyPromoCodeEnabled: true,
      primary_phone: phone,
      primary_email: null,
      email_confirmed: false,
      name: 'Ona',
      surname: 'Jonaitė',
      picture_url: null,
      birthday: null,
      gender: null,
      language: 'lt',
      user_external_id_hash: createHash('sha256').update(user!.externalId).digest('hex'),
      is_in_monthly_top: false,
      monthly_top_url: null,
      external_accounts: { google: 'never', facebook: 'never', linkedin: 'never', apple: 'never' },
      monthly_notification: true,
      challenge_completion_notification: true,
      new_challenges_notification: true,
      user_news_notification: true,
      new_friend_connected_notification: true,
    });

    const referrer = await signUp(t);
    await t.app.db.insert(referrals).values({ referredUserId: userId, referrerUserId: referrer.userId });
    await t.app.db.insert(externalAccounts).values([
      { userId, provider: 'google', externalUserId: `g-${userId}`, status: 'connected' },
      { userId, provider: 'facebook', externalUserId: `f-${userId}`, status: 'disconnected' },
    ]);
    const month = new Date().toISOString().slice(0, 7);
    const [top] = await t.app.db
      .insert(monthlyTop)
      .values({ month, userId, rank: 1, points: 500, urlIdentifier: 'ona-abc123' })
      .returning();
    await t.app.db
      .update(users)
      .set({ email: 'ona@example.com', emailConfirmedAt: new Date(), birthday: '1990-05-01', monthlyNotification: false })
      .where(eq(users.id, userId));

    const data = (await t.app.inject({ method: 'GET', url: '/api/user-side/getUserData?lang=en', headers: auth })).json();
    expect(data).toMatchObject({
      applyReferralCodeEnabled: false,
      primary_email: 'ona@example.com',
      email_confirmed: true,
      birthday: '1990-05-01',
      monthly_notification: false,
      is_in_monthly_top: true,
      monthly_top_url: `/en/monthly-top-user/${top!.id}/ona-abc123`,
      external_accounts: { google: 'connected', facebook: 'disconnected', linkedin: 'never', apple: 'never' },
    });

    // Last month's top does not count.
    await t.app.db.update(monthlyTop).set({ month: '2000-01' }).where(eq(monthlyTop.id, top!.id));
    expect((await get('getUserData', auth)).json()).toMatchObject({ is_in_monthly_top: false, monthly_top_url: null });
  });

  it('answers points as bare numbers that follow the ledger', async () => {
    const { auth, userId } = await signUp(t);
    expect((await get('getUserPoints', auth)).json()).toBe(0);
    await t.app.db.transaction(async (tx) => {
      await credit(tx, { userId, points: 100, kind: 'achievement', title: { en: 'Quiz' } });
      await debit(tx, { userId, points: 40, kind: 'redemption', title: { en: 'Coffee' } });
    });
    const points = await get('getUserPoints', auth);
    expect(points.headers['content-type']).toMatch(/application\/json/);
    expect(points.body).toBe('60');
    expect((await get('getUserTotalPointsEarned', auth)).body).toBe('100');
  });

  it('saves a trimmed name and rejects empty ones naming the field', async () => {
    const { auth, userId } = await signUp(t);
    const ok = await post('setUserName', auth, { first_name: '  Petras ', last_name: ' Petraitis' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    expect((await get('getUserData', auth)).json()).toMatchObject({ name: 'Petras', surname: 'Petraitis' });

    for (const [payload, field] of [
      [{ first_name: '   ', last_name: 'X' }, 'first_name'],
      [{ first_name: 'X', last_name: '' }, 'last_name'],
      [{ first_name: 'X' }, 'last_name'],
      [{ first_name: 7, last_name: 'X' }, 'first_name'],
      [{ first_name: 'X'.repeat(101), last_name: 'X' }, 'first_name'],
    ] as const) {
      const res = await post('setUserName', auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'ValidationError', field });
    }
    const [user] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ firstName: 'Petras', lastName: 'Petraitis' });
  });

  it('saves a supported language and rejects others', async () => {
    const { auth, userId } = await signUp(t);
    const ok = await post('saveLanguage', auth, { language: 'lt' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    expect((await get('getUserData', auth)).json().language).toBe('lt');
    for (const payload of [{ language: 'de' }, { language: 'x' }, {}, { language: 3 }]) {
      const res = await post('saveLanguage', auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'ValidationError', field: 'language' });
    }
    const [user] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(user!.language).toBe('lt');
  });
});
