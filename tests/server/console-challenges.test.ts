// Challenge editing in the console: who may (editors and admins), a challenge of each family created
// through the authoring checks, drafts that cannot work refused in words, what a started challenge may
// still change, pictures, the audit log and the Idempotency-Key.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeDraftBody } from '../../contract/console/challenges';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, staffWithRole, type SignedInStaff } from './console-helpers';
import { createPrize, expectError, get, post, signUp, type Member } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: SignedInStaff;
let editor: SignedInStaff;
let till: SignedInStaff;
let member: Member;

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = await signInAs(t, ADMIN.email, ADMIN.password);
  editor = await staffWithRole(t, 'editor');
  till = await staffWithRole(t, 'till');
  member = await signUp(t);
});
afterAll(() => t.close());

const quiz = (extra: Partial<ChallengeDraftBody> = {}): ChallengeDraftBody => ({
  type: 'text_quiz',
  name: { en: 'Capital quiz', lt: 'Sostinių viktorina' },
  description: { en: 'Name the capital.', lt: 'Įvardink sostinę.' },
  points: 40,
  custom_data: { question: { en: 'Capital of Lithuania?', lt: 'Lietuvos sostinė?' } },
  options: [
    { text: { en: 'Vilnius', lt: 'Vilnius' }, correct: true },
    { text: { en: 'Riga', lt: 'Ryga' }, correct: false },
  ],
  ...extra,
});

const create = (who: SignedInStaff, body: unknown, headers: Record<string, string> = {}) =>
  consoleCall(t, 'POST', '/challenges', { ...who.headers, ...headers }, body);

async function created(body: unknown): Promise<number> {
  const res = await create(editor, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

const detail = async (id: number) => (await consoleCall(t, 'GET', `/challenges/${id}`, editor.headers)).json();

describe('who may edit challenges', () => {
  const calls = [
    { method: 'GET' as const, url: '/challenges' },
    { method: 'GET' as const, url: '/challenges/choices' },
    { method: 'GET' as const, url: '/challenges/1' },
    { method: 'POST' as const, url: '/challenges', payload: quiz() },
    { method: 'POST' as const, url: '/challenges/1', payload: quiz() },
    { method: 'POST' as const, url: '/challenges/1/end' },
  ];

  it.each(calls)('$method $url: 401 anonymous, 403 for a member and for the till', async ({ method, url, payload }) => {
    expectError(await consoleCall(t, method, url, {}, payload), 401, 'Unauthorized');
    expectError(await consoleCall(t, method, url, member.headers, payload), 403, 'Forbidden');
    expectError(await consoleCall(t, method, url, till.headers, payload), 403, 'Forbidden');
  });

  it('admits editors and admins', async () => {
    expect((await consoleCall(t, 'GET', '/challenges', editor.headers)).statusCode).toBe(200);
    expect((await consoleCall(t, 'GET', '/challenges', admin.headers)).statusCode).toBe(200);
    const choices = (await consoleCall(t, 'GET', '/challenges/choices', editor.headers)).json();
    expect(choices).toMatchObject({ languages: ['en', 'lt'], default_language: 'en' });
  });
});

describe('creating', () => {
  it('publishes a quiz now, the member answers it, and the right answer is never shown to them', async () => {
    const id = await created(quiz());
    const stored = await detail(id);
    expect(stored).toMatchObject({ status: 'live', members_started: 0, locked: [] });
    expect(stored.challenge.options.map((o: { correct: boolean }) => o.correct)).toEqual([true, false]);
    expect(stored.challenge.custom_data.question).toEqual({ en: 'Capital of Lithuania?', lt: 'Lietuvos sostinė?' });

    const seen = (await get(t, member, `getUserChallenge/${id}?lang=lt`)).json();
    expect(seen.name).toBe('Sostinių viktorina');
    expect(seen.custom_data.question).toBe('Lietuvos sostinė?');
    expect(JSON.stringify(seen)).not.toContain('correct');
    const right = stored.challenge.options[0].id as number;
    expect((await post(t, member, 'acceptUserChallenge', { challenge_id: id })).statusCode).toBe(200);
    const done = await post(t, member, 'completeUserChallenge', { challenge_id: id, answer: { option_id: right } });
    expect(done.json().status, done.body).toBe('completed');
  });

  it.each([
    ['survey', { options: [{ text: { en: 'Tea' } }, { text: { en: 'Coffee' } }], custom_data: { question: { en: 'Which?' }, max: 2 } }],
    ['survey_text', { custom_data: { question: { en: 'Why?' }, max_length: 300 }, rules: { min_length: 5 } }],
    ['link', { custom_data: { url: 'https://example.test/offer' } }],
    ['video_quiz', { custom_data: { video_url: 'https://example.test/v.mp4' } }],
    ['api_event_for_period', { rules: { event: 'visit', required_count: 3, period_days: 30 } }],
    ['api_event_quantitative', { rules: { event: 'spend', target_quantity: 100 } }],
    ['user_invitation', { rules: { required_invitations: 2 } }],
    ['provide_birthday', {}],
    ['connect_google', {}],
  ] as const)('creates a %s challenge', async (type, extra) => {
    const base = type === 'video_quiz' ? quiz() : { ...quiz(), options: [], custom_data: {} };
    const id = await created({ ...base, type, ...extra });
    const stored = await detail(id);
    expect(stored.challenge.type).toBe(type);
    const list = (await consoleCall(t, 'GET', `/challenges?type=${type}&status=live`, editor.headers)).json();
    expect(list.challenges.map((c: { id: number }) => c.id)).toContain(id);
  });

  it('schedules a challenge that starts later, and the list tells scheduled from live and ended', async () => {
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const res = await create(editor, quiz({ start_time: start }));
    expect(res.json()).toMatchObject({ status: 'scheduled', announced: false });
    const id = res.json().id as number;
    expect((await get(t, member, `getUserChallenge/${id}`)).json().start_time).toBe(start);
    const scheduled = (await consoleCall(t, 'GET', '/challenges?status=scheduled', editor.headers)).json();
    expect(scheduled.challenges.map((c: { id: number }) => c.id)).toContain(id);
    const live = (await consoleCall(t, 'GET', '/challenges?status=live', editor.headers)).json();
    expect(live.challenges.map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it('gives a prize instead of points', async () => {
    const prize = await createPrize(t, { name: { en: 'Cake' }, value: 1 });
    const id = await created(quiz({ prize_id: prize.id }));
    expect((await get(t, member, `getUserChallenge/${id}`)).json()).toMatchObject({ reward_type: 'prize', prize_id: prize.id });
  });

  it('refuses drafts that cannot work, in words that name the field', async () => {
    // Each problem also has a stable code and the field it concerns, for the console to word it.
    const cases: Array<[unknown, RegExp, Record<string, unknown>]> = [
      [quiz({ options: [{ text: { en: 'A' }, correct: false }, { text: { en: 'B' }, correct: false }] }), /options: mark exactly one as correct/, { field: 'options', code: 'options_one_correct' }],
      [quiz({ options: [{ text: { en: 'A' }, correct: true }] }), /options: give at least two/, { field: 'options', code: 'options_too_few' }],
      [quiz({ options: [{ text: { en: 'A' }, correct: true }, { text: {}, correct: false }] }), /options\.1: text is required/, { field: 'options.1', code: 'option_text_required' }],
      [quiz({ type: 'link', options: [], custom_data: {} }), /custom_data\.url is required/, { field: 'custom_data.url', code: 'required' }],
      [quiz({ type: 'api_event', options: [], rules: {} }), /rules: event/, { field: 'rules', code: 'rules_invalid', params: { issues: expect.stringContaining('event') } }],
      [quiz({ name: { lt: 'Tik lietuviškai' } }), /name: write it in en at least/, { field: 'name', code: 'default_language_missing', params: { language: 'en' } }],
      [quiz({ name: { en: 'A', de: 'B' } }), /de is not a language of this programme/, { field: 'name', code: 'unknown_language', params: { languages: 'de' } }],
      [quiz({ image_id: 999_999 }), /no such id: 999999/, { field: 'image_id', code: 'unknown_id', params: { ids: '999999' } }],
    ];
    for (const [body, words, problem] of cases) {
      const res = await create(editor, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(['ChallengeInvalid', 'ValidationError']).toContain(res.json().error_code);
      expect(res.json().message).toMatch(words);
      expect(res.json().problems).toContainEqual({ ...problem, message: expect.stringMatching(words) });
    }
    const ends = await create(editor, quiz({ start_time: '2030-01-02T00:00:00Z', end_time: '2030-01-01T00:00:00Z' }));
    expectError(ends, 400, 'ValidationError');
  });

  it('answers a repeated Idempotency-Key with the first answer and creates one challenge', async () => {
    const key = { 'idempotency-key': 'console-quiz-1' };
    const first = await create(editor, quiz({ name: { en: 'Once only' } }), key);
    const again = await create(editor, quiz({ name: { en: 'Once only' } }), key);
    expect(again.json()).toEqual(first.json());
    const audit = (await consoleCall(t, 'GET', `/audit?action=challenge.create&entity_id=${first.json().id}`, admin.headers)).json();
    expect(audit.total).toBe(1);
    const list = (await consoleCall(t, 'GET', '/challenges', editor.headers)).json();
    expect(list.challenges.filter((c: { name: { en?: string } }) => c.name.en === 'Once only')).toHaveLength(1);
  });
});

describe('changing', () => {
  const asSent = (stored: { challenge: Record<string, unknown> }) => stored.challenge as unknown as ChallengeDraftBody;

  it('changes anything while nobody has started it, and audits before and after', async () => {
    const id = await created(quiz());
    const body = { ...asSent(await detail(id)), type: 'survey' as const, options: [{ text: { en: 'X' } }, { text: { en: 'Y' } }], points: 5 };
    const res = await consoleCall(t, 'POST', `/challenges/${id}`, editor.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(id)).challenge).toMatchObject({ type: 'survey', points: 5 });
    const audit = (await consoleCall(t, 'GET', `/audit?action=challenge.update&entity_id=${id}`, admin.headers)).json();
    expect(audit.entries[0]).toMatchObject({ staff_id: editor.id, before: { type: 'text_quiz', points: 40 }, after: { type: 'survey', points: 5 } });
  });

  it('after members started: texts, end and pictures change; type, right answer and points are refused in words', async () => {
    const id = await created(quiz());
    expect((await post(t, member, 'acceptUserChallenge', { challenge_id: id })).statusCode).toBe(200);
    const stored = await detail(id);
    expect(stored.members_started).toBe(1);
    expect(stored.locked).toContain('type');
    const sent = asSent(stored);

    const texts = { ...sent, name: { en: 'Capital quiz (new)', lt: 'Nauja' }, end_time: new Date(Date.now() + 7 * 86_400_000).toISOString() };
    texts.options = sent.options!.map((o, i) => ({ ...o, text: { en: i ? 'Riga, Latvia' : 'Vilnius, Lithuania' } }));
    expect((await consoleCall(t, 'POST', `/challenges/${id}`, editor.headers, texts)).statusCode).toBe(200);
    expect((await get(t, member, `getUserChallenge/${id}`)).json().custom_data.options[0].text).toBe('Vilnius, Lithuania');

    const refused: Array<[ChallengeDraftBody, RegExp, { field: string; code: string }]> = [
      [{ ...sent, type: 'image_quiz' }, /type: members have started this challenge, so its type cannot change/, { field: 'type', code: 'locked_type' }],
      [{ ...sent, points: 99 }, /its points or prize cannot change/, { field: 'points', code: 'locked_reward' }],
      [{ ...sent, options: sent.options!.map((o) => ({ ...o, correct: !o.correct })) }, /its right answer cannot change/, { field: 'options', code: 'locked_right_answer' }],
      [{ ...sent, options: [...sent.options!, { text: { en: 'Tallinn' } }] }, /options cannot be added, removed or reordered/, { field: 'options', code: 'locked_options' }],
    ];
    for (const [body, words, problem] of refused) {
      const res = await consoleCall(t, 'POST', `/challenges/${id}`, editor.headers, body);
      expectError(res, 400, 'ChallengeStarted');
      expect(res.json().message).toMatch(words);
      expect(res.json().problems).toEqual([{ ...problem, message: expect.stringMatching(words) }]);
    }
  });

  it('takes the same limits in another key order as no change once members started', async () => {
    const survey = { type: 'survey' as const, custom_data: { question: { en: 'Which?' }, min: 1, max: 2 }, options: [{ text: { en: 'A' } }, { text: { en: 'B' } }] };
    const id = await created({ ...quiz(), ...survey });
    expect((await post(t, member, 'acceptUserChallenge', { challenge_id: id })).statusCode).toBe(200);
    const sent = asSent(await detail(id));
    const reordered = { ...sent, custom_data: { question: { en: 'Which one?' }, min: 1, max: 2 } };
    const res = await consoleCall(t, 'POST', `/challenges/${id}`, editor.headers, reordered);
    expect(res.statusCode, res.body).toBe(200);
    const more = await consoleCall(t, 'POST', `/challenges/${id}`, editor.headers, { ...reordered, custom_data: { max: 1, min: 1 } });
    expectError(more, 400, 'ChallengeStarted');
    expect(more.json().message).toMatch(/how many answers it takes cannot change/);
  });

  it('ends a challenge: members no longer see it; audited', async () => {
    const id = await created(quiz());
    const res = await consoleCall(t, 'POST', `/challenges/${id}/end`, editor.headers);
    expect(res.json()).toMatchObject({ status: 'ended' });
    expect((await detail(id)).status).toBe('ended');
    expect((await get(t, member, `getUserChallenge/${id}`)).statusCode).toBe(404);
    const audit = (await consoleCall(t, 'GET', `/audit?action=challenge.end&entity_id=${id}`, admin.headers)).json();
    expect(audit.entries[0]).toMatchObject({ staff_id: editor.id, before: { active: true }, after: { active: false } });
    expectError(await consoleCall(t, 'GET', '/challenges/999999', editor.headers), 404, 'ChallengeNotFound');
  });
});

describe('pictures', () => {
  it('stores an upload scaled down and serves it in the app sizes; refuses what is not a picture', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const res = await consoleCall(t, 'POST', '/images', { ...editor.headers, 'content-type': 'image/png' }, big);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ width: 1600, height: 800 });
    const served = await t.app.inject({ method: 'GET', url: `/image/i.${res.json().id}/w.300:h.300:f.0/image.png` });
    expect(served.statusCode).toBe(200);
    const audit = (await consoleCall(t, 'GET', `/audit?action=image.upload&entity_id=${res.json().id}`, admin.headers)).json();
    expect(audit.total).toBe(1);

    const bad = await consoleCall(t, 'POST', '/images', { ...editor.headers, 'content-type': 'image/png' }, Buffer.from('<svg/>'));
    expectError(bad, 400, 'ImageUnreadable');
    expect(bad.json().message).toMatch(/PNG, JPEG, WebP or GIF/);
  });
});
