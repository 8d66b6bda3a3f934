// The rules of social sign-in and linking (docs/product.md sections 1-3, 7 and 8), each call in one transaction:
//   connect with a session    - links the provider account to the member (idempotent for the same account)
//   connect without a session - signs in the member who has the account, or signs a new member up
//   disconnect                - unlinks, unless it is the member's last way to sign in
// A linked account's friends (Facebook) who are members become friends; they hear about it after commit.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  APPLE_FORM_POST_PATH,
  OAUTH_CALLBACK_PATH,
  type ConnectSocialBody,
  type ConnectSocialResult,
  type DisconnectSocialResult,
  type SocialProvider,
} from '../../../contract';
import type { Tx } from '../../db/client';
import { externalAccounts, users } from '../../db/schema';
import { AppError } from '../../errors';
import { signIn } from '../auth/sign-in';
import { onAccountLinked } from '../challenges/server-progress';
import { connectFriends, notifyNewFriends } from '../members/friends';
import { createUser, getUser, type UserRow } from '../members/users';
import type { SocialClients } from './clients';
import { PROVIDER_LABEL, ProviderError, signInFailed, type SocialProfile } from './types';

type Body = z.output<typeof ConnectSocialBody>;

const conflict = (code: string, message: string) => new AppError(409, code, message);
const deactivated = () => new AppError(403, 'UserDeactivated', 'This account is deactivated.');

/** Apple posts back to the server (POST /api/user-side/auth/apple); the others return to the callback page. */
export function defaultRedirectUri(app: FastifyInstance, provider: SocialProvider): string {
  return provider === 'apple' ? `${app.config.PUBLIC_URL}${APPLE_FORM_POST_PATH}` : `${app.config.PUBLIC_URL}${OAUTH_CALLBACK_PATH}`;
}

async function exchange(app: FastifyInstance, request: FastifyRequest, clients: SocialClients, provider: SocialProvider, body: Body) {
  const client = clients(provider);
  try {
    return await client.exchange({
      code: body.code,
      token: body.token,
      id_token: body.id_token,
      redirect_uri: body.redirect_uri ?? defaultRedirectUri(app, provider),
      code_verifier: body.code_verifier,
      nonce: body.nonce,
      first_name: body.first_name,
      last_name: body.last_name,
    });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    request.log.warn({ provider, reason: err.message }, 'social sign-in failed');
    throw signInFailed(provider, err.message);
  }
}

const accountValues = (p: SocialProfile) => ({
  externalUserId: p.externalUserId,
  email: p.email,
  status: 'connected' as const,
  profile: { first_name: p.firstName, last_name: p.lastName, picture_url: p.pictureUrl, email_verified: p.emailVerified },
});

/** Links the account to the member (rules of the signed-in call); throws the 409s. */
async function linkAccount(tx: Tx, userId: number, provider: SocialProvider, p: SocialProfile): Promise<void> {
  const label = PROVIDER_LABEL[provider];
  const byAccount = and(eq(externalAccounts.provider, provider), eq(externalAccounts.externalUserId, p.externalUserId));
  const [holder] = await tx.select().from(externalAccounts).where(byAccount).for('update');
  if (holder && holder.userId !== userId) {
    if (holder.status === 'connected') {
      throw conflict('OtherUserIsConnectedWithSameExternalAccount', `This ${label} account is already linked to another member.`);
    }
    // Its member unlinked it: the account is free to link elsewhere.
    await tx.delete(externalAccounts).where(eq(externalAccounts.id, holder.id));
  }
  const [mine] = await tx
    .select()
    .from(externalAccounts)
    .where(and(eq(externalAccounts.userId, userId), eq(externalAccounts.provider, provider)))
    .for('update');
  if (mine && mine.externalUserId !== p.externalUserId && mine.status === 'connected') {
    throw conflict('UserIsConnectedWithOtherExternalAccount', `Another ${label} account is already linked to your profile.`);
  }
  if (mine) {
    // The same account again (idempotent), or a reconnection after unlinking.
    await tx.update(externalAccounts).set(accountValues(p)).where(eq(externalAccounts.id, mine.id));
    return;
  }
  const inserted = await tx
    .insert(externalAccounts)
    .values({ userId, provider, ...accountValues(p) })
    .onConflictDoNothing()
    .returning({ id: externalAccounts.id });
  if (inserted.length === 0) {
    // A parallel call linked it first: fine when it was this member, a conflict otherwise.
    const [now] = await tx.select({ userId: externalAccounts.userId }).from(externalAccounts).where(byAccount);
    if (now?.userId !== userId) {
      throw conflict('OtherUserIsConnectedWithSameExternalAccount', `This ${label} account is already linked to another member.`);
    }
  }
}

/** Befriends the members behind the account's friends; answers the ones who are new friends. */
async function befriend(tx: Tx, userId: number, provider: SocialProvider, friendIds: string[]): Promise<number[]> {
  const ids = [...new Set(friendIds)].slice(0, 5000);
  if (ids.length === 0) return [];
  const members = await tx
    .selectDistinct({ userId: externalAccounts.userId })
    .from(externalAccounts)
    .innerJoin(users, eq(users.id, externalAccounts.userId))
    .where(
      and(
        eq(externalAccounts.provider, provider),
        eq(externalAccounts.status, 'connected'),
        inArray(externalAccounts.externalUserId, ids),
        ne(externalAccounts.userId, userId),
        isNull(users.deactivatedAt),
      ),
    );
  const added: number[] = [];
  for (const { userId: friendId } of members) {
    if (await connectFriends(tx, userId, friendId)) added.push(friendId);
  }
  return added;
}

/** Fills what the member's profile lacks (a picture) from the provider. */
async function fillProfile(tx: Tx, userId: number, p: SocialProfile): Promise<void> {
  if (!p.pictureUrl) return;
  await tx.update(users).set({ pictureUrl: p.pictureUrl }).where(and(eq(users.id, userId), isNull(users.pictureUrl)));
}

interface Outcome {
  user: UserRow;
  newFriends: number[];
}

/** Signed out: the member who has this account, or a new member. */
async function signInOrUp(tx: Tx, provider: SocialProvider, p: SocialProfile, language: string): Promise<Outcome> {
  const byAccount = and(eq(externalAccounts.provider, provider), eq(externalAccounts.externalUserId, p.externalUserId));
  const [holder] = await tx.select().from(externalAccounts).where(byAccount).for('update');
  if (holder?.status === 'connected') {
    const user = await getUser(tx, holder.userId);
    if (user.deactivatedAt) throw deactivated();
    await tx.update(externalAccounts).set(accountValues(p)).where(eq(externalAccounts.id, holder.id));
    await fillProfile(tx, user.id, p);
    return { user, newFriends: await befriend(tx, user.id, provider, p.friendExternalIds) };
  }

  // Unknown (or unlinked by its member, so not a way into that member's account): sign up.
  const email = p.email && p.emailVerified ? p.email : null;
  if (email) {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (owner) {
      throw conflict(
        'OtherUserIsConnectedWithSameEmail',
        `A member with the e-mail address of this ${PROVIDER_LABEL[provider]} account exists already. Sign in and link it from your profile.`,
      );
    }
  }
  if (holder) await tx.delete(externalAccounts).where(eq(externalAccounts.id, holder.id));
  const user = await createUser(tx, {
    email,
    emailConfirmedAt: email ? new Date() : null,
    firstName: p.firstName,
    lastName: p.lastName,
    pictureUrl: p.pictureUrl,
    language,
    signupChannel: provider,
  });
  const inserted = await tx
    .insert(externalAccounts)
    .values({ userId: user.id, provider, ...accountValues(p) })
    .onConflictDoNothing()
    .returning({ id: externalAccounts.id });
  if (inserted.length === 0) {
    throw conflict('OtherUserIsConnectedWithSameExternalAccount', `This ${PROVIDER_LABEL[provider]} account was just linked to another member.`);
  }
  await onAccountLinked(tx, user.id, provider);
  return { user, newFriends: await befriend(tx, user.id, provider, p.friendExternalIds) };
}

function announce(app: FastifyInstance, request: FastifyRequest, userId: number, friends: number[]) {
  if (!friends.length) return;
  void notifyNewFriends(app.db, app.push, app.config, userId, friends).catch((err: unknown) =>
    request.log.error({ err }, 'could not announce a new friend'),
  );
}

export async function connectSocial(
  app: FastifyInstance,
  request: FastifyRequest,
  clients: SocialClients,
  provider: SocialProvider,
  body: Body,
): Promise<ConnectSocialResult> {
  const profile = await exchange(app, request, clients, provider, body);
  const me = request.user;
  if (me) {
    const newFriends = await app.db.transaction(async (tx) => {
      await linkAccount(tx, me.id, provider, profile);
      await fillProfile(tx, me.id, profile);
      await onAccountLinked(tx, me.id, provider);
      return befriend(tx, me.id, provider, profile.friendExternalIds);
    });
    announce(app, request, me.id, newFriends);
    return { provider, status: 'connected', friends_connected: newFriends.length };
  }
  const language = body.lang && app.config.LANGUAGES.includes(body.lang) ? body.lang : request.lang;
  const { user, newFriends } = await app.db.transaction((tx) => signInOrUp(tx, provider, profile, language));
  announce(app, request, user.id, newFriends);
  const session = await signIn(app, request, user);
  return { provider, status: 'connected', friends_connected: newFriends.length, ...session };
}

export async function disconnectSocial(app: FastifyInstance, userId: number, provider: SocialProvider): Promise<DisconnectSocialResult> {
  await app.db.transaction(async (tx) => {
    // The member's row is locked so that two parallel disconnects cannot both pass the last-method check.
    const [user] = await tx
      .select({ phone: users.phone, customerId: users.customerId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [account] = await tx
      .select()
      .from(externalAccounts)
      .where(and(eq(externalAccounts.userId, userId), eq(externalAccounts.provider, provider)));
    if (!user || account?.status !== 'connected') return;
    if (!user.phone && !user.customerId) {
      const others = await tx
        .select({ id: externalAccounts.id })
        .from(externalAccounts)
        .where(and(eq(externalAccounts.userId, userId), ne(externalAccounts.provider, provider), eq(externalAccounts.status, 'connected')))
        .limit(1);
      if (others.length === 0) {
        throw conflict(
          'LastSignInMethod',
          `${PROVIDER_LABEL[provider]} is your only way to sign in. Link another account or add a phone number first.`,
        );
      }
    }
    await tx.update(externalAccounts).set({ status: 'disconnected' }).where(eq(externalAccounts.id, account.id));
  });
  return { success: true, provider };
}
