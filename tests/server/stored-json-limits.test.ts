// Free-form JSON a caller can store (custom_data, rules, answers) is bounded in depth and size where it
// enters (400 naming the field); a stored row too deep to show is left out of a member's list and logged,
// and never fails the list for everyone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_CHARS, MAX_JSON_DEPTH } from '../../contract/free-json';
import { challenges } from '../../server/db/schema';
import { viewOrSkip } from '../../server/services/challenges/view';
import { setSetting } from '../../server/services/settings/settings';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, type SignedInStaff } from './console-helpers';
import type { TestApp } from './helpers';
import { api, createChallenge, openApp, PARTNER, signUpUser, type SignedInUser } from './user-session';

let t: TestApp;
let user: SignedInUser;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await openApp(ADMIN_ENV);
  user = await signUpUser(t);
  admin = await signInAs(t, ADMIN.email, ADMIN.password);
});
afterAll(async () => t?.close());

/** An object `depth` levels deep, the outermost counting as one. */
const nested = (depth: number): Record<string, unknown> => {
  let value: Record<string, unknown> = { leaf: 'x' };
  for (let i = 1; i < depth; i += 1) value = { a: value };
  return value;
};

const link = (extra: Record<string, unknown>) => ({ type: 'link', name: 'N', description: 'D', points: 1, custom_data: { url: 'https://example.test' }, ...extra });
const partner = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/partner/challenges', headers: PARTNER, payload: body as object });

describe('JSON a caller stores', () => {
  it.each([
    ['custom_data', { custom_data: { url: 'https://example.test', deep: nested(2000) } }],
    ['rules', { rules: nested(2000) }],
  ])('partner API: %s nested 2,000 deep is a 400 naming the field', async (field, extra) => {
    const res = await partner(link(extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'ValidationError', field, message: expect.stringContaining(`deeper than ${MAX_JSON_DEPTH}`) });
  });

  it('partner API: keeps JSON at the depth bound and refuses one level more', async () => {
    expect((await partner(link({ rules: nested(MAX_JSON_DEPTH) }))).statusCode).toBe(200);
    expect((await partner(link({ rules: nested(MAX_JSON_DEPTH + 1) }))).json()).toMatchObject({ field: 'rules' });
  });

  it('partner API: custom_data longer than its bound is a 400 naming the field', async () => {
    const res = await partner(link({ custom_data: { url: 'https://example.test', note: 'x'.repeat(MAX_JSON_CHARS) } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'ValidationError', field: 'custom_data', message: expect.stringContaining('characters') });
  });

  it('console: a challenge draft with custom_data nested 2,000 deep is a 400 naming the field', async () => {
    const body = { ...link({}), name: { en: 'N' }, description: { en: 'D' }, custom_data: { url: 'https://example.test', deep: nested(2000) } };
    const res = await consoleCall(t, 'POST', '/challenges', admin.headers, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'ValidationError', field: 'custom_data' });
  });

  it('member answer: nested 2,000 deep or too long is a 400 naming the field', async () => {
    const { id } = await createChallenge(t, { type: 'survey_text' });
    const member = api(t, user);
    await member.accept(id);
    const deep = await member.complete(id, { text: 'hi', extra: nested(2000) });
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ error_code: 'ValidationError', field: 'answer' });
    const long = await member.complete(id, { text: 'hi', extra: 'x'.repeat(10_000) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error_code: 'ValidationError', field: 'answer' });
  });
});

describe('a stored row too deep to show', () => {
  it('is left out of the list, which still answers 200 with the other challenges', async () => {
    const good = await createChallenge(t, { type: 'link', customData: { url: 'https://example.test/good' } });
    const bad = await createChallenge(t, { type: 'link', customData: { url: 'https://example.test/bad', deep: nested(2000) }, sortOrder: -1 });
    const member = api(t, user);
    const page = await member.get('getUserChallenges?start_from=0');
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const ids = (page.body.challenges as Array<{ id: number }>).map((c) => c.id);
    expect(ids).toContain(good.id);
    expect(ids).not.toContain(bad.id);
    const one = await member.get(`getUserChallenge/${bad.id}`);
    expect(one.status).toBe(404);
    expect(one.body).toMatchObject({ error_code: 'ChallengeNotFound' });

    // What is left out is logged, once per row rather than on every member's page.
    const [row] = await t.database.db.select().from(challenges).where(eq(challenges.id, bad.id));
    const logged: unknown[][] = [];
    const ctx = { lang: 'en', config: t.config, now: new Date(), log: { error: (...args: unknown[]) => logged.push(args) } };
    const record = { challenge: row!, userChallenge: null, ownerName: null, ownerEmail: null, achievementId: null, options: null };
    expect(viewOrSkip(record, ctx)).toBeNull();
    expect(viewOrSkip(record, ctx)).toBeNull();
    expect(logged).toHaveLength(1);
    expect(logged[0]![0]).toMatchObject({ challengeId: bad.id, err: expect.objectContaining({ name: 'StoredJsonTooDeep' }) });
  });

  it('does not fail the settings when a settings row nests too deep', async () => {
    await setSetting(t.database.db, 'brand.name', nested(2000));
    const res = await t.app.inject({ method: 'GET', url: '/api/user-side/getSettings' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
