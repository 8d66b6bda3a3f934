// Linking social accounts while signed in against the built-in fake provider (routes/dev-oauth.ts): friends
// befriended, the connect_google challenge, unlinking and the last way to sign in, and the errors of signing
// in and linking. The real provider clients read from it in-process, so every path is the production one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendships, users } from '../../server/db/schema';
import type { LogPushTransport } from '../../server/services/push/transport';
import type { TestApp } from './helpers';
import { CALLBACK, DISCONNECT, errorOf, openSocialApp, person, PUBLIC_URL, socialClient } from './social-fixtures';
import { api, createChallenge, signUpUser } from './user-session';

let t: TestApp;
beforeAll(async () => {
  t = await openSocialApp();
});
afterAll(() => t.close());

const { codeFor, connect, signUpWith, userOf } = socialClient(() => t);

describe('linking while signed in', () => {
  it('links Facebook, befriends the members among its friends and tells both sides', async () => {
    const friendA = person('fb');
    const friendB = person('fb');
    await signUpWith('facebook', friendA);
    await signUpWith('facebook', friendB);
    const member = await signUpUser(t, 'Linker');
    await t.app.inject({ method: 'POST', url: '/api/user-side/savePushToken', headers: member.headers, payload: { token: 'tok-linker', user_agent: 'test' } });

    const mine = person('fb', { friends: [friendA.id, friendB.id, 'fb-not-a-member'] });
    const res = await connect('facebook', { code: await codeFor('facebook', mine), redirect_uri: CALLBACK }, member.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ provider: 'facebook', status: 'connected', friends_connected: 2 });

    const idA = (await userOf('facebook', friendA.id))!.userId;
    const idB = (await userOf('facebook', friendB.id))!.userId;
    const rows = await t.database.db.select().from(friendships);
    for (const other of [idA, idB]) {
      expect(rows).toContainEqual(expect.objectContaining({ userId: member.id, friendUserId: other }));
      expect(rows).toContainEqual(expect.objectContaining({ userId: other, friendUserId: member.id }));
    }
    const friends = await api(t, member).get('getUserFriends');
    expect(friends.body.map((f: { id: number }) => f.id).sort()).toEqual([idA, idB].sort());

    await new Promise((r) => setTimeout(r, 200));
    const pushes = (t.app.push.transport as LogPushTransport).messages.filter((m) => m.tokens.includes('tok-linker'));
    expect(pushes.length).toBe(2);
    expect(pushes[0]!.message).toMatchObject({ kind: 'new_friend' });

    const status = await api(t, member).get('getUserData');
    expect(status.body.external_accounts).toMatchObject({ facebook: 'connected', google: 'never' });

    // The same account again is fine and connects nobody new.
    const again = await connect('facebook', { code: await codeFor('facebook', mine), redirect_uri: CALLBACK }, member.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().friends_connected).toBe(0);
    expect(again.json().token).toBeUndefined();
  });

  it('completes the connect_google challenge', async () => {
    const challenge = await createChallenge(t, { type: 'connect_google', points: 15 });
    const member = await signUpUser(t);
    const c = api(t, member);
    expect((await c.accept(challenge.id)).status).toBe(200);
    const res = await connect('google', { code: await codeFor('google', person('g')), redirect_uri: CALLBACK }, member.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect((await c.get(`getUserChallenge/${challenge.id}`)).body.state).toBe('completed');
  });

  it('replays an Idempotency-Key of a signed-in call', async () => {
    const member = await signUpUser(t);
    const payload = { code: await codeFor('linkedin', person('li')), redirect_uri: CALLBACK };
    const headers = { ...member.headers, 'idempotency-key': 'link-li-1' };
    const first = await connect('linkedin', payload, headers);
    const second = await connect('linkedin', payload, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });

  it('does not sign anyone up when the token sent along is not valid', async () => {
    const res = await connect('google', { code: await codeFor('google', person('g')), redirect_uri: CALLBACK }, { authorization: 'Bearer nonsense' });
    expect(res.statusCode).toBe(401);
  });
});

describe('errors', () => {
  it('OtherUserIsConnectedWithSameExternalAccount: the account belongs to another member', async () => {
    const who = person('g');
    await signUpWith('google', who);
    const member = await signUpUser(t);
    const res = await connect('google', { code: await codeFor('google', who), redirect_uri: CALLBACK }, member.headers);
    expect(errorOf(res)).toEqual({ status: 409, code: 'OtherUserIsConnectedWithSameExternalAccount' });
  });

  it('UserIsConnectedWithOtherExternalAccount: the member has another account of the provider', async () => {
    const member = await signUpUser(t);
    const ok = await connect('google', { code: await codeFor('google', person('g')), redirect_uri: CALLBACK }, member.headers);
    expect(ok.statusCode).toBe(200);
    const res = await connect('google', { code: await codeFor('google', person('g')), redirect_uri: CALLBACK }, member.headers);
    expect(errorOf(res)).toEqual({ status: 409, code: 'UserIsConnectedWithOtherExternalAccount' });
  });

  it('OtherUserIsConnectedWithSameEmail: signing up would take a member\'s e-mail', async () => {
    const google = person('g');
    await signUpWith('google', google);
    const linkedin = person('li', { email: google.email!.toUpperCase() });
    const res = await connect('linkedin', { code: await codeFor('linkedin', linkedin), redirect_uri: CALLBACK });
    expect(errorOf(res)).toEqual({ status: 409, code: 'OtherUserIsConnectedWithSameEmail' });
    expect(await userOf('linkedin', linkedin.id)).toBeUndefined();
  });

  it('SocialSignInFailed: unknown, reused or misdirected codes and foreign tokens', async () => {
    const unknown = await connect('google', { code: 'made-up', redirect_uri: CALLBACK });
    expect(errorOf(unknown)).toEqual({ status: 400, code: 'SocialSignInFailed' });
    expect(unknown.json().message).toMatch(/Google/);

    const code = await codeFor('facebook', person('fb'));
    expect((await connect('facebook', { code, redirect_uri: CALLBACK })).statusCode).toBe(200);
    expect(errorOf(await connect('facebook', { code, redirect_uri: CALLBACK }))).toEqual({ status: 400, code: 'SocialSignInFailed' });

    const elsewhere = await codeFor('linkedin', person('li'));
    const misdirected = await connect('linkedin', { code: elsewhere, redirect_uri: `${PUBLIC_URL}/other` });
    expect(errorOf(misdirected)).toEqual({ status: 400, code: 'SocialSignInFailed' });

    expect(errorOf(await connect('facebook', { token: 'not-a-facebook-token' }))).toEqual({ status: 400, code: 'SocialSignInFailed' });
    expect(errorOf(await connect('apple', { code: 'made-up' }))).toEqual({ status: 400, code: 'SocialSignInFailed' });
  });

  it('disconnects, reconnects, and refuses to take away the last way to sign in', async () => {
    const member = await signUpUser(t);
    const who = person('g');
    await connect('google', { code: await codeFor('google', who), redirect_uri: CALLBACK }, member.headers);
    const off = await api(t, member).post(DISCONNECT.google);
    expect(off).toEqual({ status: 200, body: { success: true, provider: 'google' } });
    expect((await api(t, member).get('getUserData')).body.external_accounts.google).toBe('disconnected');
    expect((await api(t, member).post(DISCONNECT.google)).status).toBe(200);
    const back = await connect('google', { code: await codeFor('google', who), redirect_uri: CALLBACK }, member.headers);
    expect(back.statusCode, back.body).toBe(200);
    expect((await api(t, member).get('getUserData')).body.external_accounts.google).toBe('connected');

    // A member who signed up with Google has no phone: Google is the only way in until another account is linked.
    const socialOnly = await signUpWith('google', person('g'));
    const refused = await t.app.inject({ method: 'POST', url: `/api/user-side/${DISCONNECT.google}`, headers: socialOnly.headers });
    expect(errorOf(refused)).toEqual({ status: 409, code: 'LastSignInMethod' });
    await connect('facebook', { code: await codeFor('facebook', person('fb')), redirect_uri: CALLBACK }, socialOnly.headers);
    expect((await api(t, socialOnly).post(DISCONNECT.google)).status).toBe(200);
    expect(errorOf(await t.app.inject({ method: 'POST', url: `/api/user-side/${DISCONNECT.facebook}`, headers: socialOnly.headers }))).toEqual({
      status: 409,
      code: 'LastSignInMethod',
    });
  });

  it('an unlinked account is free: another member may link it, and it no longer signs its old member in', async () => {
    const first = await signUpUser(t);
    const who = person('li', { email: undefined });
    await connect('linkedin', { code: await codeFor('linkedin', who), redirect_uri: CALLBACK }, first.headers);
    await api(t, first).post(DISCONNECT.linkedin);

    // Signed out, the unlinked account signs someone new up rather than into the member who let it go.
    await signUpWith('linkedin', who);
    const owner = (await userOf('linkedin', who.id))!;
    expect(owner.userId).not.toBe(first.id);
    expect((await api(t, first).get('getUserData')).body.external_accounts.linkedin).toBe('never');

    const second = await signUpUser(t);
    const other = person('li');
    await connect('linkedin', { code: await codeFor('linkedin', other), redirect_uri: CALLBACK }, first.headers);
    expect((await api(t, first).post(DISCONNECT.linkedin)).status).toBe(200);
    const taken = await connect('linkedin', { code: await codeFor('linkedin', other), redirect_uri: CALLBACK }, second.headers);
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await userOf('linkedin', other.id))!).toEqual({ userId: second.id, status: 'connected' });
  });

  it('a deactivated member cannot sign in with a linked account', async () => {
    const who = person('g');
    await signUpWith('google', who);
    const { userId } = (await userOf('google', who.id))!;
    await t.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, userId));
    const res = await connect('google', { code: await codeFor('google', who), redirect_uri: CALLBACK });
    expect(errorOf(res)).toEqual({ status: 403, code: 'UserDeactivated' });
  });

  it('disconnecting needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/user-side/${DISCONNECT.apple}` })).statusCode).toBe(401);
  });
});
