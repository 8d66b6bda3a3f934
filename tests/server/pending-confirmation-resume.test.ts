// A confirmation challenge that sent a link or a code tells its member, in their list and in the detail,
// where it went and when another may be asked for (Challenge.pending_to, resend_at), so the app resumes
// the sent step after a reload, also for a member whose address or phone is not on file yet.
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Challenge } from '../../contract/challenges';
import { emailTokens, users } from '../../server/db/schema';
import { CONFIRM_RESEND_SECONDS } from '../../server/services/challenges/email-confirmation';
import { RESEND_INTERVAL_SECONDS } from '../../server/services/auth/sms-codes';
import type { TestApp } from './helpers';
import { api, createChallenge, newPhone, openApp, signUpUser } from './user-session';

let t: TestApp;
beforeAll(async () => {
  t = await openApp();
});
afterAll(() => t.close());

/** A member without a phone or an e-mail on file (as by a social account), with the challenge accepted. */
async function memberWithNothingOnFile(challengeId: number) {
  const user = await signUpUser(t);
  await t.database.db.update(users).set({ phone: null, email: null }).where(eq(users.id, user.id));
  const c = api(t, user);
  expect((await c.accept(challengeId)).status).toBe(200);
  const fromList = async (): Promise<Challenge | undefined> => (await c.list()).find((ch) => ch.id === challengeId);
  const detail = async (): Promise<Challenge> => (await c.get(`getUserChallenge/${challengeId}`)).body as Challenge;
  return { user, c, fromList, detail };
}

/** resend_at lies `seconds` after the send (made between `before` and now). */
function expectResendAt(challenge: Challenge | undefined, before: number, seconds: number) {
  const at = Date.parse(challenge?.resend_at ?? '');
  expect(at).toBeGreaterThanOrEqual(before + seconds * 1000 - 1000);
  expect(at).toBeLessThanOrEqual(Date.now() + seconds * 1000);
}

describe('a pending email_confirmation', () => {
  it('names the address the link went to and when another may be sent, in the list and the detail', async () => {
    const ch = await createChallenge(t, { type: 'email_confirmation' });
    const other = await createChallenge(t, { type: 'link', customData: { url: 'https://example.com' } });
    const m = await memberWithNothingOnFile(ch.id);
    expect(await m.fromList()).not.toHaveProperty('pending_to');

    const before = Date.now();
    const sent = await m.c.complete(ch.id, { email: 'Resume.Me@Example.com' });
    expect(sent.body).toMatchObject({ status: 'pending', sent_to: 'resume.me@example.com', challenge: { pending_to: 'resume.me@example.com' } });

    const listed = await m.fromList();
    expect(listed).toMatchObject({ state: 'pending', pending_to: 'resume.me@example.com' });
    expectResendAt(listed, before, CONFIRM_RESEND_SECONDS);
    const detail = await m.detail();
    expect(detail).toMatchObject({ state: 'pending', pending_to: 'resume.me@example.com' });
    expectResendAt(detail, before, CONFIRM_RESEND_SECONDS);
    expect((await m.c.list()).find((c) => c.id === other.id)).not.toHaveProperty('pending_to');

    // Another member's copy of the challenge says nothing of it.
    const stranger = await memberWithNothingOnFile(ch.id);
    expect(await stranger.fromList()).not.toHaveProperty('pending_to');
    expect(await stranger.detail()).not.toHaveProperty('pending_to');
  });

  it('names nothing once the link has expired: no link waits any more', async () => {
    const ch = await createChallenge(t, { type: 'email_confirmation' });
    const m = await memberWithNothingOnFile(ch.id);
    await m.c.complete(ch.id, { email: 'expires@example.com' });
    await t.database.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.userId, m.user.id));
    const detail = await m.detail();
    expect(detail.state).toBe('pending');
    expect(detail).not.toHaveProperty('pending_to');
    expect(detail).not.toHaveProperty('resend_at');
  });
});

describe('a pending phone_confirmation', () => {
  it('names the phone the code went to and when another may be sent, in the list and the detail', async () => {
    const ch = await createChallenge(t, { type: 'phone_confirmation' });
    const m = await memberWithNothingOnFile(ch.id);
    const phone = newPhone();

    const before = Date.now();
    const sent = await m.c.complete(ch.id, { phone: `+${phone}` });
    expect(sent.body).toMatchObject({ status: 'pending', sent_to: phone, challenge: { pending_to: phone } });

    const listed = await m.fromList();
    expect(listed).toMatchObject({ state: 'pending', pending_to: phone });
    expectResendAt(listed, before, RESEND_INTERVAL_SECONDS);
    const detail = await m.detail();
    expect(detail).toMatchObject({ state: 'pending', pending_to: phone });
    expectResendAt(detail, before, RESEND_INTERVAL_SECONDS);
  });
});

describe('both kinds pending on one page', () => {
  it('names each its own address or phone, and nothing to another member', async () => {
    const mail = await createChallenge(t, { type: 'email_confirmation' });
    const code = await createChallenge(t, { type: 'phone_confirmation' });
    const m = await memberWithNothingOnFile(mail.id);
    expect((await m.c.accept(code.id)).status).toBe(200);
    const phone = newPhone();
    await m.c.complete(mail.id, { email: 'both@example.com' });
    await m.c.complete(code.id, { phone });

    const list = await m.c.list();
    expect(list.find((c) => c.id === mail.id)).toMatchObject({ state: 'pending', pending_to: 'both@example.com' });
    expect(list.find((c) => c.id === code.id)).toMatchObject({ state: 'pending', pending_to: phone });

    // Another member with codes of their own sees only theirs.
    const stranger = await memberWithNothingOnFile(code.id);
    expect((await stranger.c.accept(mail.id)).status).toBe(200);
    const theirs = newPhone();
    await stranger.c.complete(code.id, { phone: theirs });
    expect(await stranger.detail()).toMatchObject({ pending_to: theirs });
    expect((await stranger.c.get(`getUserChallenge/${mail.id}`)).body).not.toHaveProperty('pending_to');
    expect((await m.detail()).pending_to).toBe('both@example.com');
  });
});

describe('the cost of a list', () => {
  const dialect = new PgDialect();
  /** The statements a call runs that read where links and codes went. */
  async function sendLookups(call: () => Promise<unknown>): Promise<number> {
    const execute = vi.spyOn(t.database.db, 'execute');
    try {
      await call();
      return execute.mock.calls.filter(([query]) => /email_tokens|sms_codes/.test(dialect.sqlToQuery(query as SQL).sql)).length;
    } finally {
      execute.mockRestore();
    }
  }

  it('reads nothing more without a pending confirmation, and one statement with them', async () => {
    const mail = await createChallenge(t, { type: 'email_confirmation' });
    const code = await createChallenge(t, { type: 'phone_confirmation' });
    const m = await memberWithNothingOnFile(mail.id);
    expect((await m.c.accept(code.id)).status).toBe(200);
    expect(await sendLookups(() => m.c.list())).toBe(0);

    await m.c.complete(mail.id, { email: 'cost@example.com' });
    await m.c.complete(code.id, { phone: newPhone() });
    expect(await sendLookups(() => m.c.list())).toBe(1);
    expect(await sendLookups(() => m.detail())).toBe(1);
  });
});
