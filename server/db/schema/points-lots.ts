// Points that expire (docs/money.md "Lots"): every earning is a lot that spending uses oldest-expiring
// first; the programme's validity rule is one row; reminders are recorded once per member, expiry date
// and channel.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz, created } from './columns';
import { users } from './members';

export type PointsValidityMode = 'never' | 'months' | 'quarter_after';

/** The programme's one rule (id 1): how long earned points stay, when they may be spent, when members hear. */
export const pointsValidity = pgTable(
  'points_validity',
  {
    id: integer('id').primaryKey().default(1),
    mode: text('mode').notNull().default('never').$type<PointsValidityMode>(),
    /** With mode 'months': points expire this many months after they were earned. */
    months: integer('months').notNull().default(12),
    /** Days after earning before the points can be spent (0: at once). */
    pendingDays: integer('pending_days').notNull().default(0),
    /** Days before expiry that members are told (push, e-mail, in-app notice). */
    reminderDays: integer('reminder_days').notNull().default(14),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('points_validity_one_row', sql`${t.id} = 1`),
    check('points_validity_mode', sql`${t.mode} in ('never', 'months', 'quarter_after')`),
    check('points_validity_ranges', sql`${t.months} between 1 and 120 and ${t.pendingDays} between 0 and 365 and ${t.reminderDays} between 0 and 365`),
  ],
);

/** One earning (or received transfer): what is left of it, when it can be spent and when it expires. */
export const pointsLots = pgTable(
  'points_lots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ledger row that created it (null for the opening lot of a balance from before lots). */
    ledgerId: bigint('ledger_id', { mode: 'number' }),
    amount: integer('amount').notNull(),
    remaining: integer('remaining').notNull(),
    availableAt: tz('available_at').notNull().defaultNow(),
    /** null: never expires. */
    expiresAt: tz('expires_at'),
    createdAt: created(),
  },
  (t) => [
    check('points_lots_remaining_in_amount', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
    // Spending and the member's summary read the open lots of one member; a transfer takes them in this order (migration 0037).
    index('points_lots_open_user_idx').on(t.userId, t.expiresAt, t.id).where(sql`${t.remaining} > 0`),
    // The expiry job and the reminders read open lots by expiry time across members.
    index('points_lots_open_expiry_idx').on(t.expiresAt, t.userId).where(sql`${t.remaining} > 0 and ${t.expiresAt} is not null`),
  ],
);

export type ExpiryReminderChannel = 'push' | 'email' | 'in_app';

/** A reminder given: once per member, expiry date and channel; the in-app one until dismissed. */
export const pointsExpiryReminders = pgTable(
  'points_expiry_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    channel: text('channel').notNull().$type<ExpiryReminderChannel>(),
    points: integer('points').notNull(),
    expiresAt: tz('expires_at').notNull(),
    dismissedAt: tz('dismissed_at'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expiresOn, t.channel] })],
);
