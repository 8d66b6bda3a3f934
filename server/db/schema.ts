// The whole domain of docs/product.md section 3. Later issues add behaviour, not tables.
// Translatable texts are jsonb maps of language key to text ({ en: '...', lt: '...' }).
import { sql } from 'drizzle-orm';
import { STAFF_ROLES } from '../../contract/console';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type LocalizedText = Record<string, string>;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => tz('created_at').notNull().defaultNow();
const localized = (name: string) => jsonb(name).$type<LocalizedText>();

/** Operator-editable settings; each key overrides the default from server/config.ts. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Source images; the image service resizes and caches them. */
export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  data: bytea('data').notNull(),
  createdAt: created(),
});

export const owners = pgTable('owners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  imageId: integer('image_id').references(() => images.id),
  createdAt: created(),
});

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
export const emailTokens = pgTable('email_tokens', {
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
});

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

export type LedgerKind =
  | 'signup_bonus'
  | 'achievement'
  | 'redemption'
  | 'points_transfer'
  | 'manual_award'
  | 'promo_code'
  | 'referral';

/** Append-only: every change of a user's points is one row here (docs/money.md). */
export const PARTNER_SCOPES = ['events', 'points', 'rewards', 'content', 'monthly_top'] as const;
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
    index('points_ledger_user_idx').on(t.userId, t.id),
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

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  intro: localized('intro').notNull(),
  body: localized('body').notNull(),
  imageId: integer('image_id').references(() => images.id),
  promoted: boolean('promoted').notNull().default(false),
  publishedAt: tz('published_at').notNull().defaultNow(),
  /** When customers were told of it by push; null until it is published and announced. */
  announcedAt: tz('announced_at'),
  createdAt: created(),
});

export const newsReads = pgTable(
  'news_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    readAt: tz('read_at'),
    promoDismissedAt: tz('promo_dismissed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.newsId] })],
);

/** Text pages: help, terms, about, business, privacy-policy, welcome, terms-and-conditions. */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: localized('title').notNull(),
  body: localized('body').notNull(),
  /** Extra structured content, e.g. the three welcome-tour steps. */
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const menuItems = pgTable('menu_items', {
  id: serial('id').primaryKey(),
  /** Route name the app links to (a text page slug) or an absolute URL. */
  routeName: text('route_name'),
  url: text('url'),
  title: localized('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const monthlyTop = pgTable(
  'monthly_top',
  {
    id: serial('id').primaryKey(),
    month: text('month').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    points: integer('points').notNull(),
    urlIdentifier: text('url_identifier').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('monthly_top_month_user_key').on(t.month, t.userId)],
);

/** Months whose top list has been settled (by the monthly job or the operator); each only once. */
export const monthlyTopMonths = pgTable('monthly_top_months', {
  month: text('month').primaryKey(),
  closedAt: tz('closed_at').notNull().defaultNow(),
});

export const pushTokens = pgTable(
  'push_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    userAgent: text('user_agent'),
    createdAt: created(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_tokens_token_key').on(t.token), index('push_tokens_user_idx').on(t.userId)],
);

/**
 * One row per batch of a broadcast the queue has started to send (services/push/broadcast.ts): a batch
 * job retried after its process died half-way finds its row and sends nothing twice.
 */
export const pushDeliveries = pgTable('push_deliveries', {
  key: text('key').primaryKey(),
  createdAt: created(),
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

export const waitlist = pgTable('waitlist', {
  id: serial('id').primaryKey(),
  phone: text('phone'),
  email: text('email'),
  language: text('language'),
  createdAt: created(),
});

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

/** The member card's Apple Wallet pass, one per member, made on the first download (services/wallet/apple-pass.ts). */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    serialNumber: text('serial_number').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the device sends back as `Authorization: ApplePass …` (Apple's web service protocol). */
    authenticationToken: text('authentication_token').notNull(),
    /** Moved by a trigger on users whenever what the pass shows changes (migration 0030). */
    updatedAt: tz('updated_at').notNull().defaultNow(),
    /** When the devices were last told of a change through APNs (APPLE_WALLET_PUSH). */
    pushedAt: tz('pushed_at'),
  },
  (t) => [uniqueIndex('wallet_passes_user_key').on(t.userId)],
);

/** The devices that hold a pass, and their push tokens. */
export const walletRegistrations = pgTable(
  'wallet_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    serialNumber: text('serial_number')
      .notNull()
      .references(() => walletPasses.serialNumber, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.deviceLibraryId, t.serialNumber] }), index('wallet_registrations_serial_idx').on(t.serialNumber)],
);
