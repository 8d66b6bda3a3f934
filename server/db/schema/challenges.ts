import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz, created, localized } from './columns';
import { users } from './members';
import { partnerKeys } from './partners';
import { segments } from './segments';
import { images, owners } from './settings';

export const challenges = pgTable(
  'challenges',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    name: localized('name').notNull(),
    description: localized('description').notNull(),
    imageId: integer('image_id').references(() => images.id),
    imageLargeId: integer('image_large_id').references(() => images.id),
    points: integer('points').notNull().default(0),
    pointsMultipleText: localized('points_multiple_text'),
    rewardType: text('reward_type').notNull().default('points').$type<'points' | 'prize'>(),
    prizeId: integer('prize_id'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    startTime: tz('start_time'),
    endTime: tz('end_time'),
    /** What the widget shows (question, url, video_url, min/max); never which option is right. */
    customData: jsonb('custom_data').$type<Record<string, unknown>>().notNull().default({}),
    /** Server-only rules for the verifier: event names, targets, periods, mail texts. */
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull().default({}),
    canHide: boolean('can_hide').notNull().default(true),
    ownerId: integer('owner_id').references(() => owners.id),
    progressDivisor: integer('progress_divisor'),
    failureDelayDays: integer('failure_delay_days').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** When customers were told of it by push; null until it is live and announced. */
    announcedAt: tz('announced_at'),
    /** Only members of this segment see it, get its push and may complete it; null: everyone. */
    segmentId: integer('segment_id').references(() => segments.id),
    createdAt: created(),
  },
  (t) => [index('challenges_owner_idx').on(t.ownerId)],
);

export const challengeOptions = pgTable(
  'challenge_options',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    text: localized('text'),
    imageId: integer('image_id').references(() => images.id),
    isCorrect: boolean('is_correct').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('challenge_options_challenge_idx').on(t.challengeId)],
);

export const userChallenges = pgTable(
  'user_challenges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    status: text('status')
      .notNull()
      .default('accepted')
      .$type<'accepted' | 'pending' | 'failed' | 'completed'>(),
    acceptedAt: tz('accepted_at'),
    /** After a failure: when the challenge may be tried again. */
    retryAt: tz('retry_at'),
    snoozedAt: tz('snoozed_at'),
    completedAt: tz('completed_at'),
    progressDividend: integer('progress_dividend').notNull().default(0),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.challengeId] })],
);

/** Events reported by partners through POST /api/partner/events. */
export const partnerEvents = pgTable(
  'partner_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    quantity: integer('quantity').notNull().default(1),
    occurredAt: tz('occurred_at').notNull().defaultNow(),
    /** The key that reported it; achievements it completes are minted under that key's cap. */
    partnerKeyId: integer('partner_key_id').references(() => partnerKeys.id),
    createdAt: created(),
  },
  (t) => [index('partner_events_user_event_idx').on(t.userId, t.event, t.occurredAt)],
);

export const achievements = pgTable(
  'achievements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id').references(() => challenges.id),
    title: localized('title').notNull(),
    text: localized('text').notNull(),
    imageId: integer('image_id').references(() => images.id),
    points: integer('points').notNull(),
    /** Set when a partner's event completed the challenge: those points count against the key's cap. */
    partnerKeyId: integer('partner_key_id').references(() => partnerKeys.id),
    collectedAt: tz('collected_at'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('achievements_user_challenge_key').on(t.userId, t.challengeId),
    index('achievements_user_idx').on(t.userId, t.collectedAt),
    // Partial: only a partner key's daily cap reads it, and most rows have no key (nothing to write for them).
    index('achievements_partner_key_idx').on(t.partnerKeyId, t.createdAt).where(sql`${t.partnerKeyId} is not null`),
  ],
);
