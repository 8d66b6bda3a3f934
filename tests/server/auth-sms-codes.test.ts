// Sign-in by phone and SMS code: validation, sign-up, codes, the SMS's text, attempts, expiry, deactivated
// accounts and a code verified twice at once. Codes are read from /api/dev/outbox.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, smsCodes, users } from '../../server/db/schema';
import { setSetting } from '../../server/services/settings/settings';
import { ageCodes, lastCode, nextPhone, requestCode, verify } from './auth-fixtures';
import type { TestApp } from './helpers';
import { openApp } from './user-session';

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('phone sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp();
  });
  afterAll(() => t.close());

  it('rejects bad input with a 400 ValidationError naming the field', async () => {
    const cases: Array<[Record<string, unknown> | undefined, string]> = [
      [{ phone: 'abc' }, 'phone'],
      [{ phone: '12' }, 'phone'],
      [{}, 'phone'],
      [{ phone: nextPhone(), name: 'x'.repeat(101), surname: 'B' }, 'name'],
      [{ phone: nextPhone(), name: 5 }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const res = await requestCode(t, payload ?? {});
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'ValidationError', field });
    }
    const badCode = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/verifySmsCode',
      payload: { phone: nextPhone(), code: '12ab' },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toMatchObject({ error_code: 'ValidationError', field: 'code' });
    const noBody = await t.app.inject({ method: 'POST', url: '/api/user-side/verifySmsCode' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error_code).toBe('ValidationError');
  });

  it('answers UserNotExist for an unknown phone without a name, and sends nothing', async () => {
    const phone = nextPhone();
    const res = await requestCode(t, { phone });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('UserNotExist');
    expect(res.json().message).toMatch(/register/i);
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
    expect(outbox.json()).toEqual([]);
  });

  it('signs up a new user on the first verified code, keeping the details given with the request', async () => {
    const phone = nextPhone();
    const res = await requestCode(t, { phone: `+${phone}`, name: ' Ona ', surname: 'Jonaitė', lang: 'lt', turnstileToken: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sms_sent: true, resend_after: 30 });
    expect(await t.app.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);

    const outbox = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=%2B${phone}` })).json();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: phone, kind: 'login' });
    expect(outbox[0].text).toContain(outbox[0].code);
    expect(outbox[0].text).toMatch(/kodas/);
    expect(new Date(outbox[0].sent_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Only a hash of the code is stored.
    const [stored] = await t.app.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(stored!.codeHash).not.toContain(outbox[0].code);
    expect(stored!.payload).toEqual({ name: 'Ona', surname: 'Jonaitė', lang: 'lt' });

    const signIn = await verify(t, phone, outbox[0].code);
    expect(signIn.statusCode).toBe(200);
    const body = signIn.json();
    expect(body).toEqual({ token: expect.any(String), user_initialized: false, redirect_route_name: 'terms-and-conditions' });

    const [user] = await t.app.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({ firstName: 'Ona', lastName: 'Jonaitė', language: 'lt', points: 0 });
    expect(user!.referralId).toMatch(/^[A-Z2-9]{8}$/);
    expect(user!.externalId).toMatch(/^[0-9a-f]{32}$/);

    // The code is used up.
    const again = await verify(t, phone, outbox[0].code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error_code).toBe('SmsCodeExpired');
  });

  it('sends an English code to a known phone and signs in without creating anyone', async () => {
    const phone = nextPhone();
    await requestCode(t, { phone, name: 'Jonas', surname: 'Jonaitis', lang: 'en' });
    await verify(t, phone, await lastCode(t, phone));
    await ageCodes(t, phone, 60);

    const res = await requestCode(t, { phone });
    expect(res.statusCode).toBe(200);
    const out = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json();
    // The programme's name (settings brand.name, "Rewards" unless set), never a generic word.
    expect(out[0].text).toMatch(/^Your Rewards code is \d{6}\. It expires in 5 minutes\.$/);
    const signIn = await verify(t, phone, out[0].code);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user_initialized).toBe(false);
    expect(await t.app.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it("names the programme in each language's SMS, as the settings word it", async () => {
    await setSetting(t.app.db, 'brand.name', { en: 'Aurora Rewards', lt: 'Aurora prizai' });
    try {
      const lt = nextPhone();
      await requestCode(t, { phone: lt, name: 'Ona', surname: 'Jonaitė', lang: 'lt' });
      const [ltSms] = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${lt}` })).json();
      expect(ltSms.text).toMatch(/^Jūsų Aurora prizai kodas: \d{6}\. Jis galioja 5 min\.$/);
      const en = nextPhone();
      await requestCode(t, { phone: en, name: 'Ann', surname: 'Lee', lang: 'en' });
      const [enSms] = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${en}` })).json();
      expect(enSms.text).toMatch(/^Your Aurora Rewards code is \d{6}\./);
    } finally {
      await t.app.db.delete(settings).where(eq(settings.key, 'brand.name'));
    }
  });

  it('reports attempts left for a wrong code, then burns the code after five', async () => {
    const phone = nextPhone();
    await requestCode(t, { phone, name: 'A', surname: 'B' });
    const code = await lastCode(t, phone);
    const wrong = wrongCodeFor(code);
    for (const left of [4, 3, 2, 1]) {
      const res = await verify(t, phone, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'SmsCodeInvalid', attempts_left: left });
      expect(res.json().message).toContain(`${left} attempt`);
    }
    const fifth = await verify(t, phone, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error_code).toBe('TooManyAttempts');
    // Even the right code no longer works.
    const right = await verify(t, phone, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().error_code).toBe('TooManyAttempts');
  });

  it('rejects an expired code', async () => {
    const phone = nextPhone();
    await requestCode(t, { phone, name: 'A', surname: 'B' });
    const code = await lastCode(t, phone);
    await t.app.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.phone, phone));
    const res = await verify(t, phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('SmsCodeExpired');
  });

  it('answers SmsCodeExpired when no code was ever requested', async () => {
    const res = await verify(t, nextPhone(), '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('SmsCodeExpired');
  });

  it('makes older codes invalid when a new one is sent', async () => {
    const phone = nextPhone();
    await requestCode(t, { phone, name: 'A', surname: 'B' });
    const first = await lastCode(t, phone);
    await ageCodes(t, phone, 31);
    await requestCode(t, { phone, name: 'A', surname: 'B' });
    const second = await lastCode(t, phone);
    if (first !== second) {
      const old = await verify(t, phone, first);
      expect(old.statusCode).toBe(400);
      expect(old.json().error_code).toBe('SmsCodeInvalid');
    }
    expect((await verify(t, phone, second)).statusCode).toBe(200);
  });

  it('refuses deactivated accounts', async () => {
    const phone = nextPhone();
    await requestCode(t, { phone, name: 'A', surname: 'B' });
    await verify(t, phone, await lastCode(t, phone));
    await t.app.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.phone, phone));
    const res = await requestCode(t, { phone });
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('UserDeactivated');
  });

  it('creates one user when the same code is verified twice at once', async () => {
    const phone = nextPhone();
    await requestCode(t, { phone, name: 'A', surname: 'B' });
    const code = await lastCode(t, phone);
    const results = await Promise.all([verify(t, phone, code), verify(t, phone, code), verify(t, phone, code)]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await t.app.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });
});
