// Members and tiers (docs/money.md, "Tiers"): each member's qualifying points per day, drops waiting
// for their grace days, and every change of a member's tier.
import { bigserial, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { created, tz } from './columns';
import { users } from './members';
import { tiers } from './tiers';

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
