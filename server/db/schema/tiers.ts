// Tiers of the loyalty programme (docs/money.md, "Tiers"): the operator's tiers and the programme-wide
// window and grace rules. A member's current tier is users.tier_id (members.ts); the base tier always
// exists. What each member has towards them is in tier-members.ts.
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { created, localized, tz } from './columns';

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
