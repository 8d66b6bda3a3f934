import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SignupChannel } from '../../../contract/console/segments';
import { tz, created } from './columns';
import { tiers } from './tiers';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Digits only, with the country prefix, no leading +. */
    phone: text('phone'),
    customerId: text('customer_id'),
    email: text('email'),
    emailConfirmedAt: tz('email_confirmed_at'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    pictureUrl: text('picture_url'),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender'),
    country: text('country'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    dataShareConsentAt: tz('data_share_consent_at'),
    language: text('language'),
    referralId: text('referral_id').notNull(),
    externalId: text('external_id').notNull(),
    termsAcceptedAt: tz('terms_accepted_at'),
    /** Balance; always equals the sum of this user's ledger rows (docs/money.md). */
    points: integer('points').notNull().default(0),
    totalPointsEarned: integer('total_points_earned').notNull().default(0),
    monthlyNotification: boolean('monthly_notification').notNull().default(true),
    challengeCompletionNotification: boolean('challenge_completion_notification').notNull().default(true),
    newChallengesNotification: boolean('new_challenges_notification').notNull().default(true),
    userNewsNotification: boolean('user_news_notification').notNull().default(true),
    newFriendConnectedNotification: boolean('new_friend_connected_notification').notNull().default(true),
    emailUnsubscribedAt: tz('email_unsubscribed_at'),
    deactivatedAt: tz('deactivated_at'),
    /** What the member card shows: opaque, random, rotatable (services/members/member-card.ts); made on first use. */
    cardToken: text('card_token'),
    /** The member's current tier (schema/tiers.ts); the base tier (id 1) until they qualify for more. */
    tierId: integer('tier_id')
      .notNull()
      .default(1)
      .references((): AnyPgColumn => tiers.id),
    /** Qualifying points in the current window (note_tier_progress.sql adds, the daily review takes old days off). */
    tierPoints: integer('tier_points').notNull().default(0),
    /** When the current (non-base) tier is reviewed: the end of its window. */
    tierReviewAt: tz('tier_review_at'),
    /** How the member signed up: phone, customer_id, or the social provider (google, facebook, linkedin, apple). */
    signupChannel: text('signup_channel').$type<SignupChannel>(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_card_token_key').on(t.cardToken),
    uniqueIndex('users_customer_id_key').on(t.customerId),
    uniqueIndex('users_referral_id_key').on(t.referralId),
    uniqueIndex('users_external_id_key').on(t.externalId),
    // The console's overview counts new members per day (services/console/overview.ts).
    index('users_created_idx').on(t.createdAt),
    index('users_tier_review_idx').on(t.tierReviewAt).where(sql`${t.tierReviewAt} is not null`),
    check('users_points_not_negative', sql`${t.points} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: created(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes sent by SMS: sign-in and phone confirmation. Only a hash is kept. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull().$type<'login' | 'phone_confirmation' | 'customer_login'>(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    /** The sign-up details given with loginUserByPhone, applied when the code is verified. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    expiresAt: tz('expires_at').notNull(),
    consumedAt: tz('consumed_at'),
    createdAt: created(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
);

/** Single-use tokens mailed to users: email confirmation and unsubscribe links. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    token: text('token').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose').notNull().$type<'confirm' | 'unsubscribe'>(),
    challengeId: integer('challenge_id'),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: created(),
  },
  // A member's recent confirmation mails: the resend wait, the hourly budget and a pending challenge's address.
  (t) => [index('email_tokens_user_purpose_created_idx').on(t.userId, t.purpose, t.createdAt)],
);

export const externalAccounts = pgTable(
  'external_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().$type<'google' | 'facebook' | 'linkedin' | 'apple'>(),
    externalUserId: text('external_user_id').notNull(),
    email: text('email'),
    status: text('status').notNull().default('connected').$type<'connected' | 'disconnected'>(),
    profile: jsonb('profile').$type<Record<string, unknown>>(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('external_accounts_provider_user_key').on(t.provider, t.externalUserId),
    uniqueIndex('external_accounts_user_provider_key').on(t.userId, t.provider),
  ],
);

/** Friendship as reported by a social provider; one row per direction. */
export const friendships = pgTable(
  'friendships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendUserId: integer('friend_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendUserId] })],
);

export const referrals = pgTable('referrals', {
  referredUserId: integer('referred_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  referrerUserId: integer('referrer_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: created(),
});

export const waitlist = pgTable('waitlist', {
  id: serial('id').primaryKey(),
  phone: text('phone'),
  email: text('email'),
  language: text('language'),
  createdAt: created(),
});
