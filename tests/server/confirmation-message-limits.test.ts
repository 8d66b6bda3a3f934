// A challenge's confirmation SMS and confirmation mails go to addresses the member types: each member may
// have only so many sent (services/members/message-budget.ts), and SMS only to the programme's countries.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { CONFIRMATION_MAILS_PER_MEMBER_PER_HOUR, CONFIRMATION_SMS_PER_MEMBER_PER_DAY } from '../../server/services/members/message-budget';
import type { TestApp } from './helpers';
import { api, createChallenge, openApp, signUpUser } from './user-session';

let t: TestApp;
/** Above one member's daily codes, so the member test meets the member's limit first. */
const CODES_PER_CALLER = CONFIRMATION_SMS_PER_MEMBER_PER_DAY + 2;
beforeAll(async () => {
  t = await openApp({ ALLOWED_PHONE_PREFIXES: '370,371', SIGN_IN_CODES_PER_IP_PER_HOUR: String(CODES_PER_CALLER) });
});
afterAll(() => t.close());

const outbox = async (to: string) => (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as unknown[];

/** A member who signed up without a phone (as by a social account), with the challenge accepted. */
async function memberWithoutPhone(type: 'phone_confirmation' | 'email_confirmation') {
  const challenge = await createChallenge(t, { type });
  const user = await signUpUser(t);
  await t.database.db.update(users).set({ phone: null }).where(eq(users.id, user.id));
  const c = api(t, user);
  expect((await c.accept(challenge.id)).status).toBe(200);
  return {
    complete: (answer: Record<string, unknown>) => c.complete(challenge.id, answer),
    /** The same call from another address. */
    completeFrom: async (remoteAddress: string, answer: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user-side/completeUserChallenge',
        headers: user.headers,
        remoteAddress,
        payload: { challenge_id: challenge.id, answer },
      });
      return { status: res.statusCode, body: res.json() as Record<string, unknown> };
    },
  };
}

describe('a challenge confirming a phone', () => {
  it(`sends codes to at most ${CONFIRMATION_SMS_PER_MEMBER_PER_DAY} numbers a day for one member`, async () => {
    const member = await memberWithoutPhone('phone_confirmation');
    const phones = Array.from({ length: CONFIRMATION_SMS_PER_MEMBER_PER_DAY + 1 }, (_, i) => `3706${String(process.pid % 1000).padStart(3, '0')}${String(9000 + i)}`);
    for (const phone of phones.slice(0, -1)) {
      expect((await member.complete({ phone })).body).toMatchObject({ status: 'pending', sent_to: phone });
    }
    const refused = await member.complete({ phone: phones.at(-1) });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error_code: 'TooManyRequests' });
    expect(refused.body.retry_after).toBeGreaterThan(23 * 3600);
    expect(await outbox(phones.at(-1)!)).toHaveLength(0);
  });

  it(`sends at most ${CODES_PER_CALLER} codes an hour for callers at one address, whatever the member`, async () => {
    const caller = '10.66.0.1';
    const phone = (i: number) => `3706${String(process.pid % 1000).padStart(3, '0')}${String(8000 + i)}`;
    const [first, second] = [await memberWithoutPhone('phone_confirmation'), await memberWithoutPhone('phone_confirmation')];
    for (let i = 0; i < CONFIRMATION_SMS_PER_MEMBER_PER_DAY; i++) expect((await first.completeFrom(caller, { phone: phone(i) })).status).toBe(200);
    for (let i = 10; i < CODES_PER_CALLER; i++) expect((await second.completeFrom(caller, { phone: phone(i) })).status).toBe(200);
    const refused = await second.completeFrom(caller, { phone: phone(50) });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error_code: 'TooManyRequests' });
    expect(await outbox(phone(50))).toHaveLength(0);
    // Another address is not held to it.
    expect((await second.completeFrom('10.66.0.2', { phone: phone(51) })).status).toBe(200);
  });

  it('sends no code to a number outside the programme\'s countries', async () => {
    const member = await memberWithoutPhone('phone_confirmation');
    const refused = await member.complete({ phone: '+447700900123' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error_code: 'CountryPhonePrefixIsNotAllowed', field: 'answer.phone' });
    expect(await outbox('447700900123')).toHaveLength(0);
  });
});

describe('a challenge confirming an e-mail address', () => {
  it(`mails at most ${CONFIRMATION_MAILS_PER_MEMBER_PER_HOUR} addresses an hour for one member`, async () => {
    const member = await memberWithoutPhone('email_confirmation');
    const emails = Array.from({ length: CONFIRMATION_MAILS_PER_MEMBER_PER_HOUR + 1 }, (_, i) => `flood-${process.pid}-${i}@example.org`);
    for (const email of emails.slice(0, -1)) {
      expect((await member.complete({ email })).body).toMatchObject({ status: 'pending', sent_to: email });
    }
    const refused = await member.complete({ email: emails.at(-1) });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error_code: 'TooManyRequests' });
    expect(await outbox(emails.at(-1)!)).toHaveLength(0);
  });
});
