// Segments in the console: each rule kind and all/any counted live, bad rules refused with 400, the
// members kept in segment_members (saving, partner tags at once, stored rules that no longer parse
// empty the segment and break no read), deleting a segment in use refused; and the partner's tags API.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberActivity, segments, userChallenges, users } from '../../server/db/schema';
import { refreshSegment } from '../../server/services/segments/membership';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, staffWithRole, type SignedInStaff } from './console-helpers';
import { expectError, givePoints } from './economy-helpers';
import type { TestApp } from './helpers';
import { createChallenge, openApp, PARTNER, signUpUser, type SignedInUser } from './user-session';

let t: TestApp;
let admin: SignedInStaff;
let a: SignedInUser;
let b: SignedInUser;
let challengeId: number;

const count = async (rules: unknown) => {
  const res = await consoleCall(t, 'POST', '/segments/count', admin.headers, { rules });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().members as number;
};
const all = (...rules: unknown[]) => ({ match: 'all', rules });
const any = (...rules: unknown[]) => ({ match: 'any', rules });
const tags = (url: string, payload: unknown, headers: Record<string, string> = PARTNER) =>
  t.app.inject({ method: 'POST', url: `/api/partner/members/${url}`, headers, payload: payload as object });

beforeAll(async () => {
  t = await openApp(ADMIN_ENV);
  admin = await signInAs(t, ADMIN.email.toLowerCase(), ADMIN.password);
  a = await signUpUser(t, 'Aistė');
  b = await signUpUser(t, 'Bob');
  const db = t.database.db;
  await db.update(users).set({ language: 'lt' }).where(eq(users.id, a.id));
  await db.update(users).set({ language: 'en' }).where(eq(users.id, b.id));
  await givePoints(t, a, 500);
  await db
    .insert(memberActivity)
    .values([{ userId: a.id, lastActiveAt: new Date() }, { userId: b.id, lastActiveAt: new Date(Date.now() - 100 * 86_400_000) }])
    .onConflictDoUpdate({ target: memberActivity.userId, set: { lastActiveAt: sql`excluded.last_active_at` } });
  challengeId = (await createChallenge(t, { type: 'link', customData: { url: 'https://example.test' } })).id;
  await db.insert(userChallenges).values({ userId: a.id, challengeId, status: 'completed', acceptedAt: new Date(), completedAt: new Date() });
  // Slow shared machines: the sign-ups and the first migrated database take a while.
}, 300_000);
afterAll(() => t.close());

describe('segment rules', () => {
  it('records how members signed up', async () => {
    const rows = await t.database.db.select({ channel: users.signupChannel }).from(users);
    expect(rows.map((r) => r.channel)).toEqual(['phone', 'phone']);
  });

  it('counts each kind of rule', async () => {
    expect(await count(all({ kind: 'language', languages: ['lt'] }))).toBe(1);
    expect(await count(all({ kind: 'language', languages: ['lt', 'en'] }))).toBe(2);
    expect(await count(all({ kind: 'points', min: 100 }))).toBe(1);
    expect(await count(all({ kind: 'points', max: 499 }))).toBe(1);
    expect(await count(all({ kind: 'points', min: 400, max: 100_000 }))).toBe(1);
    expect(await count(all({ kind: 'active_within', days: 30 }))).toBe(1);
    expect(await count(all({ kind: 'active_within', days: 365 }))).toBe(2);
    expect(await count(all({ kind: 'challenge_completed', challenge_id: challengeId }))).toBe(1);
    expect(await count(all({ kind: 'challenge_completed', challenge_id: challengeId + 1000 }))).toBe(0);
    expect(await count(all({ kind: 'signup_channel', channels: ['phone'] }))).toBe(2);
    expect(await count(all({ kind: 'signup_channel', channels: ['google', 'customer_id'] }))).toBe(0);
    expect(await count(all({ kind: 'tag', tag: 'vip' }))).toBe(0);
    expect(await count(all({ kind: 'tier', tier_ids: [1] }))).toBe(2);
    const silver = await consoleCall(t, 'POST', '/tiers', { ...admin.headers, 'idempotency-key': 'segments-tier-1' }, { name: { en: 'Silver', lt: 'Sidabrinis' }, threshold: 300, multiplier: 1 });
    expect(silver.statusCode, silver.body).toBe(200);
    const silverId = (silver.json().tiers as Array<{ id: number; threshold: number }>).find((tier) => tier.threshold === 300)!.id;
    // A new tier moves qualifying members up at once: Aistė has earned 500 points.
    expect(await count(all({ kind: 'tier', tier_ids: [silverId] }))).toBe(1);
    expect(await count(all({ kind: 'tier', tier_ids: [1, silverId] }))).toBe(2);
  });

  it('combines rules with all and any, nested', async () => {
    const lt = { kind: 'language', languages: ['lt'] };
    const poor = { kind: 'points', max: 499 };
    expect(await count(all(lt, { kind: 'points', min: 100 }))).toBe(1);
    expect(await count(all(lt, poor))).toBe(0);
    expect(await count(any(lt, poor))).toBe(2);
    expect(await count(all({ kind: 'active_within', days: 365 }, { kind: 'group', match: 'any', rules: [lt, poor] }))).toBe(2);
    expect(await count(all())).toBe(2);
    expect(await count(any())).toBe(0);
  });

  it('refuses bad rules with 400 ValidationError', async () => {
    let deep: unknown = { kind: 'language', languages: ['lt'] };
    for (let i = 0; i < 4; i++) deep = { kind: 'group', match: 'all', rules: [deep] };
    // Sent as text: a body nested 5000 deep is refused before anything walks it.
    const hostile = `${'{"kind":"group","match":"all","rules":['.repeat(5000)}${']}'.repeat(5000)}`;
    const bad = [
      all({ kind: 'tier', tier_id: 1 }),
      all({ kind: 'points' }),
      all({ kind: 'points', min: 10, max: 5 }),
      all({ kind: 'active_within', days: 0 }),
      all({ kind: 'tag', tag: 'Not a tag!' }),
      all({ kind: 'signup_channel', channels: ['pigeon'] }),
      all(deep),
      all(...Array.from({ length: 31 }, () => ({ kind: 'points', min: 1 }))),
      { match: 'some', rules: [] },
      'everyone',
    ];
    for (const rules of bad) {
      for (const [url, body] of [['/segments/count', { rules }], ['/segments', { name: 'Bad', rules }]] as const) {
        expectError(await consoleCall(t, 'POST', url, admin.headers, body), 400, 'ValidationError');
      }
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/console/segments/count',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: `{"rules":{"match":"all","rules":[${hostile}]}}`,
    });
    expect(raw.statusCode, raw.body.slice(0, 200)).toBe(400);
    expect(await t.database.db.select().from(segments)).toEqual([]);
  });

  it('is for editors and admins', async () => {
    const till = await staffWithRole(t, 'till');
    expectError(await consoleCall(t, 'GET', '/segments', till.headers), 403, 'Forbidden');
    expectError(await consoleCall(t, 'POST', '/segments/count', till.headers, { rules: all() }), 403, 'Forbidden');
    const editor = await staffWithRole(t, 'editor');
    expect((await consoleCall(t, 'GET', '/segments', editor.headers)).statusCode).toBe(200);
  });
});

describe('segments and partner tags', () => {
  it('keeps members when saved and when a partner tags a member, and survives a stored rule that no longer parses', async () => {
    const created = await consoleCall(t, 'POST', '/segments', admin.headers, { name: 'VIP', rules: all({ kind: 'tag', tag: 'vip' }) });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().segment.id as number;
    expect(created.json().segment.members).toBe(0);

    const set = await tags('tags', { phone: a.phone, tags: ['VIP', 'gold'] }, { ...PARTNER, 'idempotency-key': 'tag-a-1' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ success: true, tags: ['gold', 'vip'] });
    const replay = await tags('tags', { phone: a.phone, tags: ['VIP', 'gold'] }, { ...PARTNER, 'idempotency-key': 'tag-a-1' });
    expect(replay.json()).toEqual(set.json());
    const listed = await consoleCall(t, 'GET', '/segments', admin.headers);
    expect(listed.json().segments).toMatchObject([{ id, name: 'VIP', members: 1, uses: [] }]);

    const removed = await tags('tags/remove', { phone: a.phone, tags: ['vip', 'never-set'] });
    expect(removed.json()).toEqual({ success: true, tags: ['gold'] });
    expect((await consoleCall(t, 'GET', '/segments', admin.headers)).json().segments[0].members).toBe(0);

    const renamed = await consoleCall(t, 'POST', `/segments/${id}`, admin.headers, { name: 'Gold', rules: all({ kind: 'tag', tag: 'gold' }) });
    expect(renamed.json().segment).toMatchObject({ name: 'Gold', members: 1 });

    await t.database.db.update(segments).set({ rules: { match: 'all', rules: [{ kind: 'no-such-kind' }] } }).where(eq(segments.id, id));
    expect(await refreshSegment(t.database.db, id)).toBe(0);
    const after = await consoleCall(t, 'GET', '/segments', admin.headers);
    expect(after.statusCode).toBe(200);
    expect(after.json().segments[0]).toMatchObject({ id, rules: null, members: 0 });
  });

  it('refuses deleting a segment something is limited to', async () => {
    const created = await consoleCall(t, 'POST', '/segments', admin.headers, { name: 'Lithuanian', rules: all({ kind: 'language', languages: ['lt'] }) });
    const id = created.json().segment.id as number;
    const other = await createChallenge(t, { type: 'link', customData: { url: 'https://example.test' } });
    await t.database.db.execute(sql`update challenges set segment_id = ${id} where id = ${other.id}`);
    const refused = expectError(await consoleCall(t, 'POST', `/segments/${id}/delete`, admin.headers), 400, 'SegmentInUse');
    expect(refused).toBeTruthy();
    await t.database.db.execute(sql`update challenges set segment_id = null where id = ${other.id}`);
    expect((await consoleCall(t, 'POST', `/segments/${id}/delete`, admin.headers)).statusCode).toBe(200);
    expectError(await consoleCall(t, 'POST', `/segments/${id}/delete`, admin.headers), 404, 'SegmentNotFound');
  });

  it('partner tags need the key, name one member and validate the tags', async () => {
    expectError(await tags('tags', { phone: a.phone, tags: ['x'] }, {}), 401, 'InvalidApiKey');
    expectError(await tags('tags', { phone: '37060000000', tags: ['x'] }), 404, 'UserNotFound');
    expectError(await tags('tags', { phone: a.phone, tags: [] }), 400, 'ValidationError');
    expectError(await tags('tags', { phone: a.phone, tags: ['no spaces'] }), 400, 'ValidationError');
    expectError(await tags('tags', { tags: ['x'] }), 400, 'ValidationError');
  });
});
