// The waitlist (by phone or e-mail) and the dev outbox sign-in codes are read from: filtered by recipient,
// newest first, and gone in production mode, where sign-in still sends its code through the transport.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, waitlist } from '../../server/db/schema';
import { nextPhone, requestCode } from './auth-fixtures';
import type { TestApp } from './helpers';
import { openApp } from './user-session';

describe('phone sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp();
  });
  afterAll(() => t.close());

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
