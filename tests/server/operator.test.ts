// Operator calls (/api/partner) that publish challenges and news and report friendships, and the
// pushes each sends: only to users whose flag is on, once, with the right route.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { images } from '../../server/db/schema';
import { runJobsOnce } from '../../server/jobs';
import { userFriends } from '../../server/services/members/friends';
import type { LogPushTransport } from '../../server/services/push/transport';
import type { TestApp } from './helpers';
import { api, openApp, PARTNER, signUpUser, type SignedInUser } from './user-session';

let t: TestApp;
beforeAll(async () => {
  t = await openApp();
});
afterAll(() => t.close());

const transport = () => t.app.push.transport as LogPushTransport;
beforeEach(() => {
  transport().messages.length = 0;
});
/** Pushes that follow a response are sent without holding it up. */
/** A pause for a push that must not come: nothing tells when the friendship's push work is done. */
const settle = () => new Promise((r) => setTimeout(r, 150));
const pushesTo = (token: string) => transport().messages.filter((m) => m.tokens.includes(token));

const partner = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = PARTNER) =>
  t.app.inject({ method: 'POST', url: `/api/partner${url}`, headers, payload });

let tokenCounter = 0;
async function userWithToken(flags: Record<string, boolean> = {}, name = 'Test'): Promise<SignedInUser & { pushToken: string }> {
  const user = await signUpUser(t, name);
  const pushToken = `operator-token-${(tokenCounter += 1)}`;
  const c = api(t, user);
  expect((await c.post('savePushToken', { token: pushToken, user_agent: 'test' })).status).toBe(200);
  if (Object.keys(flags).length) expect((await c.post('saveNotificationSettings', flags)).status).toBe(200);
  return { ...user, pushToken };
}

const quiz = {
  type: 'text_quiz',
  name: { en: 'Colour quiz', lt: 'Spalvų viktorina' },
  description: 'Which colour is the sky?',
  points: 40,
  custom_data: { question: { en: 'Which colour?', lt: 'Kokia spalva?' } },
  options: [{ text: 'Red' }, { text: 'Blue', correct: true }, { text: 'Green' }],
};

describe('POST /api/partner/challenges', () => {
  it('needs the partner key', async () => {
    const res = await partner('/challenges', quiz, { authorization: 'Bearer wrong' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_code).toBe('InvalidApiKey');
  });

  it('refuses a challenge that could not work, saying why', async () => {
    const noRight = await partner('/challenges', { ...quiz, options: quiz.options.map((o) => ({ text: o.text })) });
    expect(noRight.statusCode).toBe(400);
    expect(noRight.json()).toMatchObject({ error_code: 'ChallengeInvalid' });
    expect(noRight.json().message).toContain('exactly one as correct');

    const link = await partner('/challenges', { type: 'link', name: 'Visit', description: 'Our site', points: 5 });
    expect(link.json().message).toContain('custom_data.url is required');

    const badImage = await partner('/challenges', { ...quiz, image_id: 999_999 });
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json()).toMatchObject({ error_code: 'ValidationError' });
    expect(badImage.json().message).toContain('image_id');

    const backwards = await partner('/challenges', {
      ...quiz,
      start_time: '2030-01-02T00:00:00Z',
      end_time: '2030-01-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('publishes a live challenge, pushes it to users who want new challenges, and hides the right answer', async () => {
    const wants = await userWithToken();
    const lithuanian = await userWithToken();
    await api(t, lithuanian).post('saveLanguage', { language: 'lt' });
    const optedOut = await userWithToken({ new_challenges_notification: false });

    const res = await partner('/challenges', quiz);
    expect(res.statusCode, res.body).toBe(200);
    const { id, announced } = res.json();
    expect(announced).toBe(true);

    expect(pushesTo(wants.pushToken).map((m) => m.message)).toEqual([
      expect.objectContaining({
        kind: 'new_challenge',
        title: 'New challenge: Colour quiz',
        body: 'Complete it for 40 points.',
        route: `/en/challenge/${id}`,
      }),
    ]);
    expect(pushesTo(lithuanian.pushToken).map((m) => m.message)).toEqual([
      expect.objectContaining({
        title: 'Nauja užduotis: Spalvų viktorina',
        body: 'Atlikite ją ir gaukite 40 tšk.',
        route: `/lt/challenge/${id}`,
      }),
    ]);
    expect(pushesTo(optedOut.pushToken)).toHaveLength(0);

    const seen = (await api(t, wants).list()).find((c) => c.id === id)!;
    expect(seen).toBeDefined();
    const options = (seen.custom_data as { options: Array<Record<string, unknown>> }).options;
    expect(options.map((o) => o.text)).toEqual(['Red', 'Blue', 'Green']);
    expect(JSON.stringify(seen)).not.toMatch(/correct/i);

    // The options stored are the ones answered: the right one completes.
    const c = api(t, wants);
    await c.accept(id);
    expect((await c.complete(id, { option_id: options[1]!.id })).body.status).toBe('completed');
  });

  it('announces a challenge that starts later when it starts, once', async () => {
    const user = await userWithToken();
    const start = new Date(Date.now() + 3600_000);
    const res = await partner('/challenges', { ...quiz, name: 'Tomorrow quiz', start_time: start.toISOString() });
    expect(res.json().announced).toBe(false);
    await runJobsOnce(t.app);
    expect(pushesTo(user.pushToken)).toHaveLength(0);

    const later = new Date(start.getTime() + 60_000);
    await runJobsOnce(t.app, later);
    await runJobsOnce(t.app, later);
    const sent = pushesTo(user.pushToken).filter((m) => m.message.kind !== 'monthly_top'); // an hour on can be a new month
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toMatchObject({ kind: 'new_challenge', route: `/en/challenge/${res.json().id}` });
  });

  it('replays a repeated Idempotency-Key instead of publishing twice', async () => {
    const headers = { ...PARTNER, 'idempotency-key': 'publish-once-1' };
    const first = await partner('/challenges', { ...quiz, name: 'Once' }, headers);
    const second = await partner('/challenges', { ...quiz, name: 'Once' }, headers);
    expect(second.json().id).toBe(first.json().id);
  });
});

describe('POST /api/partner/news', () => {
  it('publishes news now with a push opening the item, or later when its time comes', async () => {
    const reader = await userWithToken();
    const optedOut = await userWithToken({ user_news_notification: false });
    const [image] = await t.database.db
      .insert(images)
      .values({ mime: 'image/png', width: 1, height: 1, data: Buffer.from([0]) })
      .returning({ id: images.id });

    const now = await partner('/news', {
      title: 'Summer sale',
      intro: '<b>Half</b> price on all coffee',
      body: '<p>Details</p>',
      image_id: image!.id,
    });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().announced).toBe(true);
    expect(pushesTo(reader.pushToken).map((m) => m.message)).toEqual([
      expect.objectContaining({
        kind: 'news',
        title: 'Summer sale',
        body: 'Half price on all coffee',
        route: `/en/news/${now.json().id}`,
      }),
    ]);
    expect(pushesTo(reader.pushToken)[0]!.message.image).toMatch(new RegExp(`^/image/i\\.${image!.id}/`));
    expect(pushesTo(optedOut.pushToken)).toHaveLength(0);
    expect((await api(t, reader).get(`getNewsItem/${now.json().id}`)).status).toBe(200);

    transport().messages.length = 0;
    const at = new Date(Date.now() + 7200_000);
    const later = await partner('/news', { title: 'Coming soon', intro: 'Soon', body: 'Soon', published_at: at.toISOString() });
    expect(later.json().announced).toBe(false);
    expect((await api(t, reader).get(`getNewsItem/${later.json().id}`)).status).toBe(404);
    await runJobsOnce(t.app, new Date(at.getTime() + 1000));
    // Two hours on can be a new month, whose close pushes the monthly top: only the news is looked at.
    const news = pushesTo(reader.pushToken).filter((m) => m.message.kind === 'news');
    expect(news.map((m) => m.message.route)).toEqual([`/en/news/${later.json().id}`]);
  });

  it('refuses news without a title', async () => {
    const res = await partner('/news', { intro: 'x', body: 'y' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('ValidationError');
  });
});

describe('new friends', () => {
  it("connects two users once and tells each of them the other one's name", async () => {
    const a = await userWithToken({}, 'Aistė');
    const b = await userWithToken({ new_friend_connected_notification: false }, 'Jonas');
    const res = await partner('/friends', { user: { phone: a.phone }, friend: { phone: b.phone } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ connected_now: true });
    await expect.poll(() => pushesTo(a.pushToken).map((m) => m.message)).toEqual([
      expect.objectContaining({ kind: 'new_friend', title: 'Jonas User is now your friend', route: '/en/dashboard' }),
    ]);
    expect(pushesTo(b.pushToken)).toHaveLength(0);
    expect((await userFriends(t.database.db, a.id)).map((f) => f.id)).toEqual([b.id]);
    expect((await userFriends(t.database.db, b.id)).map((f) => f.id)).toEqual([a.id]);

    transport().messages.length = 0;
    const again = await partner('/friends', { user: { phone: b.phone }, friend: { phone: a.phone } });
    expect(again.json()).toEqual({ connected_now: false });
    await settle();
    expect(transport().messages).toHaveLength(0);
  });

  it('refuses a friendship with oneself or with nobody', async () => {
    const a = await userWithToken();
    const self = await partner('/friends', { user: { phone: a.phone }, friend: { phone: a.phone } });
    expect(self.statusCode).toBe(400);
    expect(self.json().error_code).toBe('CannotBefriendSelf');
    const nobody = await partner('/friends', { user: { phone: a.phone }, friend: { phone: '37069999999' } });
    expect(nobody.statusCode).toBe(404);
  });

  it('makes who invited whom friends when the referral code is applied', async () => {
    const inviter = await userWithToken({}, 'Inviter');
    const invited = await userWithToken({}, 'Invited');
    const code = (await api(t, inviter).get('getUserData')).body.referral_id as string;
    const res = await api(t, invited).post('applyReferralCode', { code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expect.poll(() => pushesTo(inviter.pushToken).map((m) => m.message.title)).toEqual(['Invited User is now your friend']);
    await expect.poll(() => pushesTo(invited.pushToken).map((m) => m.message.title)).toEqual(['Inviter User is now your friend']);
  });
});
