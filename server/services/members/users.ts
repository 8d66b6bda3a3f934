// Users: creation on first sign-in and the UserData answer of getUserData (contract/index.ts).
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { UserData } from '../../../contract';
import { prepared } from '../../db/prepared';
import type { Db, Tx } from '../../db/client';
import { externalAccounts, monthlyTop, referrals, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { SignupChannel } from '../../../contract/console/segments';
import { publishedMonthBetween } from '../monthly-top/ranking';
import { refreshMember } from '../segments/membership';
import { currentMonth, previousMonth } from '../monthly-top/months';

export type UserRow = typeof users.$inferSelect;

// Referral ids are typed by people (referral-code page), so no look-alike characters.
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomReferralId(length = 8): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length];
  return out;
}

const randomExternalId = () => randomBytes(16).toString('hex');

export async function findUserByPhone(db: Db | Tx, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export async function getUser(db: Db | Tx, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound('UserNotFound', 'No such user.');
  return row;
}

export interface NewUser {
  phone?: string | null;
  customerId?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  pictureUrl?: string | null;
  language?: string | null;
  /** Set when the address comes verified (a social provider's). */
  emailConfirmedAt?: Date | null;
  /** How they signed up, for segments' signed-up-channel rule. */
  signupChannel?: SignupChannel;
}

/** First and last name, as docs/product.md's full name; empty when neither is known. */
export const fullName = (firstName: string | null, lastName: string | null) => [firstName, lastName].filter(Boolean).join(' ');

/**
 * Creates a user with fresh unique referral and external ids. A user with the same phone created
 * at the same moment (two verifies racing) is returned instead of failing.
 */
export async function createUser(db: Db | Tx, data: NewUser): Promise<UserRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(users)
      .values({
        phone: data.phone ?? null,
        customerId: data.customerId ?? null,
        email: data.email ?? null,
        emailConfirmedAt: data.emailConfirmedAt ?? null,
        firstName: data.firstName || null,
        lastName: data.lastName || null,
        pictureUrl: data.pictureUrl || null,
        language: data.language ?? null,
        signupChannel: data.signupChannel ?? null,
        referralId: randomReferralId(),
        externalId: randomExternalId(),
      })
      .onConflictDoNothing()
      .returning();
    if (row) {
      // A new member belongs in the segments their sign-up already says they are in (language, channel).
      await refreshMember(db, row.id);
      return row;
    }
    if (data.phone) {
      const existing = await findUserByPhone(db, data.phone);
      if (existing) return existing;
    }
    // Otherwise a random id collided: try again with new ones.
  }
  throw new Error('Could not create a user with unique ids');
}

export const externalIdHash = (externalId: string) => createHash('sha256').update(externalId).digest('hex');

/** getUserData in one statement: the user's row with their linked accounts, monthly-top entry and referrer; prepared. */
const userDataQuery = (db: Db) =>
  prepared(db, 'user_data', (d, name) => {
    // Spelled out: in a one-table select drizzle writes columns unqualified, and inside these
    // subqueries a bare "id" would be the subquery's own.
    const id = sql`${users}."id"`;
    return d
      .select({
        user: users,
        accounts: sql<Array<{ provider: string; status: 'connected' | 'disconnected' }>>`coalesce((
          select json_agg(json_build_object('provider', a.provider, 'status', a.status))
          from ${externalAccounts} a where a.user_id = ${id}), '[]'::json)`,
        top: sql<{ id: number; urlIdentifier: string } | null>`(
          select json_build_object('id', t.id, 'urlIdentifier', t.url_identifier) from ${monthlyTop} t
          where t.user_id = ${id} and t.month = ${publishedMonthBetween(sql.placeholder('previousMonth'), sql.placeholder('currentMonth'))} limit 1)`,
        referred: sql<boolean>`exists (select 1 from ${referrals} r where r.referred_user_id = ${id})`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare(name);
  });

export async function userData(db: Db, userId: number, lang: string): Promise<UserData> {
  const now = new Date();
  const [row] = await userDataQuery(db).execute({ userId, previousMonth: previousMonth(now), currentMonth: currentMonth(now) });
  if (!row) throw notFound('UserNotFound', 'No such user.');
  const { user, accounts, top: topEntry } = row;
  const status = (provider: 'google' | 'facebook' | 'linkedin' | 'apple') =>
    accounts.find((a) => a.provider === provider)?.status ?? 'never';
  return {
    user_initialized: user.termsAcceptedAt !== null,
    referral_id: user.referralId,
    applyReferralCodeEnabled: !row.referred,
    applyPromoCodeEnabled: true,
    primary_phone: user.phone ? user.phone.replace(/^\+/, '') : null,
    primary_email: user.email,
    email_confirmed: user.emailConfirmedAt !== null,
    name: user.firstName ?? '',
    surname: user.lastName ?? '',
    picture_url: user.pictureUrl,
    birthday: user.birthday,
    gender: user.gender,
    language: user.language,
    user_external_id_hash: externalIdHash(user.externalId),
    is_in_monthly_top: Boolean(topEntry),
    monthly_top_url: topEntry ? `/${lang}/monthly-top-user/${topEntry.id}/${topEntry.urlIdentifier}` : null,
    external_accounts: { google: status('google'), facebook: status('facebook'), linkedin: status('linkedin'), apple: status('apple') },
    monthly_notification: user.monthlyNotification,
    challenge_completion_notification: user.challengeCompletionNotification,
    new_challenges_notification: user.newChallengesNotification,
    user_news_notification: user.userNewsNotification,
    new_friend_connected_notification: user.newFriendConnectedNotification,
  };
}
