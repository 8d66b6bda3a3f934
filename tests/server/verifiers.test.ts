// One verifier per challenge type: the right answer, a wrong one, malformed ones (400 naming the
// answer field), and for every type: repeated, not yet started, expired and snoozed. Every type of the demo
// programme fits its verifier. The types the server confirms or counts are in verifier-confirmations and
// verifier-progress.test.ts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeType } from '../../contract/challenge-answers';
import { CHALLENGE_TYPES } from '../../contract/challenge-types';
import { challengeOptions, challenges, userChallenges } from '../../server/db/schema';
import { catalogueChanged } from '../../server/services/challenges/catalogue';
import { seedIfEmpty } from '../../server/seed';
import { verifierFor } from '../../server/services/challenges/registry';
import type { TestApp } from './helpers';
import { api, createChallenge, openApp, quizOptions, signUpUser, type ChallengeFixture, type CreatedChallenge, type SignedInUser } from './user-session';
import { DAY_MS, expectError, verifierChecks } from './verifier-checks';

let t: TestApp;
beforeAll(async () => {
  t = await openApp();
});
afterAll(() => t.close());

const { db, userRow, acceptedBy } = verifierChecks(() => t);

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
