// A challenge's lifecycle: accept (start/end/locked), snooze and reset, completing, failure delay and the new
// start time, ChallengeNotAvailable and ChallengeExpired, and one achievement however completions race.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, challenges, userChallenges } from '../../server/db/schema';
import { catalogueChanged } from '../../server/services/challenges/catalogue';
import { DAY_MS, ids } from './challenges-fixtures';
import type { TestApp } from './helpers';
import { api, createChallenge, openApp, quizOptions, signUpUser } from './user-session';

describe('challenge lifecycle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp();
  });
  afterAll(() => t.close());

  it('accept answers start, is idempotent, and end once the challenge has ended', async () => {
    const c = api(t, await signUpUser(t));
    const open = await createChallenge(t, { type: 'link', customData: { url: 'https://example.com' } });
    const first = await c.accept(open.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ type: 'start', challenge: { id: open.id, accepted: true, state: 'default' } });
    expect((await c.accept(open.id)).body.type).toBe('start');

    const ended = await createChallenge(t, { type: 'link', endTime: new Date(Date.now() - 1000), customData: { url: 'https://example.com' } });
    const end = await c.accept(ended.id);
    expect(end.status).toBe(200);
    expect(end.body).toEqual({ type: 'end' });
    expect((await c.get(`getUserChallenge/${ended.id}`)).body.accepted).toBe(false);
    // Ended challenges are not listed.
    const list = await c.list();
    expect(ids(list)).not.toContain(ended.id);
  });

  it('a challenge that starts later is listed locked; accepting it is ChallengeLocked with its start_time', async () => {
    const c = api(t, await signUpUser(t));
    const startTime = new Date(Date.now() + 2 * DAY_MS);
    const later = await createChallenge(t, { type: 'link', startTime, customData: { url: 'https://example.com' } });
    const list = await c.list();
    expect(list.find((x: { id: number }) => x.id === later.id)).toMatchObject({
      start_time: startTime.toISOString(),
      accepted: false,
    });
    const res = await c.accept(later.id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'ChallengeLocked', start_time: startTime.toISOString() });
  });

  it('snooze hides a challenge (only when can_hide); resetSnoozedChallenges brings them back', async () => {
    const c = api(t, await signUpUser(t));
    const hideable = await createChallenge(t, { type: 'link', customData: { url: 'https://example.com' } });
    const fixed = await createChallenge(t, { type: 'link', canHide: false, customData: { url: 'https://example.com' } });

    const refused = await c.snooze(fixed.id);
    expect(refused.status).toBe(400);
    expect(refused.body.error_code).toBe('ChallengeCannotBeHidden');

    expect((await c.get('getSnoozedChallengesCount')).body).toEqual({ count: 0 });
    expect(await c.snooze(hideable.id)).toMatchObject({ status: 200, body: { success: true } });
    expect((await c.snooze(hideable.id)).status).toBe(200);
    expect((await c.get('getSnoozedChallengesCount')).body).toEqual({ count: 1 });
    let list = await c.list();
    expect(ids(list)).not.toContain(hideable.id);
    expect(ids(list)).toContain(fixed.id);

    const reset = await c.post('resetSnoozedChallenges');
    expect(reset.body).toEqual({ success: true, count: 1 });
    list = await c.list();
    expect(ids(list)).toContain(hideable.id);
    expect((await c.get('getSnoozedChallengesCount')).body).toEqual({ count: 0 });
    expect((await c.post('resetSnoozedChallenges')).body).toEqual({ success: true, count: 0 });
  });

  it('accepting a snoozed challenge brings it back', async () => {
    const c = api(t, await signUpUser(t));
    const ch = await createChallenge(t, { type: 'link', customData: { url: 'https://example.com' } });
    await c.accept(ch.id);
    await c.snooze(ch.id);
    expect((await c.complete(ch.id, {})).body.error_code).toBe('ChallengeSnoozed');
    await c.accept(ch.id);
    expect((await c.complete(ch.id, {})).body.status).toBe('completed');
  });

  it('completing needs an accepted challenge', async () => {
    const c = api(t, await signUpUser(t));
    const ch = await createChallenge(t, { type: 'link', customData: { url: 'https://example.com' } });
    const res = await c.complete(ch.id, {});
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('ChallengeNotAccepted');
  });

  it('a wrong answer fails with the delay in days and a new start time; after it, a right answer completes', async () => {
    const user = await signUpUser(t);
    const c = api(t, user);
    const quiz = await createChallenge(t, { type: 'text_quiz', options: quizOptions(), failureDelayDays: 2 });
    await c.accept(quiz.id);
    const before = Date.now();
    const failed = await c.complete(quiz.id, { option_id: quiz.optionIds[0] });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: 'failed', delay_days: 2 });
    const retry = new Date(failed.body.start_time).getTime();
    expect(retry - before).toBeGreaterThanOrEqual(2 * DAY_MS - 1000);
    expect(retry - before).toBeLessThan(2 * DAY_MS + 60_000);
    expect(failed.body.challenge).toMatchObject({ state: 'failed', start_time: failed.body.start_time, accepted: true });

    // Failed challenges stay in the list with their new start time.
    const list = await c.list();
    expect(list.find((x: { id: number }) => x.id === quiz.id)).toMatchObject({
      state: 'failed',
      start_time: failed.body.start_time,
    });

    const locked = await c.complete(quiz.id, { option_id: quiz.optionIds[1] });
    expect(locked.status).toBe(400);
    expect(locked.body).toMatchObject({ error_code: 'ChallengeLocked', start_time: failed.body.start_time });
    expect((await c.accept(quiz.id)).body.error_code).toBe('ChallengeLocked');

    // The delay has passed.
    await t.database.db
      .update(userChallenges)
      .set({ retryAt: new Date(Date.now() - 1000) })
      .where(and(eq(userChallenges.userId, user.id), eq(userChallenges.challengeId, quiz.id)));
    expect((await c.get(`getUserChallenge/${quiz.id}`)).body).toMatchObject({ state: 'default', start_time: null });
    const done = await c.complete(quiz.id, { option_id: quiz.optionIds[1] });
    expect(done.body).toMatchObject({ status: 'completed', points: 10, reward_id: null });
  });

  it('answers a completion with the same challenge as reading it afterwards', async () => {
    const c = api(t, await signUpUser(t));
    const quiz = await createChallenge(t, {
      type: 'text_quiz',
      points: 12,
      options: [{ text: 'No' }, { text: 'Yes', correct: true }],
    });
    await c.accept(quiz.id);
    const done = await c.complete(quiz.id, { option_id: quiz.optionIds[1] });
    expect(done.body.status).toBe('completed');
    expect(done.body.challenge).toEqual((await c.get(`getUserChallenge/${quiz.id}`)).body);
  });

  it('a completed challenge answers ChallengeNotAvailable and stays listed until its achievement is collected', async () => {
    const c = api(t, await signUpUser(t));
    const ch = await createChallenge(t, { type: 'link', points: 15, customData: { url: 'https://example.com' } });
    await c.accept(ch.id);
    const done = await c.complete(ch.id, {});
    expect(done.body).toMatchObject({ status: 'completed', points: 15, challenge: { state: 'completed' } });
    expect(done.body.challenge.achievement_id).toBe(done.body.achievement_id);

    for (const res of [await c.complete(ch.id, {}), await c.accept(ch.id), await c.snooze(ch.id)]) {
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe('ChallengeNotAvailable');
    }
    let list = await c.list();
    expect(list.find((x: { id: number }) => x.id === ch.id)?.state).toBe('completed');

    expect((await c.post('collectUserAchievement', { achievement_id: done.body.achievement_id })).status).toBe(200);
    list = await c.list();
    expect(ids(list)).not.toContain(ch.id);
  });

  it('an action on a challenge staff ended, or a snooze after its end, answers ChallengeExpired (not "no such challenge")', async () => {
    const c = api(t, await signUpUser(t));
    const stopped = await createChallenge(t, { type: 'link', canHide: true, customData: { url: 'https://example.com' } });
    const over = await createChallenge(t, { type: 'link', canHide: true, customData: { url: 'https://example.com' } });
    await t.database.db.update(challenges).set({ active: false }).where(eq(challenges.id, stopped.id));
    await t.database.db.update(challenges).set({ endTime: new Date(Date.now() - 1000) }).where(eq(challenges.id, over.id));
    catalogueChanged(t.database.db);
    for (const res of [await c.accept(stopped.id), await c.snooze(stopped.id), await c.snooze(over.id)]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: 'ChallengeExpired', message: 'This challenge has ended.' });
    }
  });

  it('a challenge that ends after acceptance answers ChallengeExpired', async () => {
    const c = api(t, await signUpUser(t));
    const ch = await createChallenge(t, { type: 'link', customData: { url: 'https://example.com' } });
    await c.accept(ch.id);
    await t.database.db.update(challenges).set({ endTime: new Date(Date.now() - 1000) }).where(eq(challenges.id, ch.id));
    catalogueChanged(t.database.db);
    const res = await c.complete(ch.id, {});
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('ChallengeExpired');
  });

  it('keeps one achievement per user and challenge even when completions race', async () => {
    const user = await signUpUser(t);
    const c = api(t, user);
    const ch = await createChallenge(t, { type: 'link', customData: { url: 'https://example.com' } });
    await c.accept(ch.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => c.complete(ch.id, {})));
    expect(answers.filter((a) => a.body.status === 'completed')).toHaveLength(1);
    expect(answers.filter((a) => a.body.error_code === 'ChallengeNotAvailable')).toHaveLength(7);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(achievements)
      .where(and(eq(achievements.userId, user.id), eq(achievements.challengeId, ch.id)));
    expect(row!.n).toBe(1);
  });
});
