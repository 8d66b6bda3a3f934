// getUserFriends: the signed-in member's friends with their lifetime points, most first; only their
// own friendships; deactivated friends left out; 404 when the programme has no friends leaderboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendships } from '../../server/db/schema';
import { createPrize, givePoints, post } from './economy-helpers';
import type { TestApp } from './helpers';
import { api, openApp, signUpUser, type SignedInUser } from './user-session';

let t: TestApp;
let me: SignedInUser;
let ana: SignedInUser;
let ben: SignedInUser;
let stranger: SignedInUser;

async function befriend(a: SignedInUser, b: SignedInUser) {
  await t.database.db.insert(friendships).values([
    { userId: a.id, friendUserId: b.id },
    { userId: b.id, friendUserId: a.id },
  ]);
}

beforeAll(async () => {
  t = await openApp({ USER_FRIENDS_ENABLED: 'true' });
  me = await signUpUser(t, 'Me');
  ana = await signUpUser(t, 'Ana');
  ben = await signUpUser(t, 'Ben');
  stranger = await signUpUser(t, 'Stranger');
  await befriend(me, ana);
  await befriend(me, ben);
  await befriend(ben, stranger);
  await givePoints(t, ana, 20);
  await givePoints(t, ben, 100);
  await givePoints(t, stranger, 500);
});
afterAll(() => t.close());

describe('getUserFriends', () => {
  it('lists only my friends, by lifetime points, most first', async () => {
    const res = await api(t, me).get('getUserFriends');
    expect(res.status).toBe(200);
    // Each sign-up earns the 30-point bonus on top of the points given here.
    expect(res.body).toEqual([
      { id: ben.id, name: 'Ben User', picture_url: null, points: 130 },
      { id: ana.id, name: 'Ana User', picture_url: null, points: 50 },
    ]);
    const theirs = await api(t, ben).get('getUserFriends');
    expect(theirs.body.map((f: { id: number }) => f.id)).toEqual([stranger.id, me.id]);
  });

  it('ranks by points earned, so spending does not lower a friend', async () => {
    const prize = await createPrize(t, { value: 40 });
    const redeemed = await post(t, ana, 'redeemPrize', { prize_id: prize.id });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const friends = (await api(t, me).get('getUserFriends')).body;
    expect(friends.find((f: { id: number }) => f.id === ana.id).points).toBe(50);
  });

  it('answers an empty list without friends', async () => {
    const loner = await signUpUser(t, 'Loner');
    expect((await api(t, loner).get('getUserFriends')).body).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user-side/getUserFriends' });
    expect(res.statusCode).toBe(401);
  });

  it('leaves deactivated friends out', async () => {
    const gone = await signUpUser(t, 'Gone');
    await befriend(me, gone);
    expect((await api(t, me).get('getUserFriends')).body).toHaveLength(3);
    expect((await api(t, gone).post('deactivateUser', { confirm: true })).status).toBe(200);
    expect((await api(t, me).get('getUserFriends')).body.map((f: { id: number }) => f.id)).not.toContain(gone.id);
  });
});

describe('without userFriendsEnabled', () => {
  it('answers 404 FriendsDisabled', async () => {
    const off = await openApp();
    try {
      const member = await signUpUser(off);
      const res = await api(off, member).get('getUserFriends');
      expect(res.status).toBe(404);
      expect(res.body.error_code).toBe('FriendsDisabled');
    } finally {
      await off.close();
    }
  });
});
