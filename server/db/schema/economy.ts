import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz, created, localized } from './columns';
import { challenges, achievements } from './challenges';
import { users } from './members';
import { partnerKeys } from './partners';
import { segments } from './segments';
import { images } from './settings';

export type LedgerKind =
  | 'signup_bonus'
  | 'achievement'
  | 'redemption'
  | 'points_transfer'
  | 'manual_award'
  | 'promo_code'
  | 'referral'
  | 'points_expiry'
  /** A balance brought over from another programme (services/imports/). */
  | 'import';

/** Append-only: every change of a user's points is one row here (docs/money.md). */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** docs/product.md history type: achievement (points in) or redemption (points out). */
    kind: text('kind').notNull().$type<LedgerKind>(),
    title: localized('title').notNull(),
    achievementId: integer('achievement_id').references(() => achievements.id),
    prizeId: integer('prize_id'),
    rewardId: integer('reward_id'),
    counterpartyUserId: integer('counterparty_user_id').references(() => users.id),
    /** The partner key that minted these points (POST /api/partner/points). */
    partnerKeyId: integer('partner_key_id').references(() => partnerKeys.id),
    createdAt: created(),
  },
  (t) => [
    // A member's entries newest first by their date: imported history lines are dated in the past
    // but written now, so the id alone no longer gives the order (services/economy/history.ts).
    index('points_ledger_user_time_idx').on(t.userId, t.createdAt, t.id),
    // Partial, as achievements_partner_key_idx.
    index('points_ledger_partner_key_idx').on(t.partnerKeyId, t.createdAt).where(sql`${t.partnerKeyId} is not null`),
    // The monthly-top close reads one month of earnings (monthly-top-close.ts), not every row; with
    // user_id beside the time, the overview counts active members from the index alone
    // (services/console/overview.ts).
    index('points_ledger_created_user_idx').on(t.createdAt, t.userId),
    check('points_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

export const prizeCategories = pgTable('prize_categories', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  imageId: integer('image_id').references(() => images.id),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const prizes = pgTable(
  'prizes',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => prizeCategories.id),
    name: localized('name').notNull(),
    description: localized('description').notNull(),
    imageId: integer('image_id').references(() => images.id),
    /** Price in points. */
    value: integer('value').notNull(),
    /** Stock; null means unlimited. */
    itemsLeft: integer('items_left'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    codeMedia: text('code_media').notNull().default('code').$type<'code' | 'barcode' | 'code_barcode'>(),
    barcodeType: text('barcode_type').notNull().default('QRCODE'),
    validDays: integer('valid_days').notNull().default(30),
    /** False for prizes given only by challenges. */
    redeemable: boolean('redeemable').notNull().default(true),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Only members of this segment see it and may redeem it; null: everyone. */
    segmentId: integer('segment_id').references(() => segments.id),
    createdAt: created(),
  },
  (t) => [
    index('prizes_category_idx').on(t.categoryId),
    check('prizes_items_left_not_negative', sql`${t.itemsLeft} IS NULL OR ${t.itemsLeft} >= 0`),
  ],
);

export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id),
    challengeId: integer('challenge_id').references(() => challenges.id),
    rewardCode: text('reward_code').notNull(),
    codeMedia: text('code_media').notNull().$type<'code' | 'barcode' | 'code_barcode'>(),
    barcodeType: text('barcode_type').notNull(),
    validTill: tz('valid_till'),
    usedAt: tz('used_at'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('rewards_code_key').on(t.rewardCode), index('rewards_user_idx').on(t.userId)],
);

export const favouritePrizes = pgTable(
  'favourite_prizes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.prizeId] })],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    points: integer('points').notNull(),
    /** Single-use codes can be applied by one user only; multi-use by each user once. */
    multiUse: boolean('multi_use').notNull().default(false),
    validFrom: tz('valid_from'),
    validTill: tz('valid_till'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('promo_codes_code_key').on(t.code)],
);

export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.userId] })],
);
