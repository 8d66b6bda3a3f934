// One verifier per challenge type: the right answer, a wrong one, malformed ones (400 naming the
// answer field), and for every type: repeated, not yet started, expired and snoozed.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_TYPES, type ChallengeType } from '../../contract/challenge-answers';
import { challengeOptions, challenges, emailTokens, externalAccounts, referrals, userChallenges, users } from '../../server/db/schema';
import { catalogueChanged } from '../../server/services/challenges/catalogue';
import { seedIfEmpty } from '../../server/seed';
import { verifierFor } from '../../server/services/challenges/registry';
import { onAccountLinked, onReferralJoined } from '../../server/services/challenges/server-progress';
import type { TestApp } from './helpers';
import {
  api,
  createChallenge,
  openApp,
  PARTNER,
  quizOptions,
  signUpUser,
  type ChallengeFixture,
  type CreatedChallenge,
  type SignedInUser,
} from './user-session';

const DAY_MS = 24 * 3600 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await openApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

async function expectError(res: { status: number; body: Record<string, unknown> }, status: number, code: string, field?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error_code).toBe(code);
  if (field) expect(res.body.field).toBe(field);
}

async function userRow(id: number) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row!;
}

/** A new user with the challenge accepted. */
async function acceptedBy(challenge: CreatedChallenge): Promise<SignedInUser & { c: ReturnType<typeof api> }> {
  const user = await signUpUser(t);
  const c = api(t, user);
  const accepted = await c.accept(challenge.id);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { ...user, c };
}

function partnerEvent(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/partner/events', headers: PARTNER, payload: body });
}

// ---------- the rules every type shares ----------

/** A fixture and a well-formed answer for every type (what is right does not matter for these checks). */
const SHAPES: Record<ChallengeType, { fixture: Omit<ChallengeFixture, 'type'>; answer: (ch: CreatedChallenge, u: SignedInUser) => Record<string, unknown> }> = {
  text_quiz: { fixture: { options: quizOptions() }, answer: (ch) => ({ option_id: ch.optionIds[1] }) },
  image_quiz: { fixture: { options: quizOptions() }, answer: (ch) => ({ option_id: ch.optionIds[1] }) },
  video_quiz: { fixture: { options: quizOptions(), customData: { video_url: '/media/v.mp4' } }, answer: (ch) => ({ option_id: ch.optionIds[1] }) },
  survey: { fixture: { options: quizOptions() }, answer: (ch) => ({ option_ids: [ch.optionIds[0]] }) },
  survey_images: { fixture: { options: quizOptions() }, answer: (ch) => ({ option_ids: [ch.optionIds[0]] }) },
  survey_text: { fixture: {}, answer: () => ({ text: 'Hello' }) },
  link: { fixture: { customData: { url: 'https://example.com' } }, answer: () => ({}) },
  user_data_share: { fixture: {}, answer: () => ({ consent: true }) },
  provide_birthday: { fixture: {}, answer: () => ({ birthday: '1990-05-17' }) },
  provide_gender: { fixture: {}, answer: () => ({ gender: 'other' }) },
  provide_location: { fixture: {}, answer: () => ({ country: 'LT', city: 'Vilnius' }) },
  email_confirmation: { fixture: {}, answer: () => ({ email: 'someone@example.com' }) },
  phone_confirmation: { fixture: {}, answer: (_ch, u) => ({ phone: u.phone }) },
  user_invitation: { fixture: { rules: { required_invitations: 1 } }, answer: () => ({}) },
  connect_google: { fixture: {}, answer: () => ({}) },
  connect_linkedin: { fixture: {}, answer: () => ({}) },
  facebook_login: { fixture: {}, answer: () => ({}) },
  api_event: { fixture: { rules: { event: 'shared_rules' } }, answer: () => ({}) },
  api_event_for_period: { fixture: { rules: { event: 'shared_rules', period_days: 7, required_count: 2 } }, answer: () => ({}) },
  api_event_quantitative: { fixture: { progressDivisor: 10, rules: { event: 'shared_rules' } }, answer: () => ({}) },
  owner_api_call: { fixture: { rules: { event: 'shared_rules' } }, answer: () => ({}) },
};

describe.each(CHALLENGE_TYPES)('%s: shared rules', (type) => {
  const shape = SHAPES[type];
  const make = () => createChallenge(t, { type, ...shape.fixture });

  it('has a verifier whose checks accept the fixture', async () => {
    const verifier = verifierFor(type);
    expect(verifier?.type).toBe(type);
    const ch = await make();
    const [row] = await db().select().from(challenges).where(eq(challenges.id, ch.id));
    expect(verifier?.checkChallenge?.(row!) ?? null).toBeNull();
  });

  it('refuses before the challenge starts (ChallengeLocked)', async () => {
    const ch = await make();
    const u = await acceptedBy(ch);
    const startTime = new Date(Date.now() + DAY_MS);
    await db().update(challenges).set({ startTime }).where(eq(challenges.id, ch.id));
    catalogueChanged(db());
    const res = await u.c.complete(ch.id, shape.answer(ch, u));
    await expectError(res, 400, 'ChallengeLocked');
    expect(res.body.start_time).toBe(startTime.toISOString());
  });

  it('refuses after the challenge ends (ChallengeExpired)', async () => {
    const ch = await make();
    const u = await acceptedBy(ch);
    await db().update(challenges).set({ endTime: new Date(Date.now() - 1000) }).where(eq(challenges.id, ch.id));
    catalogueChanged(db());
    await expectError(await u.c.complete(ch.id, shape.answer(ch, u)), 400, 'ChallengeExpired');
  });

  it('refuses while snoozed (ChallengeSnoozed) and before acceptance (ChallengeNotAccepted)', async () => {
    const ch = await make();
    const u = await acceptedBy(ch);
    expect((await u.c.snooze(ch.id)).status).toBe(200);
    await expectError(await u.c.complete(ch.id, shape.answer(ch, u)), 400, 'ChallengeSnoozed');
    const other = await signUpUser(t);
    await expectError(await api(t, other).complete(ch.id, shape.answer(ch, other)), 400, 'ChallengeNotAccepted');
  });

  it('refuses once completed (ChallengeNotAvailable)', async () => {
    const ch = await make();
    const u = await acceptedBy(ch);
    await db()
      .update(userChallenges)
      .set({ status: 'completed', completedAt: new Date() })
      .where(and(eq(userChallenges.userId, u.id), eq(userChallenges.challengeId, ch.id)));
    await expectError(await u.c.complete(ch.id, shape.answer(ch, u)), 400, 'ChallengeNotAvailable');
  });
});

// ---------- answers judged by the verifiers ----------

describe.each(['text_quiz', 'image_quiz', 'video_quiz'] as const)('%s', (type) => {
  const fixture = SHAPES[type].fixture;

  it('completes with the right option, then answers ChallengeNotAvailable', async () => {
    const ch = await createChallenge(t, { type, points: 25, ...fixture });
    const u = await acceptedBy(ch);
    const res = await u.c.complete(ch.id, { option_id: ch.correctOptionId });
    expect(res.body).toMatchObject({ status: 'completed', points: 25, challenge: { state: 'completed' } });
    await expectError(await u.c.complete(ch.id, { option_id: ch.correctOptionId }), 400, 'ChallengeNotAvailable');
  });

  it('fails with a wrong option', async () => {
    const ch = await createChallenge(t, { type, ...fixture });
    const u = await acceptedBy(ch);
    const res = await u.c.complete(ch.id, { option_id: ch.optionIds[2] });
    expect(res.body).toMatchObject({ status: 'failed', delay_days: 1, challenge: { state: 'failed' } });
  });

  it('refuses malformed answers and options of another challenge without failing', async () => {
    const ch = await createChallenge(t, { type, ...fixture });
    const other = await createChallenge(t, { type, ...fixture });
    const u = await acceptedBy(ch);
    for (const answer of [{}, { option_id: 'x' }, { option_id: -1 }, { option_id: 1.5 }, { option_ids: [ch.optionIds[1]] }]) {
      await expectError(await u.c.complete(ch.id, answer), 400, 'ValidationError', 'answer.option_id');
    }
    await expectError(await u.c.complete(ch.id, { option_id: other.correctOptionId }), 400, 'ValidationError', 'answer.option_id');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/completeUserChallenge',
      headers: u.headers,
      payload: { challenge_id: ch.id, answer: 'x' },
    });
    await expectError({ status: bad.statusCode, body: bad.json() }, 400, 'ValidationError', 'answer');
    expect((await u.c.complete(ch.id, { option_id: ch.correctOptionId })).body.status).toBe('completed');
  });
});

describe('survey', () => {
  it('takes any options of the challenge within custom_data min/max and keeps the answer', async () => {
    const ch = await createChallenge(t, { type: 'survey', options: quizOptions(), customData: { min: 1, max: 2 } });
    const u = await acceptedBy(ch);
    const [a, b, c] = ch.optionIds as [number, number, number];
    await expectError(await u.c.complete(ch.id, { option_ids: [] }), 400, 'ValidationError', 'answer.option_ids');
    await expectError(await u.c.complete(ch.id, { option_ids: [a, b, c] }), 400, 'ValidationError', 'answer.option_ids');
    await expectError(await u.c.complete(ch.id, { option_ids: [a, a] }), 400, 'ValidationError', 'answer.option_ids');
    await expectError(await u.c.complete(ch.id, { option_ids: [a, 999999] }), 400, 'ValidationError', 'answer.option_ids');
    await expectError(await u.c.complete(ch.id, { option_id: a }), 400, 'ValidationError', 'answer.option_ids');
    // No answer of a survey is wrong.
    expect((await u.c.complete(ch.id, { option_ids: [c, a] })).body.status).toBe('completed');
    const [row] = await db()
      .select({ answer: userChallenges.answer })
      .from(userChallenges)
      .where(and(eq(userChallenges.userId, u.id), eq(userChallenges.challengeId, ch.id)));
    expect(row!.answer).toEqual({ option_ids: [c, a] });
  });

  it('takes one option unless custom_data says more', async () => {
    const ch = await createChallenge(t, { type: 'survey', options: quizOptions() });
    const u = await acceptedBy(ch);
    await expectError(await u.c.complete(ch.id, { option_ids: ch.optionIds.slice(0, 2) }), 400, 'ValidationError', 'answer.option_ids');
    expect((await u.c.complete(ch.id, { option_ids: [ch.optionIds[2]] })).body.status).toBe('completed');
  });
});

describe('survey_images', () => {
  it('honours min and max', async () => {
    const ch = await createChallenge(t, { type: 'survey_images', options: [...quizOptions(), { text: 'Pink' }], customData: { min: 2, max: 3 } });
    const u = await acceptedBy(ch);
    await expectError(await u.c.complete(ch.id, { option_ids: [ch.optionIds[0]] }), 400, 'ValidationError', 'answer.option_ids');
    await expectError(await u.c.complete(ch.id, { option_ids: ch.optionIds }), 400, 'ValidationError', 'answer.option_ids');
    expect((await u.c.complete(ch.id, { option_ids: ch.optionIds.slice(1) })).body.status).toBe('completed');
  });
});

describe('survey_text', () => {
  it('takes a trimmed text within rules.min_length and custom_data.max_length', async () => {
    const ch = await createChallenge(t, { type: 'survey_text', rules: { min_length: 5 }, customData: { max_length: 20 } });
    const u = await acceptedBy(ch);
    for (const text of ['   ', ' hey ', 'x'.repeat(21), 42]) {
      await expectError(await u.c.complete(ch.id, { text }), 400, 'ValidationError', 'answer.text');
    }
    expect((await u.c.complete(ch.id, { text: '  The Curonian Spit  ' })).body.status).toBe('completed');
    const [row] = await db()
      .select({ answer: userChallenges.answer })
      .from(userChallenges)
      .where(and(eq(userChallenges.userId, u.id), eq(userChallenges.challengeId, ch.id)));
    expect(row!.answer).toEqual({ text: 'The Curonian Spit' });
    // The app learns the minimum with the challenge, to show it before the answer is sent.
    expect((await u.c.get(`getUserChallenge/${ch.id}`)).body.custom_data).toMatchObject({ min_length: 5, max_length: 20 });
  });

  it('allows at most 2000 characters', async () => {
    const ch = await createChallenge(t, { type: 'survey_text' });
    const u = await acceptedBy(ch);
    await expectError(await u.c.complete(ch.id, { text: 'x'.repeat(2001) }), 400, 'ValidationError', 'answer.text');
    expect((await u.c.complete(ch.id, { text: 'x'.repeat(2000) })).body.status).toBe('completed');
  });
});

describe('link', () => {
  it('completes with {} or without an answer', async () => {
    const ch = await createChallenge(t, { type: 'link', customData: { url: 'https://example.com' } });
    const u = await acceptedBy(ch);
    expect((await u.c.complete(ch.id)).body.status).toBe('completed');
    await expectError(await u.c.complete(ch.id, {}), 400, 'ChallengeNotAvailable');
  });
});

describe('user_data_share', () => {
  it('needs consent: true and records it', async () => {
    const ch = await createChallenge(t, { type: 'user_data_share' });
    const u = await acceptedBy(ch);
    for (const answer of [{}, { consent: false }, { consent: 'yes' }]) {
      await expectError(await u.c.complete(ch.id, answer), 400, 'ValidationError', 'answer.consent');
    }
    expect((await u.c.complete(ch.id, { consent: true })).body.status).toBe('completed');
    expect((await userRow(u.id)).dataShareConsentAt).toBeInstanceOf(Date);
  });
});

describe('provide_birthday', () => {
  it('saves a real past date for an age of 13 to 120', async () => {
    const ch = await createChallenge(t, { type: 'provide_birthday' });
    const u = await acceptedBy(ch);
    const year = new Date().getUTCFullYear();
    for (const birthday of ['1990-02-30', '17.05.1990', `${year + 1}-01-01`, `${year - 5}-01-01`, `${year - 130}-01-01`, '1990-5-7']) {
      await expectError(await u.c.complete(ch.id, { birthday }), 400, 'ValidationError', 'answer.birthday');
    }
    expect((await u.c.complete(ch.id, { birthday: '1990-05-17' })).body.status).toBe('completed');
    expect((await userRow(u.id)).birthday).toBe('1990-05-17');
  });
});

describe('provide_gender', () => {
  it('saves one of the known values', async () => {
    const ch = await createChallenge(t, { type: 'provide_gender' });
    const u = await acceptedBy(ch);
    await expectError(await u.c.complete(ch.id, { gender: 'robot' }), 400, 'ValidationError', 'answer.gender');
    expect((await u.c.complete(ch.id, { gender: 'prefer_not_to_say' })).body.status).toBe('completed');
    expect((await userRow(u.id)).gender).toBe('prefer_not_to_say');
  });
});

describe('provide_location', () => {
  it('saves country, city and optional coordinates', async () => {
    const ch = await createChallenge(t, { type: 'provide_location' });
    const u = await acceptedBy(ch);
    await expectError(await u.c.complete(ch.id, { country: 'LT', city: ' ' }), 400, 'ValidationError', 'answer.city');
    await expectError(await u.c.complete(ch.id, { country: 'LT', city: 'Vilnius', latitude: 54.7 }), 400, 'ValidationError', 'answer.longitude');
    await expectError(
      await u.c.complete(ch.id, { country: 'LT', city: 'Vilnius', latitude: 91, longitude: 25 }),
      400,
      'ValidationError',
      'answer.latitude',
    );
    const res = await u.c.complete(ch.id, { country: 'Lithuania', city: ' Vilnius ', latitude: 54.687, longitude: 25.279 });
    expect(res.body.status).toBe('completed');
    expect(await userRow(u.id)).toMatchObject({ country: 'Lithuania', city: 'Vilnius', latitude: 54.687, longitude: 25.279 });
  });
});

describe('email_confirmation', () => {
  const outbox = async (to: string) => (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json();
  const link = (text: string, page: string) => {
    const match = text.match(new RegExp(`(http://localhost:8080/(\\w+)/${page}\\?token=([\\w-]+))`));
    expect(match, text).not.toBeNull();
    return { url: match![1]!, lang: match![2]!, token: match![3]! };
  };

  it('mails a link; opening it completes the challenge and confirms the address', async () => {
    const ch = await createChallenge(t, { type: 'email_confirmation', points: 25 });
    const u = await acceptedBy(ch);
    await expectError(await u.c.complete(ch.id, { email: 'not-an-email' }), 400, 'ValidationError', 'answer.email');

    const sent = await u.c.complete(ch.id, { email: ' Ann.Walker@Example.com ' });
    expect(sent.body).toMatchObject({
      status: 'pending',
      sent_to: 'ann.walker@example.com',
      resend_after: 60,
      challenge: { state: 'pending', accepted: true },
    });
    const mails = await outbox('ann.walker@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'email', to: 'ann.walker@example.com' });
    const confirm = link(mails[0].text, 'email-confirmation');
    expect(confirm.lang).toBe('en');
    expect(mails[0].code).toBe(confirm.token);

    // Asking again at once sends nothing new.
    const again = await u.c.complete(ch.id, { email: 'ann.walker@example.com' });
    expect(again.body.status).toBe('pending');
    expect(await outbox('ann.walker@example.com')).toHaveLength(1);

    const opened = await t.app.inject({ method: 'GET', url: `/api/user-side/confirmEmail?token=${confirm.token}` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ success: true, email: 'ann.walker@example.com', completed_challenge_ids: [ch.id] });
    expect((await u.c.get(`getUserChallenge/${ch.id}`)).body.state).toBe('completed');
    expect(await userRow(u.id)).toMatchObject({ email: 'ann.walker@example.com' });
    expect((await userRow(u.id)).emailConfirmedAt).toBeInstanceOf(Date);
    const achievements = await u.c.get('getUserNotCollectedAchievements');
    expect(achievements.body.map((a: { challenge_id: number }) => a.challenge_id)).toContain(ch.id);

    // The same link again answers the same, completing nothing more.
    const reopened = await t.app.inject({ method: 'GET', url: `/api/user-side/confirmEmail?token=${confirm.token}` });
    expect(reopened.json()).toEqual({ success: true, email: 'ann.walker@example.com', completed_challenge_ids: [] });
    await expectError(await u.c.complete(ch.id, { email: 'ann.walker@example.com' }), 400, 'ChallengeNotAvailable');

    // The unsubscribe link of the same mail: opening it (as a mail scanner does) changes nothing.
    const unsubscribe = link(mails[0].text, 'email-unsubscribe');
    const opened1 = await t.app.inject({ method: 'GET', url: `/api/user-side/unsubscribeEmail?token=${unsubscribe.token}` });
    expect(opened1.json()).toEqual({ email: 'ann.walker@example.com', unsubscribed: false });
    expect((await userRow(u.id)).emailUnsubscribedAt).toBeNull();
    // The tap on the page's button posts the token.
    const off = await t.app.inject({ method: 'POST', url: '/api/user-side/unsubscribeEmail', payload: { token: unsubscribe.token } });
    expect(off.json()).toEqual({ success: true, email: 'ann.walker@example.com' });
    expect((await userRow(u.id)).emailUnsubscribedAt).toBeInstanceOf(Date);
    const opened2 = await t.app.inject({ method: 'GET', url: `/api/user-side/unsubscribeEmail?token=${unsubscribe.token}` });
    expect(opened2.json()).toEqual({ email: 'ann.walker@example.com', unsubscribed: true });
  });

  it('carries List-Unsubscribe and List-Unsubscribe-Post, and the one-click POST of RFC 8058 unsubscribes', async () => {
    const ch = await createChallenge(t, { type: 'email_confirmation' });
    const u = await acceptedBy(ch);
    await u.c.complete(ch.id, { email: 'one.click@example.com' });
    const [mail] = await outbox('one.click@example.com');
    const token = link(mail.text, 'email-unsubscribe').token;
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:8080/api/user-side/unsubscribeEmail?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The mail names the programme, not a generic word.
    expect(mail.text).toContain('Rewards: confirm your email address');
    expect(mail.text).not.toContain('Loyalty');

    const address = /<(http[^>]+)>/.exec(mail.headers['List-Unsubscribe'])![1]!;
    const { pathname, search } = new URL(address);
    // What a mail client sends: a form body, no cookie, no sign-in.
    const res = await t.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, email: 'one.click@example.com' });
    expect((await userRow(u.id)).emailUnsubscribedAt).toBeInstanceOf(Date);

    // A wrong token is refused in words.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/unsubscribeEmail?token=NotARealToken123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_code).toBe('EmailTokenInvalid');
  });

  it('sends the link in the request language', async () => {
    const ch = await createChallenge(t, { type: 'email_confirmation' });
    const u = await acceptedBy(ch);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/completeUserChallenge?lang=lt',
      headers: u.headers,
      payload: { challenge_id: ch.id, answer: { email: 'lt-user@example.com' } },
    });
    expect(res.json().status).toBe('pending');
    const [mail] = await outbox('lt-user@example.com');
    expect(mail.text).toContain('Patvirtinkite');
    expect(link(mail.text, 'email-confirmation').lang).toBe('lt');
  });

  it('refuses unknown and expired links', async () => {
    const ch = await createChallenge(t, { type: 'email_confirmation' });
    const u = await acceptedBy(ch);
    await u.c.complete(ch.id, { email: 'late@example.com' });
    const [mail] = await outbox('late@example.com');
    const { token } = link(mail.text, 'email-confirmation');
    const bogus = await t.app.inject({ method: 'GET', url: '/api/user-side/confirmEmail?token=aaaaaaaaaaaaaaaaaaaa' });
    await expectError({ status: bogus.statusCode, body: bogus.json() }, 400, 'EmailTokenInvalid');
    const missing = await t.app.inject({ method: 'GET', url: '/api/user-side/confirmEmail' });
    expect(missing.statusCode).toBe(400);
    await db().update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.token, token));
    const expired = await t.app.inject({ method: 'GET', url: `/api/user-side/confirmEmail?token=${token}` });
    await expectError({ status: expired.statusCode, body: expired.json() }, 400, 'EmailTokenExpired');
    expect((await u.c.get(`getUserChallenge/${ch.id}`)).body.state).toBe('pending');
  });

  it('completes at once for an address the user has confirmed already', async () => {
    const ch = await createChallenge(t, { type: 'email_confirmation' });
    const u = await acceptedBy(ch);
    await db().update(users).set({ email: 'known@example.com', emailConfirmedAt: new Date() }).where(eq(users.id, u.id));
    expect((await u.c.complete(ch.id, { email: 'Known@example.com' })).body.status).toBe('completed');
  });
});

describe('phone_confirmation', () => {
  const lastSms = async (phone: string) => (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json()[0];

  it('sends a code by SMS and completes with it; wrong codes count attempts', async () => {
    const ch = await createChallenge(t, { type: 'phone_confirmation' });
    const u = await acceptedBy(ch);
    await expectError(await u.c.complete(ch.id, { phone: '12' }), 400, 'ValidationError', 'answer.phone');
    await expectError(await u.c.complete(ch.id, { phone: '37060000999' }), 400, 'ValidationError', 'answer.phone');

    const sent = await u.c.complete(ch.id, { phone: `+${u.phone}` });
    expect(sent.body).toMatchObject({ status: 'pending', sent_to: u.phone, resend_after: 30, challenge: { state: 'pending' } });
    const sms = await lastSms(u.phone);
    expect(sms).toMatchObject({ kind: 'phone_confirmation' });
    expect(sms.code).toMatch(/^\d{6}$/);

    await expectError(await u.c.complete(ch.id, { phone: u.phone, code: '12' }), 400, 'ValidationError', 'answer.code');
    const wrong = await u.c.complete(ch.id, { phone: u.phone, code: sms.code === '000000' ? '111111' : '000000' });
    await expectError(wrong, 400, 'SmsCodeInvalid');
    expect(wrong.body.attempts_left).toBe(4);
    const right = await u.c.complete(ch.id, { phone: u.phone, code: sms.code });
    expect(right.body.status).toBe('completed');
  });

  it('refuses a phone that belongs to another account', async () => {
    const ch = await createChallenge(t, { type: 'phone_confirmation' });
    const u = await acceptedBy(ch);
    const other = await signUpUser(t);
    await db().update(users).set({ phone: null }).where(eq(users.id, u.id));
    await expectError(await u.c.complete(ch.id, { phone: other.phone }), 400, 'OtherUserHasSamePhone');
  });
});

describe('user_invitation', () => {
  it('counts referred users who joined and completes at rules.required_invitations', async () => {
    const ch = await createChallenge(t, { type: 'user_invitation', rules: { required_invitations: 2 } });
    const u = await acceptedBy(ch);
    const waiting = await u.c.complete(ch.id, {});
    expect(waiting.body).toMatchObject({ status: 'pending', progress_dividend: 0, progress_divisor: 2 });

    const first = await signUpUser(t);
    await db().insert(referrals).values({ referredUserId: first.id, referrerUserId: u.id });
    // getUserChallenges re-evaluates.
    const listed = (await u.c.list()).find((x) => x.id === ch.id);
    expect(listed).toMatchObject({ progress_dividend: 1, progress_divisor: 2, state: 'pending' });

    const second = await signUpUser(t);
    const progressed = await db().transaction(async (tx) => {
      await tx.insert(referrals).values({ referredUserId: second.id, referrerUserId: u.id });
      return onReferralJoined(tx, u.id);
    });
    expect(progressed).toEqual([{ challengeId: ch.id, progressDividend: 2, progressDivisor: 2, completed: true, moved: true }]);
    expect((await u.c.get(`getUserChallenge/${ch.id}`)).body).toMatchObject({ state: 'completed', progress_dividend: 2 });
  });
});

describe('linked accounts', () => {
  const link = (userId: number, provider: 'google' | 'linkedin' | 'facebook', profile: Record<string, unknown> = {}, email?: string) =>
    db().insert(externalAccounts).values({ userId, provider, externalUserId: `${provider}-${userId}`, email: email ?? null, profile });

  it('connect_google completes when Google is linked, and a verified Google email completes email_confirmation', async () => {
    const google = await createChallenge(t, { type: 'connect_google' });
    const email = await createChallenge(t, { type: 'email_confirmation' });
    const u = await acceptedBy(google);
    expect((await u.c.complete(google.id, {})).body.status).toBe('pending');

    const progressed = await db().transaction(async (tx) => {
      await tx.insert(externalAccounts).values({
        userId: u.id,
        provider: 'google',
        externalUserId: `g-${u.id}`,
        email: 'Walker@Gmail.com',
        profile: { email_verified: true },
      });
      return onAccountLinked(tx, u.id, 'google');
    });
    expect(progressed).toMatchObject([{ challengeId: google.id, completed: true }]);
    expect((await u.c.get(`getUserChallenge/${google.id}`)).body.state).toBe('completed');
    // The email challenge was never accepted, yet it is complete now.
    expect((await u.c.get(`getUserChallenge/${email.id}`)).body).toMatchObject({ state: 'completed', accepted: true });
    expect(await userRow(u.id)).toMatchObject({ email: 'walker@gmail.com' });
  });

  it('an unverified Google email leaves email_confirmation alone; the answer path reports the other challenge', async () => {
    const google = await createChallenge(t, { type: 'connect_google' });
    const u = await acceptedBy(google);
    await link(u.id, 'google', { email_verified: false }, 'x@gmail.com');
    const res = await u.c.complete(google.id, {});
    expect(res.body).toMatchObject({ status: 'completed', also_completed_challenge_ids: [] });
    expect((await userRow(u.id)).emailConfirmedAt).toBeNull();
  });

  it('connect_linkedin completes on the next list once LinkedIn is linked', async () => {
    const ch = await createChallenge(t, { type: 'connect_linkedin' });
    const u = await acceptedBy(ch);
    expect((await u.c.list()).find((x) => x.id === ch.id)?.state).toBe('default');
    await link(u.id, 'linkedin');
    expect((await u.c.list()).find((x) => x.id === ch.id)?.state).toBe('completed');
  });

  it('facebook_login completes by answer once Facebook is linked; a disconnected account does not count', async () => {
    const ch = await createChallenge(t, { type: 'facebook_login' });
    const u = await acceptedBy(ch);
    await link(u.id, 'facebook');
    await db().update(externalAccounts).set({ status: 'disconnected' }).where(eq(externalAccounts.userId, u.id));
    expect((await u.c.complete(ch.id, {})).body.status).toBe('pending');
    await db().update(externalAccounts).set({ status: 'connected' }).where(eq(externalAccounts.userId, u.id));
    expect((await u.c.complete(ch.id, {})).body.status).toBe('completed');
  });
});

describe('partner event challenges', () => {
  it('api_event: one event after acceptance completes; earlier events do not count', async () => {
    const ch = await createChallenge(t, { type: 'api_event', rules: { event: 'store_visit' } });
    const u = await signUpUser(t);
    expect((await partnerEvent({ event: 'store_visit', phone: u.phone })).statusCode).toBe(200);
    const c = api(t, u);
    await c.accept(ch.id);
    expect((await c.complete(ch.id, {})).body.status).toBe('pending');
    const res = await partnerEvent({ event: 'store_visit', phone: u.phone });
    expect(res.json().progressed).toEqual([{ challenge_id: ch.id, progress_dividend: 1, progress_divisor: null, completed: true }]);
    expect((await c.get(`getUserChallenge/${ch.id}`)).body.state).toBe('completed');
  });

  it('owner_api_call: the owner reports the event for the user', async () => {
    const ch = await createChallenge(t, { type: 'owner_api_call', rules: { event: 'card_linked' } });
    const u = await acceptedBy(ch);
    await partnerEvent({ event: 'other_event', phone: u.phone });
    expect((await u.c.get(`getUserChallenge/${ch.id}`)).body.state).toBe('default');
    const res = await partnerEvent({ event: 'card_linked', phone: u.phone });
    expect(res.json().progressed[0]).toMatchObject({ challenge_id: ch.id, completed: true });
  });

  it('api_event_for_period: rules.required_count events within rules.period_days', async () => {
    const ch = await createChallenge(t, { type: 'api_event_for_period', rules: { event: 'coffee', period_days: 7, required_count: 3 } });
    const u = await acceptedBy(ch);
    // Back-dated to before acceptance: does not count.
    await partnerEvent({ event: 'coffee', phone: u.phone, occurred_at: new Date(Date.now() - 10 * DAY_MS).toISOString() });
    await partnerEvent({ event: 'coffee', phone: u.phone });
    const two = await partnerEvent({ event: 'coffee', phone: u.phone, quantity: 5 });
    expect(two.json().progressed).toEqual([{ challenge_id: ch.id, progress_dividend: 2, progress_divisor: 3, completed: false }]);
    expect((await u.c.get(`getUserChallenge/${ch.id}`)).body).toMatchObject({ progress_dividend: 2, progress_divisor: 3, state: 'default' });
    const three = await partnerEvent({ event: 'coffee', phone: u.phone });
    expect(three.json().progressed[0]).toMatchObject({ progress_dividend: 3, completed: true });
  });

  it('api_event_quantitative: quantities add up to the divisor', async () => {
    const ch = await createChallenge(t, {
      type: 'api_event_quantitative',
      progressDivisor: 100,
      rules: { event: 'eur_spent', target_quantity: 100 },
    });
    const u = await acceptedBy(ch);
    const first = await partnerEvent({ event: 'eur_spent', phone: u.phone, quantity: 30 });
    expect(first.json().progressed).toEqual([{ challenge_id: ch.id, progress_dividend: 30, progress_divisor: 100, completed: false }]);
    expect((await u.c.complete(ch.id, {})).body).toMatchObject({ status: 'pending', progress_dividend: 30, progress_divisor: 100 });
    const second = await partnerEvent({ event: 'eur_spent', phone: u.phone, quantity: 80 });
    expect(second.json().progressed[0]).toMatchObject({ progress_dividend: 110, completed: true });
    expect((await u.c.get(`getUserChallenge/${ch.id}`)).body).toMatchObject({ state: 'completed', progress_dividend: 110 });
  });
});

describe('the demo programme', () => {
  it('has every type, and every seeded challenge fits its verifier', async () => {
    const seeded = await openApp();
    try {
      await seedIfEmpty(seeded.database.db);
      const rows = await seeded.database.db.select().from(challenges);
      expect(new Set(rows.map((r) => r.type))).toEqual(new Set(CHALLENGE_TYPES));
      const options = await seeded.database.db.select().from(challengeOptions);
      for (const row of rows) {
        const verifier = verifierFor(row.type);
        expect(verifier, row.type).not.toBeNull();
        expect(verifier!.checkChallenge?.(row) ?? null, `challenge ${row.id} (${row.type})`).toBeNull();
        const own = options.filter((o) => o.challengeId === row.id);
        if (['text_quiz', 'image_quiz', 'video_quiz'].includes(row.type)) {
          expect(own.filter((o) => o.isCorrect).length, `right options of ${row.id}`).toBeGreaterThanOrEqual(1);
          expect(own.length).toBeGreaterThan(1);
        }
        if (['survey', 'survey_images'].includes(row.type)) expect(own.length).toBeGreaterThan(1);
      }
    } finally {
      await seeded.close();
    }
  }, 120_000);
});
