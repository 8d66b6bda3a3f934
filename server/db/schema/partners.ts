import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { tz, created } from './columns';

export const PARTNER_SCOPES = ['events', 'points', 'rewards', 'content', 'monthly_top', 'tags'] as const;

export type PartnerScope = (typeof PARTNER_SCOPES)[number];

/** Keys of the partner API (/api/partner): named, scoped, stored as SHA-256 hashes only. */
export const partnerKeys = pgTable('partner_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  keyHash: text('key_hash').notNull().unique(),
  scopes: jsonb('scopes').notNull().$type<PartnerScope[]>(),
  /** Points this key may mint per UTC day: POST /points, and achievements its events complete. */
  dailyPointsCap: integer('daily_points_cap').notNull(),
  createdAt: created(),
  revokedAt: tz('revoked_at'),
});

/** The first answer to a POST with an Idempotency-Key, replayed for repeats. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: created(),
    /** Which request holds the claim: a retry that takes over an expired lease writes its own. */
    claimToken: text('claim_token'),
    /** A pending claim whose lease has passed, with no effect committed, may be taken over. */
    leaseUntil: tz('lease_until'),
    /** Set inside the effect's own transaction: from then on the request counts as applied. */
    effectAt: tz('effect_at'),
  },
  // BRIN: keys are written in time order, so the hourly purge finds the old ones at almost no cost per write.
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_brin').using('brin', t.createdAt)],
);
