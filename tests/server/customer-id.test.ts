// Sign-in by customer id: a code to the phone (or else the e-mail) on file, and the operator's signed
// assertion from customerLoginUrl, which signs the member in or creates them.
import { eq } from 'drizzle-orm';
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { createUser } from '../../server/services/members/users';
import type { TestApp } from './helpers';
import { openApp } from './user-session';

const PUBLIC_URL = 'http://app.test';
const ISSUER = 'https://customers.example';
let t: TestApp;
let operatorKey: CryptoKey;
let seq = 0;
const ip = () => `10.88.0.${++seq}`;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  operatorKey = pair.privateKey;
  t = await openApp({
    PUBLIC_URL,
    REGISTRATION_TYPE: 'id',
    CUSTOMER_SSO_ISSUER: ISSUER,
    CUSTOMER_SSO_PUBLIC_KEY: await exportSPKI(pair.publicKey),
    CUSTOMER_SSO_ALGORITHM: 'ES256',
  });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/user-side/${url}`, payload, remoteAddress: ip() });

const lastCode = async (to: string) => (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json()[0]?.code as string;

describe('a code to what the programme has on file', () => {
  it('goes to the phone by SMS and signs the member in', async () => {
    const member = await createUser(t.database.db, { customerId: 'CARD-0001', phone: '37061110001', firstName: 'Ona' });
    const start = await post('loginUserByCustomerId', { customer_id: ' card-0001 ' });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json()).toMatchObject({ channel: 'sms', sent_to: '+370 *** **001', resend_after: 30 });
    const code = await lastCode('37061110001');
    const wrong = await post('verifyCustomerIdCode', { customer_id: 'CARD-0001', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.json().error_code).toBe('SmsCodeInvalid');
    const verify = await post('verifyCustomerIdCode', { customer_id: 'CARD-0001', code });
    expect(verify.statusCode, verify.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/user-side/getUserData', headers: { authorization: `Bearer ${verify.json().token as string}` } });
    expect(me.json().name).toBe('Ona');
    expect(me.statusCode).toBe(200);
    expect(member.customerId).toBe('CARD-0001');
  });

  it('goes to the e-mail when there is no phone; the code is good once', async () => {
    await createUser(t.database.db, { customerId: 'CARD-0002', email: 'rasa@example.test' });
    const start = await post('loginUserByCustomerId', { customer_id: 'CARD-0002' });
    expect(start.json()).toMatchObject({ channel: 'email', sent_to: 'r***@example.test' });
    const code = await lastCode('rasa@example.test');
    expect(code).toMatch(/^\d{6}$/);
    expect((await post('verifyCustomerIdCode', { customer_id: 'CARD-0002', code })).statusCode).toBe(200);
    expect((await post('verifyCustomerIdCode', { customer_id: 'CARD-0002', code })).json().error_code).toBe('SmsCodeExpired');
  });

  it('refuses unknown and deactivated ids, and bad input with a 400', async () => {
    expect((await post('loginUserByCustomerId', { customer_id: 'NOBODY-1' })).json().error_code).toBe('UserNotExist');
    const gone = await createUser(t.database.db, { customerId: 'CARD-0003', phone: '37061110003' });
    await t.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
    const deactivated = await post('loginUserByCustomerId', { customer_id: 'CARD-0003' });
    expect(deactivated.statusCode).toBe(403);
    expect(deactivated.json().error_code).toBe('UserDeactivated');
    const bad = await post('loginUserByCustomerId', { customer_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_code).toBe('ValidationError');
  });
});

describe('the single sign-on assertion', () => {
  const assertion = (claims: Record<string, unknown>, opts: { issuer?: string; audience?: string; issuedAt?: number; key?: CryptoKey } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer(opts.issuer ?? ISSUER)
      .setAudience(opts.audience ?? PUBLIC_URL)
      .setIssuedAt(opts.issuedAt ?? Math.floor(Date.now() / 1000))
      .setExpirationTime((opts.issuedAt ?? Math.floor(Date.now() / 1000)) + 120)
      .sign(opts.key ?? operatorKey);

  it('creates a member with the customer id, then signs the same member in', async () => {
    const first = await post('loginUserByAssertion', { assertion: await assertion({ sub: 'SSO-7', given_name: 'Jonas', family_name: 'Jonaitis' }), lang: 'lt' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ user_initialized: false, redirect_route_name: 'terms-and-conditions' });
    const [row] = await t.database.db.select().from(users).where(eq(users.customerId, 'SSO-7'));
    expect(row).toMatchObject({ firstName: 'Jonas', lastName: 'Jonaitis', language: 'lt' });
    const again = await post('loginUserByAssertion', { assertion: await assertion({ sub: 'SSO-7' }) });
    expect(again.statusCode).toBe(200);
    expect((await t.database.db.select().from(users).where(eq(users.customerId, 'SSO-7'))).length).toBe(1);
  });

  it('signs in once per assertion: a replay of the same one is refused in words, by jti or without one', async () => {
    const withJti = await assertion({ sub: 'SSO-9', jti: 'once-9' });
    expect((await post('loginUserByAssertion', { assertion: withJti })).statusCode).toBe(200);
    const replay = await post('loginUserByAssertion', { assertion: withJti });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error_code: 'SsoAssertionUsed' });
    expect(replay.json().message).toContain('used already');
    // Another assertion with the same jti (a replay re-signed is still the same one).
    expect((await post('loginUserByAssertion', { assertion: await assertion({ sub: 'SSO-9', jti: 'once-9' }) })).json().error_code).toBe(
      'SsoAssertionUsed',
    );

    const withoutJti = await assertion({ sub: 'SSO-9' });
    expect((await post('loginUserByAssertion', { assertion: withoutJti })).statusCode).toBe(200);
    expect((await post('loginUserByAssertion', { assertion: withoutJti })).json().error_code).toBe('SsoAssertionUsed');
    // A fresh assertion for the same member still works.
    expect((await post('loginUserByAssertion', { assertion: await assertion({ sub: 'SSO-9', jti: 'once-10' }) })).statusCode).toBe(200);
  });

  it('refuses another issuer, another audience, another key, a stale assertion and a bad id', async () => {
    const other = (await generateKeyPair('ES256')).privateKey;
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    for (const bad of [
      await assertion({ sub: 'SSO-8' }, { issuer: 'https://evil.example' }),
      await assertion({ sub: 'SSO-8' }, { audience: 'https://other.app' }),
      await assertion({ sub: 'SSO-8' }, { key: other }),
      await assertion({ sub: 'SSO-8' }, { issuedAt: tenMinutesAgo }),
      await assertion({ sub: 'no spaces allowed' }),
    ]) {
      const res = await post('loginUserByAssertion', { assertion: bad });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error_code).toBe('SsoAssertionInvalid');
    }
    expect(await t.database.db.select().from(users).where(eq(users.customerId, 'SSO-8'))).toEqual([]);
  });
});

describe('without single sign-on configured', () => {
  it('answers ProviderNotConfigured', async () => {
    const plain = await openApp({ PUBLIC_URL });
    const res = await plain.app.inject({ method: 'POST', url: '/api/user-side/loginUserByAssertion', payload: { assertion: 'x'.repeat(40) } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('ProviderNotConfigured');
    await plain.close();
  });
});
