// Tiers of the loyalty programme (docs/money.md, "Tiers"): the operator's tiers, the programme-wide
// window and grace rules, each member's qualifying points per day, pending drops and every change of a
// member's tier. A member's current tier is users.tier_id (members.ts); the base tier always exists.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { created, localized, tz } from './columns';
import { users } from './members';

/** A tier: from `threshold` qualifying points in the window; the base tier (threshold 0) always exists. */
export const tiers = pgTable(
  'tiers',
  {
    id: serial('id').primaryKey(),
    name: localized('name').notNull(),
    benefits: localized('benefits').notNull().default(sql`'{}'::jsonb`),
    /** One picture per language: { en: imageId, lt: imageId }. */
    pictures: jsonb('pictures').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    threshold: integer('threshold').notNull(),
    /** The earning multiplier in hundredths: 125 = 1.25x (rounded down per earning). */
    multiplierPercent: integer('multiplier_percent').notNull().default(100),
    isBase: boolean('is_base').notNull().default(false),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('tiers_threshold_key').on(t.threshold)],
);

/** The programme's rules: one row (id 1). */
export const tierRules = pgTable('tier_rules', {
  id: integer('id').primaryKey().default(1),
  /** 'rolling': the last window_days days; 'calendar_year': the current calendar year (UTC). */
  windowKind: text('window_kind').notNull().default('rolling').$type<'rolling' | 'calendar_year'>(),
  windowDays: integer('window_days').notNull().default(365),
  /** Days a member keeps a tier after the window ends without qualifying. */
  graceDays: integer('grace_days').notNull().default(0),
  /** A review drops a member by one tier at most. */
  dropOneAtMost: boolean('drop_one_at_most').notNull().default(true),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Qualifying points per member per UTC day: the daily review takes whole days out of the window. */
export const tierPointsDays = pgTable(
  'tier_points_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    points: integer('points').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('tier_points_days_day_idx').on(t.day)],
);

/** A drop decided at the end of a window, applied when the grace days are over (unless requalified). */
export const tierPendingDrops = pgTable('tier_pending_drops', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  toTierId: integer('to_tier_id')
    .notNull()
    .references(() => tiers.id, { onDelete: 'cascade' }),
  dropAt: tz('drop_at').notNull(),
});

/** Every change of a member's tier (change_member_tier.sql writes them); shown in the member's history. */
export const tierChanges = pgTable(
  'tier_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromTierId: integer('from_tier_id').references(() => tiers.id, { onDelete: 'set null' }),
    toTierId: integer('to_tier_id').references(() => tiers.id, { onDelete: 'set null' }),
    direction: text('direction').notNull().$type<'up' | 'down'>(),
    /** earning, review, console. */
    reason: text('reason').notNull(),
    createdAt: created(),
  },
  (t) => [index('tier_changes_user_idx').on(t.userId, t.createdAt)],
);
