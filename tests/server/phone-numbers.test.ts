// One member per phone number however it is typed: international with "+" or "00", bare digits with
// the country code (as the app sends them), or national with the trunk prefix of the programme's
// country. Sign-in, transfers and the partner calls all find the same member.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { canonicalPhone } from '../../contract/phone';
import { balanceOf, expectError, givePoints, PARTNER, post, signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

describe('canonicalPhone', () => {
  it('reads the four ways of typing a Lithuanian mobile number as one', () => {
    for (const typed of ['+370 600 00003', '8 600 00003', '00370 600 00003', '37060000003', '(8-600) 00003', '600 00003']) {
      expect(canonicalPhone(typed, 'LT'), typed).toBe('37060000003');
    }
  });

  it('keeps another country international, and reads national numbers only with a country set', () => {
    expect(canonicalPhone('+49 151 12345678', 'LT')).toBe('4915112345678');
    expect(canonicalPhone('4915112345678', 'LT')).toBe('4915112345678');
    // Null, not undefined: the server files share one module here, and an app started by another file
    // has set its country as the default.
    expect(canonicalPhone('8 600 00003', null)).toBe('860000003');
    expect(canonicalPhone('0151 12345678', 'DE')).toBe('4915112345678');
  });

  it("reads a national number as the programme country's even when its digits make a number abroad too", () => {
    // "+86 1010001" is a fixed line in China; typed in Lithuania, "8 610 10001" is a Lithuanian mobile.
    expect(canonicalPhone('8 610 10001', 'LT')).toBe('37061010001');
    expect(canonicalPhone('861010001', 'LT')).toBe('37061010001');
    expect(canonicalPhone('+861010001', 'LT')).toBe('861010001');
    expect(canonicalPhone('8613812345678', 'LT')).toBe('8613812345678');
  });

  it('refuses what cannot be a phone number', () => {
    for (const typed of ['', 'call me', '12', '+', '1234567890123456789', '+370 600 000 03 x']) expect(canonicalPhone(typed, 'LT'), typed).toBeNull();
  });
});

describe('one member per number', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PHONE_COUNTRY: 'LT' });
  });
  afterAll(() => t.close());

  /** The SMS sign-in as the app makes it, with the number as typed; the code goes to the stored form. */
  const signInAs = async (typed: string, name = '') => {
    const remoteAddress = '10.9.9.1';
    const login = await t.app.inject({ method: 'POST', url: '/api/user-side/loginUserByPhone', remoteAddress, payload: { phone: typed, name, surname: name && 'Narė' } });
    expect(login.statusCode, login.body).toBe(200);
    const [sms] = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=37060000777' })).json() as { code: string }[];
    const verify = await t.app.inject({ method: 'POST', url: '/api/user-side/verifySmsCode', remoteAddress, payload: { phone: typed, code: sms!.code } });
    expect(verify.statusCode, verify.body).toBe(200);
    const headers = { authorization: `Bearer ${verify.json().token as string}` };
    if (name) expect((await t.app.inject({ method: 'POST', url: '/api/user-side/acceptTerms', headers })).statusCode).toBe(200);
    return headers;
  };

  it('signs up with "+370 ..." and signs in again with "8 ..." and "00370 ..." as the same member', async () => {
    await signInAs('+370 600 00777', 'Ona');
    const [row] = await t.database.db.select({ phone: users.phone }).from(users).where(eq(users.firstName, 'Ona'));
    expect(row?.phone).toBe('37060000777');
    for (const typed of ['8 600 00777', '00370 600 00777']) {
      const me = await t.app.inject({ method: 'GET', url: '/api/user-side/getUserData', headers: await signInAs(typed) });
      expect(me.json().primary_phone, typed).toBe('37060000777');
    }
    expect((await t.database.db.select({ id: users.id }).from(users).where(eq(users.firstName, 'Ona'))).length).toBe(1);
  });

  it('a transfer and a partner award find the member by a national number; a number that is no phone is a 400', async () => {
    const sender = await signUp(t, 'Petras', 'Siuntėjas');
    const recipient = { headers: await signInAs('37060000777') };
    const before = await balanceOf(t, recipient);
    await givePoints(t, { phone: '8 (600) 00-777' }, 5);
    const sent = await post(t, sender, 'transferPoints', { recipient_phone: '8 600 00777', points: 10 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await balanceOf(t, recipient)).toBe(before + 15);
    expectError(await post(t, sender, 'transferPoints', { recipient_phone: 'call me', points: 1 }), 400, 'ValidationError');
    const partner = await t.app.inject({ method: 'POST', url: '/api/partner/points', headers: PARTNER, payload: { phone: '12', points: 1, title: 'x' } });
    expectError(partner, 400, 'ValidationError');
  });
});
