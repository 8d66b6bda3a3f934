// Sign-in by phone and SMS code: validation, sign-up, codes, attempts, expiry, rate limits,
// Turnstile, phone prefixes, the waitlist and the dev outbox. Codes are read from /api/dev/outbox.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, smsCodes, users, waitlist } from '../../server/db/schema';
import { setSetting } from '../../server/services/settings/settings';
import { createTestApp, type TestApp } from './helpers';

// Until server/db/client.ts listens for pool errors: the helper's DROP DATABASE ... WITH (FORCE)
// ends connections pg-pool is still closing, and an unheard pool 'error' would fail the run.
async function openApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  const pool = (t.database.db as unknown as { $client?: { on?: (event: string, fn: () => void) => void } }).$client;
  if (t.database.kind === 'postgres') pool?.on?.('error', () => {});
  return t;
}

let ipCounter = 0;
/** Each test speaks from its own address so the per-IP limits only bite where a test wants them to. */
const nextIp = () => {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
let phoneCounter = 0;
const nextPhone = () => `3706${String(1000000 + (phoneCounter += 1)).slice(-7)}`;

async function requestCode(t: TestApp, body: Record<string, unknown>, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/user-side/loginUserByPhone', payload: body, remoteAddress: ip });
}

async function lastCode(t: TestApp, phone: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
  expect(res.statusCode).toBe(200);
  const code = res.json()[0]?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

async function verify(t: TestApp, phone: string, code: string, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/user-side/verifySmsCode', payload: { phone, code }, remoteAddress: ip });
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** Lets the next code request through the 30-second resend window. */
const ageCodes = (t: TestApp, phone: string, seconds: number) =>
  t.app.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(smsCodes.phone, phone));

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

  it('sends at most one code per 30 seconds and five per hour to a phone', async () => {
    const phone = nextPhone();
    const first = await requestCode(t, { phone, name: 'A', surname: 'B' });
    expect(first.json().resend_after).toBe(30);
    const soon = await requestCode(t, { phone, name: 'A', surname: 'B' });
    expect(soon.statusCode).toBe(200);
    expect(soon.json().resend_after).toBeGreaterThan(0);
    expect(soon.json().resend_after).toBeLessThanOrEqual(30);
    expect((await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json()).toHaveLength(1);

    for (let i = 2; i <= 5; i++) {
      await ageCodes(t, phone, 31);
      expect((await requestCode(t, { phone, name: 'A', surname: 'B' })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json()).toHaveLength(5);
    await ageCodes(t, phone, 31);
    const sixth = await requestCode(t, { phone, name: 'A', surname: 'B' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error_code).toBe('TooManyRequests');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // The last code sent still signs in.
    expect((await verify(t, phone, await lastCode(t, phone))).statusCode).toBe(200);
  });

  it('limits code requests per IP address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await requestCode(t, { phone: nextPhone(), name: 'A', surname: 'B' }, ip);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error_code).toBe('TooManyRequests');
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    expect((await requestCode(t, { phone: nextPhone(), name: 'A', surname: 'B' })).statusCode).toBe(200);
  });

  it('limits code checks per IP address', async () => {
    const ip = nextIp();
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await verify(t, nextPhone(), '123456', ip)).statusCode;
    expect(last).toBe(429);
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

  it('joins the waitlist with a phone or an email', async () => {
    const byPhone = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/joinWaitlist',
      payload: { phone: '+1 555 0100 999', lang: 'lt' },
    });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json()).toEqual({ success: true });
    const byEmail = await t.app.inject({ method: 'POST', url: '/api/user-side/joinWaitlist', payload: { email: 'Ona@Example.com' } });
    expect(byEmail.statusCode).toBe(200);
    const rows = await t.app.db.select().from(waitlist);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ phone: '15550100999', language: 'lt' }),
        expect.objectContaining({ email: 'ona@example.com', language: 'en' }),
      ]),
    );
    const empty = await t.app.inject({ method: 'POST', url: '/api/user-side/joinWaitlist', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error_code: 'ValidationError', field: 'phone' });
    const badEmail = await t.app.inject({ method: 'POST', url: '/api/user-side/joinWaitlist', payload: { email: 'nope' } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ error_code: 'ValidationError', field: 'email' });
  });

  it('filters the dev outbox by recipient, newest first, including mail pushed by other transports', async () => {
    t.app.outbox.push({ to: 'Someone@Example.com', kind: 'email_confirmation', text: 'first', code: null });
    t.app.outbox.push({ to: 'someone@example.com', kind: 'email_confirmation', text: 'second', code: null });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=SOMEONE@example.com' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().map((m: { text: string }) => m.text)).toEqual(['second', 'first']);
  });
});

describe('per-phone code limit from the configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp({ SIGN_IN_CODES_PER_PHONE_PER_HOUR: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a phone only as many codes an hour as SIGN_IN_CODES_PER_PHONE_PER_HOUR says', async () => {
    const phone = nextPhone();
    expect((await requestCode(t, { phone, name: 'A', surname: 'B' })).statusCode).toBe(200);
    await ageCodes(t, phone, 31);
    expect((await requestCode(t, { phone, name: 'A', surname: 'B' })).statusCode).toBe(200);
    await ageCodes(t, phone, 31);
    const third = await requestCode(t, { phone, name: 'A', surname: 'B' });
    expect(third.statusCode).toBe(429);
    expect(third.json().error_code).toBe('TooManyRequests');
  });
});

describe('Turnstile and allowed phone prefixes', () => {
  let t: TestApp;
  let verifier: Server;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    verifier = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        res.setHeader('content-type', 'application/json');
        const ok = form.get('secret') === 'turnstile-secret' && form.get('response') === 'good-token';
        res.end(JSON.stringify({ success: ok, 'error-codes': ok ? [] : ['invalid-input-response'] }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const { port } = verifier.address() as AddressInfo;
    t = await openApp({
      TURNSTILE_SECRET: 'turnstile-secret',
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
      ALLOWED_PHONE_PREFIXES: '370, 371',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => verifier.close(resolve));
  });

  it('sends a code when the Turnstile token verifies', async () => {
    const ip = nextIp();
    const res = await requestCode(t, { phone: nextPhone(), name: 'A', surname: 'B', turnstileToken: 'good-token' }, ip);
    expect(res.statusCode).toBe(200);
    expect(seen.at(-1)?.get('remoteip')).toBe(ip);
  });

  it('answers TurnstileFailed for a wrong or missing token', async () => {
    for (const turnstileToken of ['bad-token', undefined]) {
      const phone = nextPhone();
      const res = await requestCode(t, { phone, name: 'A', surname: 'B', turnstileToken });
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe('TurnstileFailed');
      expect((await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json()).toEqual([]);
    }
  });

  it('refuses sign-up from a phone prefix that is not allowed', async () => {
    const res = await requestCode(t, { phone: '4915112345678', name: 'A', surname: 'B', turnstileToken: 'good-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('CountryPhonePrefixIsNotAllowed');
    const allowed = await requestCode(t, { phone: '37112345678', name: 'A', surname: 'B', turnstileToken: 'good-token' });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('production mode', () => {
  it('has no dev outbox', { timeout: 120_000 }, async () => {
    const gateway = createServer((_req, res) => res.writeHead(200).end('{}'));
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const t = await openApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://rewards.example.com',
      PARTNER_API_KEY: randomBytes(30).toString('base64url'),
      JWT_SECRET: randomBytes(30).toString('base64url'),
      SMS_TRANSPORT: 'http',
      SMS_FROM: 'Aurora',
      SMS_HTTP_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`,
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'hello@example.com',
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=37060000000' });
      expect(res.statusCode).toBe(404);
      // Sign-in itself still works (the code only goes out through the transport).
      const sent = await requestCode(t, { phone: nextPhone(), name: 'A', surname: 'B' });
      expect(sent.statusCode).toBe(200);
      const rows = await t.app.db.select().from(smsCodes).where(and(eq(smsCodes.purpose, 'login')));
      expect(rows).toHaveLength(1);
    } finally {
      await t.close();
      gateway.close();
    }
  });
});
