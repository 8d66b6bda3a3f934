// The challenge list and what a member reads of a challenge: paging with start_from, the last_timestamp
// refresh, owner's challenges first, getUserChallenge, changes written behind the app's back, localisation,
// no is_correct in answers, friends who completed.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, friendships, owners } from '../../server/db/schema';
import { catalogueChanged } from '../../server/services/challenges/catalogue';
import { setSetting } from '../../server/services/settings/settings';
import { DAY_MS, ids } from './challenges-fixtures';
import type { TestApp } from './helpers';
import { api, createChallenge, openApp, quizOptions, signUpUser } from './user-session';

describe('getUserChallenges paging and refresh', () => {
  let t: TestApp;
  let ownerId: number;
  const general: number[] = [];
  const owned: number[] = [];

  beforeAll(async () => {
    t = await openApp();
    const [owner] = await t.database.db
      .insert(owners)
      .values({ name: 'Aurora Café', email: 'hello@aurora.test' })
      .returning({ id: owners.id });
    ownerId = owner!.id;
    await setSetting(t.database.db, 'owner_id', ownerId);
    for (let i = 0; i < 12; i++) general.push((await createChallenge(t, { type: 'link', sortOrder: i, customData: { url: 'https://example.com' } })).id);
    // Owner's challenges sort after the general ones by sort_order, yet are listed first.
    for (let i = 0; i < 2; i++) owned.push((await createChallenge(t, { type: 'link', sortOrder: 100 + i, ownerId, customData: { url: 'https://example.com' } })).id);
  });
  afterAll(() => t.close());

  it('pages of 10: the owner first, then general by sort_order; has_more and server_time', async () => {
    const user = await signUpUser(t);
    const c = api(t, user);
    const first = await c.get('getUserChallenges?start_from=-1');
    expect(first.status).toBe(200);
    expect(first.body.challenges).toHaveLength(10);
    expect(first.body.has_more).toBe(true);
    expect(first.body.removed_ids).toEqual([]);
    expect(Math.abs(first.body.server_time - Date.now() / 1000)).toBeLessThan(5);
    expect(ids(first.body.challenges)).toEqual([...owned, ...general.slice(0, 8)]);
    expect(first.body.challenges[0]).toMatchObject({
      challenge_owner_id: ownerId,
      challenge_owner_name: 'Aurora Café',
      challenge_owner_email: 'hello@aurora.test',
      state: 'default',
      accepted: false,
    });

    const second = await c.get('getUserChallenges?start_from=10');
    expect(ids(second.body.challenges)).toEqual(general.slice(8));
    expect(second.body.has_more).toBe(false);

    // The app times its refresh polls by the server's clock.
    const raw = await t.app.inject({ method: 'GET', url: '/api/user-side/getUserChallenges?start_from=-1', headers: user.headers });
    expect(Math.abs(Date.parse(String(raw.headers.date)) / 1000 - raw.json().server_time)).toBeLessThan(2);

    const fromZero = await c.get('getUserChallenges?start_from=0');
    expect(ids(fromZero.body.challenges)).toEqual(ids(first.body.challenges));
    const past = await c.get('getUserChallenges?start_from=50');
    expect(past.body).toMatchObject({ challenges: [], has_more: false });
  });

  it('rejects bad paging input with a ValidationError naming the field', async () => {
    const c = api(t, await signUpUser(t));
    for (const query of ['start_from=-2', 'start_from=abc', 'start_from=1&last_timestamp=x']) {
      const res = await c.get(`getUserChallenges?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error_code).toBe('ValidationError');
    }
    const res = await c.get('getUserChallenges?start_from=-2');
    expect(res.body.field).toBe('start_from');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user-side/getUserChallenges?start_from=-1' });
    expect(res.statusCode).toBe(401);
  });

  it('last_timestamp answers only what was created or changed since, and what left the list', async () => {
    const user = await signUpUser(t);
    const c = api(t, user);
    // Everything so far is old news.
    await t.database.db.update(challenges).set({ createdAt: new Date(Date.now() - DAY_MS) });
    catalogueChanged(t.database.db);
    const first = await c.get('getUserChallenges?start_from=-1');
    const since = first.body.server_time as number;

    const nothing = await c.get(`getUserChallenges?start_from=-1&last_timestamp=${since}`);
    expect(nothing.body).toMatchObject({ challenges: [], has_more: false, removed_ids: [] });

    expect((await c.accept(general[0]!)).status).toBe(200);
    expect((await c.snooze(general[1]!)).status).toBe(200);
    const fresh = await createChallenge(t, { type: 'link', sortOrder: 1, customData: { url: 'https://example.com' } });
    const later = await c.get(`getUserChallenges?start_from=-1&last_timestamp=${since}`);
    expect(ids(later.body.challenges).sort()).toEqual([general[0]!, fresh.id].sort());
    expect(later.body.challenges.find((x: { id: number }) => x.id === general[0])).toMatchObject({ accepted: true });
    expect(later.body.removed_ids).toEqual([general[1]]);
    expect(later.body.server_time).toBeGreaterThanOrEqual(since);
  });
});

describe('challenge lifecycle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp();
  });
  afterAll(() => t.close());

  it('getUserChallenge answers one challenge; unknown ids are 404, non-digits 400', async () => {
    const c = api(t, await signUpUser(t));
    const quiz = await createChallenge(t, { type: 'text_quiz', options: quizOptions(), customData: { question: { en: 'Which?', lt: 'Kuris?' } } });
    const one = await c.get(`getUserChallenge/${quiz.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: quiz.id, type: 'text_quiz', custom_data: { question: 'Which?' } });
    expect((await c.get('getUserChallenge/999999')).body.error_code).toBe('ChallengeNotFound');
    expect((await c.get('getUserChallenge/999999')).status).toBe(404);
    expect((await c.get('getUserChallenge/abc')).status).toBe(400);
    expect((await c.accept(999999)).status).toBe(404);
    const inactive = await createChallenge(t, { type: 'link', customData: { url: 'https://example.com' } });
    await t.database.db.update(challenges).set({ active: false }).where(eq(challenges.id, inactive.id));
    catalogueChanged(t.database.db);
    expect((await c.get(`getUserChallenge/${inactive.id}`)).status).toBe(404);
  });

  it('follows a change written behind its back once the table says so (the programme is kept in memory)', async () => {
    const c = api(t, await signUpUser(t));
    const link = await createChallenge(t, { type: 'link', name: 'Before', customData: { url: 'https://example.com' } });
    const nameOf = async () => (await c.get(`getUserChallenge/${link.id}`)).body.name;
    expect(await nameOf()).toBe('Before');
    // Raw SQL, as an operator's tool would: no catalogueChanged, only the trigger's NOTIFY.
    await t.database.db.execute(sql`update challenges set name = '{"en": "After", "lt": "Po"}'::jsonb where id = ${link.id}`);
    await expect.poll(nameOf, { timeout: 5_000, interval: 50 }).toBe('After');
  });

  it('texts follow the request language', async () => {
    const c = api(t, await signUpUser(t));
    const quiz = await createChallenge(t, { type: 'text_quiz', name: 'Colours', options: quizOptions(), customData: { question: { en: 'Which?', lt: 'Kuris?' } } });
    const lt = await c.get(`getUserChallenge/${quiz.id}?lang=lt`);
    expect(lt.body.name).toBe('Colours (lt)');
    expect(lt.body.custom_data.question).toBe('Kuris?');
    expect(lt.body.custom_data.options[1]).toEqual({ id: quiz.optionIds[1], text: 'Green (lt)' });
  });

  it('never sends which option is right', async () => {
    const c = api(t, await signUpUser(t));
    const quiz = await createChallenge(t, {
      type: 'image_quiz',
      options: [{ text: 'A', correct: true }, { text: 'B' }],
      customData: { question: 'Pick', is_correct: 1, hint: { correct_option_id: 5, keep: 'yes' } },
    });
    const list = await c.list();
    const one = await c.get(`getUserChallenge/${quiz.id}`);
    for (const body of [JSON.stringify(list), JSON.stringify(one.body)]) {
      expect(body).not.toMatch(/is_correct|correct_option|isCorrect/);
    }
    expect(one.body.custom_data).toEqual({
      question: 'Pick',
      hint: { keep: 'yes' },
      options: [
        { id: quiz.optionIds[0], text: 'A' },
        { id: quiz.optionIds[1], text: 'B' },
      ],
    });
    await c.accept(quiz.id);
    const wrong = await c.complete(quiz.id, { option_id: quiz.optionIds[1] });
    expect(JSON.stringify(wrong.body)).not.toMatch(/is_correct|correct_option/);
  });

  it('lists friends who completed a challenge', async () => {
    const me = await signUpUser(t, 'Me');
    const ann = await signUpUser(t, 'Ann');
    const bob = await signUpUser(t, 'Bob');
    const stranger = await signUpUser(t, 'Stranger');
    const ch = await createChallenge(t, { type: 'link', customData: { url: 'https://example.com' } });
    await t.database.db.insert(friendships).values([
      { userId: me.id, friendUserId: ann.id },
      { userId: me.id, friendUserId: bob.id },
    ]);
    for (const u of [ann, stranger]) {
      await api(t, u).accept(ch.id);
      expect((await api(t, u).complete(ch.id, {})).body.status).toBe('completed');
    }
    await api(t, bob).accept(ch.id);
    const res = await api(t, me).get(`getUserFriendsWhoCompletedChallenge/${ch.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ list: [{ id: ann.id, name: 'Ann User', picture_url: null }], count: 1 });
    expect((await api(t, me).get('getUserFriendsWhoCompletedChallenge/x')).status).toBe(400);
  });
});
