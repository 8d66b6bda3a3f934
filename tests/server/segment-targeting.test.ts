// Targeting: a challenge, a news item and a prize limited to one segment are invisible to everyone
// outside it (lists, items, counts), cannot be accepted, completed or redeemed through any door (answers,
// partner events) and their pushes go only to the segment's members.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, prizes, userChallenges } from '../../server/db/schema';
import { catalogueChanged } from '../../server/services/challenges/catalogue';
import type { LogPushTransport } from '../../server/services/push/transport';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, type SignedInStaff } from './console-helpers';
import { createPrize, expectError, givePoints } from './economy-helpers';
import type { TestApp } from './helpers';
import { api, createChallenge, openApp, PARTNER, signUpUser, type SignedInUser } from './user-session';

let t: TestApp;
let admin: SignedInStaff;
let inside: SignedInUser;
let outside: SignedInUser;
let segmentId: number;

const transport = () => t.app.push.transport as LogPushTransport;
const pushedTo = (token: string) => transport().messages.filter((m) => m.tokens.includes(token));

async function target(id: number) {
  await t.database.db.update(challenges).set({ segmentId }).where(eq(challenges.id, id));
  catalogueChanged(t.database.db);
}

beforeAll(async () => {
  t = await openApp(ADMIN_ENV);
  admin = await signInAs(t, ADMIN.email.toLowerCase(), ADMIN.password);
  inside = await signUpUser(t, 'Inside');
  outside = await signUpUser(t, 'Outside');
  for (const [user, token] of [[inside, 'token-inside'], [outside, 'token-outside']] as const) {
    expect((await api(t, user).post('savePushToken', { token, user_agent: 'test' })).status).toBe(200);
  }
  const tagged = await t.app.inject({ method: 'POST', url: '/api/partner/members/tags', headers: PARTNER, payload: { phone: inside.phone, tags: ['vip'] } });
  expect(tagged.statusCode, tagged.body).toBe(200);
  const created = await consoleCall(t, 'POST', '/segments', admin.headers, { name: 'VIP', rules: { match: 'all', rules: [{ kind: 'tag', tag: 'vip' }] } });
  segmentId = created.json().segment.id;
  expect(created.json().segment.members).toBe(1);
  // Slow shared machines: the sign-ups and the first migrated database take a while.
}, 300_000);
afterAll(() => t.close());

describe('a challenge limited to a segment', () => {
  it('is listed and opened only for members inside, and refused to outsiders at every door', async () => {
    const link = await createChallenge(t, { type: 'link', customData: { url: 'https://example.test' } });
    // Accepted by the outsider before it was limited: they still cannot complete it.
    expect((await api(t, outside).accept(link.id)).status).toBe(200);
    await target(link.id);

    expect((await api(t, inside).list()).map((c) => c.id)).toContain(link.id);
    expect((await api(t, outside).list()).map((c) => c.id)).not.toContain(link.id);
    expect((await api(t, inside).get(`getUserChallenge/${link.id}`)).status).toBe(200);
    const refused = [
      await api(t, outside).get(`getUserChallenge/${link.id}`),
      await api(t, outside).accept(link.id),
      await api(t, outside).complete(link.id, {}),
      await api(t, outside).snooze(link.id),
      await api(t, outside).get(`getUserFriendsWhoCompletedChallenge/${link.id}`),
    ];
    for (const res of refused) expect(res).toMatchObject({ status: 404, body: { error_code: 'ChallengeNotFound' } });

    expect((await api(t, inside).accept(link.id)).status).toBe(200);
    expect((await api(t, inside).complete(link.id, {})).body.status).toBe('completed');
  });

  it('comes to a member who joins the segment and goes from one who leaves it, on the next refresh', async () => {
    const drop = await createChallenge(t, { type: 'link', customData: { url: 'https://example.test/drop' } });
    const refresh = async (user: SignedInUser, since: number) => {
      const res = await api(t, user).get(`getUserChallenges?start_from=0&last_timestamp=${since}`);
      expect(res.status).toBe(200);
      return res.body as { challenges: Array<{ id: number }>; removed_ids: number[]; server_time: number };
    };
    const first = await api(t, outside).get('getUserChallenges?start_from=0');
    expect(first.body.challenges.map((c: { id: number }) => c.id)).toContain(drop.id);
    const since = first.body.server_time as number;
    await target(drop.id);
    // Limited to VIP after the outsider saw it: the refresh takes it away.
    expect((await refresh(outside, since)).removed_ids).toContain(drop.id);
    // Tagged VIP: the next refresh brings it, though the challenge itself did not change.
    const tag = (path: string) => t.app.inject({ method: 'POST', url: `/api/partner/members/${path}`, headers: PARTNER, payload: { phone: outside.phone, tags: ['vip'] } });
    expect((await tag('tags')).statusCode).toBe(200);
    const joined = await refresh(outside, since);
    expect(joined.challenges.map((c) => c.id)).toContain(drop.id);
    expect(joined.removed_ids).not.toContain(drop.id);
    // Untagged again: gone on the next refresh.
    expect((await tag('tags/remove')).statusCode).toBe(200);
    const left = await refresh(outside, joined.server_time);
    expect(left.removed_ids).toContain(drop.id);
    expect(left.challenges.map((c) => c.id)).not.toContain(drop.id);
  });

  it('is not moved by partner events for outsiders', async () => {
    const walk = await createChallenge(t, { type: 'api_event', rules: { event: 'shop_visit' } });
    for (const user of [inside, outside]) expect((await api(t, user).accept(walk.id)).status).toBe(200);
    await target(walk.id);
    const send = (user: SignedInUser) =>
      t.app.inject({ method: 'POST', url: '/api/partner/events', headers: PARTNER, payload: { event: 'shop_visit', phone: user.phone } });
    expect((await send(outside)).json().progressed).toEqual([]);
    expect((await send(inside)).json().progressed).toMatchObject([{ challenge_id: walk.id, completed: true }]);
    const [row] = await t.database.db.select().from(userChallenges).where(eq(userChallenges.userId, outside.id));
    expect(row?.status).not.toBe('completed');
  });

  it('is pushed only to the segment when the console publishes it', async () => {
    transport().messages.length = 0;
    const draft = {
      type: 'link',
      name: { en: 'Members only', lt: 'Tik nariams' },
      description: { en: 'Open the link.', lt: 'Atidarykite nuorodą.' },
      points: 5,
      custom_data: { url: 'https://example.test/vip' },
    };
    const saved = await consoleCall(t, 'POST', '/challenges', admin.headers, { ...draft, segment_id: segmentId });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().announced).toBe(true);
    // Only the announcement of this challenge: a push of an earlier test (a completion) may land late.
    const announcing = (token: string) => pushedTo(token).filter((m) => JSON.stringify(m.message).includes('Members only'));
    // Waits for the member inside to have it: the same send would have reached one outside.
    await expect.poll(() => announcing('token-inside')).toHaveLength(1);
    expect(announcing('token-outside')).toHaveLength(0);
    expect(pushedTo('token-outside')).toHaveLength(0);
    const detail = await consoleCall(t, 'GET', `/challenges/${saved.json().id}`, admin.headers);
    expect(detail.json().challenge.segment_id).toBe(segmentId);
    expectError(await consoleCall(t, 'POST', '/challenges', admin.headers, { ...draft, segment_id: 999_999 }), 400, 'SegmentNotFound');
  });
});

describe('news limited to a segment', () => {
  it('is listed, opened, counted and pushed only inside', async () => {
    transport().messages.length = 0;
    const res = await consoleCall(t, 'POST', '/news', admin.headers, {
      title: { en: 'VIP night', lt: 'VIP vakaras' },
      intro: { en: 'Only for you', lt: 'Tik jums' },
      body: { en: '<p>Come</p>', lt: '<p>Ateikite</p>' },
      published_at: new Date(Date.now() - 60_000).toISOString(),
      segment_id: segmentId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().news.id as number;
    expect(res.json().news.segment_id).toBe(segmentId);
    await expect.poll(() => pushedTo('token-inside')).toHaveLength(1);
    expect(pushedTo('token-outside')).toHaveLength(0);

    const ids = async (user: SignedInUser) => (await api(t, user).get('getNews?start_from=0&length=20')).body.list.map((n: { id: number }) => n.id);
    expect(await ids(inside)).toContain(id);
    expect(await ids(outside)).not.toContain(id);
    expect((await api(t, outside).get(`getNewsItem/${id}`)).body.error_code).toBe('NewsNotFound');
    expect((await api(t, outside).get('getUserUnreadNewsQuantity')).body).toBe(0);
    expect((await api(t, inside).get('getUserUnreadNewsQuantity')).body).toBe(1);
    expect((await api(t, inside).get(`getNewsItem/${id}`)).status).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user-side/getNews?start_from=0&length=20' });
    expect(anonymous.json().list.map((n: { id: number }) => n.id)).not.toContain(id);
  });
});

describe('a prize limited to a segment', () => {
  it('is in the catalogue only inside and redeemed only inside', async () => {
    const prize = await createPrize(t, { value: 10 });
    await t.database.db.update(prizes).set({ segmentId }).where(eq(prizes.id, prize.id));
    for (const user of [inside, outside]) await givePoints(t, user, 100);
    const listed = async (user: SignedInUser) => (await api(t, user).get('getPrizes?start_from=0&length=50')).body.prizes.map((p: { id: number }) => p.id);
    expect(await listed(inside)).toContain(prize.id);
    expect(await listed(outside)).not.toContain(prize.id);
    expect((await api(t, outside).get(`getPrize/${prize.id}`)).body.error_code).toBe('PrizeNotFound');
    const redeem = (user: SignedInUser) => api(t, user).post('redeemPrize', { prize_id: prize.id });
    expect(await redeem(outside)).toMatchObject({ status: 404, body: { error_code: 'PrizeNotFound' } });
    expect((await redeem(inside)).status).toBe(200);
  });
});
