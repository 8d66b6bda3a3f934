// Sign-in by phone's rate limits: codes per phone (every 30 seconds, and per hour as
// SIGN_IN_CODES_PER_PHONE_PER_HOUR says) and code requests and checks per IP address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, lastCode, nextIp, nextPhone, requestCode, verify } from './auth-fixtures';
import type { TestApp } from './helpers';
import { openApp } from './user-session';

describe('phone sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp();
  });
  afterAll(() => t.close());

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
