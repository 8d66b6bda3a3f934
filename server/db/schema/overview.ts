import { bigint, boolean, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { users } from './members';

// The console overview's figures kept ready (services/console/overview-summary.ts, docs/console-overview.md).
const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Points issued and redeemed (from the ledger) and new members per closed UTC day; days before overview_summary_state's. */
export const overviewDays = pgTable('overview_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  issued: count('issued'),
  redeemed: count('redeemed'),
  newMembers: count('new_members'),
});

/** Redemptions per prize per closed UTC day, from the ledger. */
export const overviewPrizeDays = pgTable(
  'overview_prize_days',
  { day: date('day', { mode: 'string' }).notNull(), prizeId: integer('prize_id').notNull(), redemptions: count('redemptions'), points: count('points') },
  (t) => [primaryKey({ columns: [t.day, t.prizeId] })],
);

/** One row: the first day not yet in overview_days and overview_prize_days (the overview reads later days from the ledger). */
export const overviewSummaryState = pgTable('overview_summary_state', {
  id: boolean('id').primaryKey().default(true),
  summarisedUntil: date('summarised_until', { mode: 'string' }).notNull(),
});

/** Each member's latest ledger row, kept by a trigger on points_ledger: active members are counted from its index. */
export const memberActivity = pgTable(
  'member_activity',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastActiveAt: tz('last_active_at').notNull(),
  },
  (t) => [index('member_activity_last_active_idx').on(t.lastActiveAt)],
);

/** Members by the UTC day of their latest ledger row, as folded by the summary job; member_activity_changes holds what moved since. */
export const memberActivityDays = pgTable('member_activity_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  members: count('members'),
});

/** Members moving from one day of member_activity to another, appended by the trigger that keeps member_activity. */
export const memberActivityChanges = pgTable('member_activity_changes', {
  day: date('day', { mode: 'string' }).notNull(),
  members: count('members'),
});

/** One row: members not deactivated and their points, as folded by the summary job; member_totals_changes holds what changed since. */
export const memberTotals = pgTable('member_totals', {
  id: boolean('id').primaryKey().default(true),
  members: count('members'),
  outstanding: count('outstanding'),
});

/** Changes to member_totals, appended by triggers on users (one row per statement that changed them). */
export const memberTotalsChanges = pgTable('member_totals_changes', {
  members: count('members'),
  outstanding: count('outstanding'),
});

/** Each challenge's funnel as folded by the summary job; challenge_funnel_changes holds what happened since. */
export const challengeFunnels = pgTable('challenge_funnels', {
  challengeId: integer('challenge_id').primaryKey(),
  shown: count('shown'),
  accepted: count('accepted'),
  completed: count('completed'),
  collected: count('collected'),
});

/** Changes to the funnels, appended by triggers on user_challenges and achievements (no row is updated, so no member waits on another). */
export const challengeFunnelChanges = pgTable('challenge_funnel_changes', {
  challengeId: integer('challenge_id').notNull(),
  shown: count('shown'),
  accepted: count('accepted'),
  completed: count('completed'),
  collected: count('collected'),
});
