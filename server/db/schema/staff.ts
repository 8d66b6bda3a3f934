import { sql } from 'drizzle-orm';
import { STAFF_ROLES } from '../../../contract/console';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz, created } from './columns';
import { users } from './members';

export type StaffRole = (typeof STAFF_ROLES)[number];

/** Console accounts (docs/architecture.md (the operator's side)), apart from members; the e-mail is unique in any case. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** argon2id (services/staff/passwords.ts); null until an invited or reset account sets one by its link. */
    passwordHash: text('password_hash'),
    role: text('role').notNull().$type<StaffRole>(),
    name: text('name'),
    deactivatedAt: tz('deactivated_at'),
    /** Base32 TOTP secret (services/staff/two-factor.ts); asked for at sign-in once totpEnabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: tz('totp_enabled_at'),
    /** The last 30-second step a code was accepted for: the same code cannot sign in twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('staff_email_key').on(sql`lower(${t.email})`)],
);

/** One-time links that let staff set a password (an invitation or a reset), stored as SHA-256 hashes. */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').notNull().$type<'invite' | 'reset'>(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: created(),
  },
  (t) => [index('staff_password_links_staff_idx').on(t.staffId)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: created(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Failed console sign-ins per e-mail (known or not, so a lock-out tells nothing of who has an account)
 * and client IP, and per IP under the e-mail ANY_EMAIL (services/staff/sign-in-lockout.ts).
 */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: tz('last_failed_at').notNull().defaultNow(),
    lockedUntil: tz('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.email, t.ip] })],
);

/**
 * Points for money spent at the till (services/console/till.ts), with the shop's receipt number (one
 * purchase per receipt while it stands) and, once voided, the reason and the reversing ledger row.
 */
export const tillPurchases = pgTable(
  'till_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id),
    amountCents: integer('amount_cents').notNull(),
    points: integer('points').notNull(),
    receiptNumber: text('receipt_number'),
    ledgerId: bigint('ledger_id', { mode: 'number' }).notNull(),
    voidedAt: tz('voided_at'),
    voidedBy: integer('voided_by').references(() => staff.id),
    voidReason: text('void_reason'),
    voidLedgerId: bigint('void_ledger_id', { mode: 'number' }),
    createdAt: created(),
  },
  (t) => [
    index('till_purchases_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('till_purchases_receipt_key').on(t.receiptNumber).where(sql`${t.receiptNumber} is not null and ${t.voidedAt} is null`),
  ],
);

/** Every change a staff member makes, written in the transaction that makes it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: created(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
