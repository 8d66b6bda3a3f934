// The points economy calls: prizes, rewards, history, transfers, favourites, promo and
// referral codes, and the partner reward/points calls. Re-exported by contract/index.ts; the app
// imports types only. Dates are ISO 8601 strings; `points` in answers are whole numbers.
import { z } from 'zod';
import { HISTORY_PAGE_LENGTH, PAGE_LENGTH_MAX, PRIZE_SUGGESTIONS, TRANSFER_MAX_POINTS } from './limits';
import { Phone } from './phone';
import { BodyId, MAX_ROW_ID, RouteId, text } from './safe';

const Int = z.number().int();

/** Every POST that moves points or creates a reward takes this header (docs/contract.md). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const CodeMedia = z.enum(['code', 'barcode', 'code_barcode']);
export type CodeMedia = z.infer<typeof CodeMedia>;

// ---------- prizes ----------

/** One prize in a list: suggestions, the catalog, favourites. items_left null = unlimited stock. */
export const PrizeListItem = z.object({
  id: Int,
  category_id: Int.nullable(),
  image_id: Int.nullable(),
  prize_name: z.string(),
  value: Int,
  items_left: Int.nullable(),
  /** May contain 'new'. */
  prize_tags: z.array(z.string()),
  is_favourite: z.boolean(),
});
export type PrizeListItem = z.infer<typeof PrizeListItem>;

export const PrizeList = z.object({ list: z.array(PrizeListItem) });
export type PrizeList = z.infer<typeof PrizeList>;

export const PrizesSuggestionQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(PRIZE_SUGGESTIONS) });

export const Prize = z.object({
  id: Int,
  category_id: Int.nullable(),
  name: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  image_id: Int.nullable(),
  value: Int,
  items_left: Int.nullable(),
  tags: z.array(z.string()),
  code_media: CodeMedia,
  barcode_type: z.string(),
  /** A reward of this prize is valid this many days after it is created. */
  valid_days: Int,
  /** False for prizes that only challenges give; they cannot be bought with points. */
  redeemable: z.boolean(),
  is_favourite: z.boolean(),
});
export type Prize = z.infer<typeof Prize>;

export const PrizeIdParam = z.object({ prizeId: RouteId });

export const PrizeCategory = z.object({
  id: Int,
  name: z.string(),
  image_id: Int.nullable(),
  /** Active, redeemable prizes in the category. */
  prizes_count: Int,
});
export type PrizeCategory = z.infer<typeof PrizeCategory>;

export const PrizeCategories = z.array(PrizeCategory);

export const PrizesQuery = z.object({
  start_from: z.coerce.number().int().min(0).max(1_000_000).default(0),
  length: z.coerce.number().int().min(1).max(PAGE_LENGTH_MAX).default(20),
  category_id: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
});
export type PrizesQuery = z.input<typeof PrizesQuery>;

export const PrizesPage = z.object({ prizes: z.array(PrizeListItem), has_more: z.boolean() });
export type PrizesPage = z.infer<typeof PrizesPage>;

export const PrizeIdBody = z.object({ prize_id: BodyId });
export type PrizeIdBody = z.infer<typeof PrizeIdBody>;

export const FavouriteToggled = z.object({ is_favourite: z.boolean() });
export type FavouriteToggled = z.infer<typeof FavouriteToggled>;

// ---------- rewards ----------

export const Reward = z.object({
  id: Int,
  prize_id: Int,
  name: z.string(),
  image_id: Int.nullable(),
  code_media: CodeMedia,
  /** Digits for EAN/UPC/ITF barcodes, upper-case letters and digits otherwise. */
  reward_code: z.string(),
  /** QRCODE or a 1-D type such as EAN13 or CODE128. */
  barcode_type: z.string(),
  valid_till: z.string().nullable(),
  creation_date: z.string(),
  used: z.boolean(),
  used_at: z.string().nullable(),
});
export type Reward = z.infer<typeof Reward>;

export const Rewards = z.array(Reward);

export const RewardIdParam = z.object({ id: RouteId });

export const MarkRewardUsed = z.object({ reward_id: BodyId });
export type MarkRewardUsed = z.infer<typeof MarkRewardUsed>;

// ---------- history ----------

export const HistorySourceType = z.enum([
  'manual_award',
  'points_transfer',
  'achievement',
  'promo_code',
  'referral',
  'signup_bonus',
  'redemption',
  /** A change of tier (type tier_change, no points; the title is the new tier's name). */
  'tier_up',
  'tier_down',
  'points_expiry',
  /** A balance brought over from another programme. */
  'import',
]);
export type HistorySourceType = z.infer<typeof HistorySourceType>;

export const HistoryEntry = z.object({
  id: Int,
  /** achievement: points in; redemption: points out; tier_change: the member moved to another tier (points 0). */
  type: z.enum(['achievement', 'redemption', 'tier_change']),
  /** Always positive; `type` gives the direction. */
  points: Int,
  prize_id: Int.nullable(),
  reward_id: Int.nullable(),
  source_type: HistorySourceType,
  title: z.string(),
  created_at: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const HistoryQuery = z.object({
  start_from: z.coerce.number().int().min(0).max(1_000_000).default(0),
  length: z.coerce.number().int().min(1).max(PAGE_LENGTH_MAX).default(HISTORY_PAGE_LENGTH),
});
export type HistoryQuery = z.input<typeof HistoryQuery>;

export const HistoryPage = z.object({ list: z.array(HistoryEntry), has_more: z.boolean() });
export type HistoryPage = z.infer<typeof HistoryPage>;

// ---------- transfers and codes ----------



const PointsAmount = z.number().int().min(1).max(TRANSFER_MAX_POINTS);

export const TransferPoints = z.object({ recipient_phone: Phone, points: PointsAmount });
export type TransferPoints = z.input<typeof TransferPoints>;

export const TransferResult = z.object({
  success: z.literal(true),
  /** The sender's balance after the transfer. */
  balance: Int,
  /** First name and surname initial of the recipient, for the confirmation message. */
  recipient_name: z.string(),
});
export type TransferResult = z.infer<typeof TransferResult>;

/**
 * previewTransfer: the recipient's masked name, given only for a transfer the sender may make now,
 * and their number as the server read it (digits of the E.164 number), for the confirmation.
 */
export const TransferPreview = z.object({ recipient_name: z.string(), recipient_phone: z.string() });
export type TransferPreview = z.infer<typeof TransferPreview>;

export const ApplyCode = z.object({ code: text(64).trim().min(1) });
export type ApplyCode = z.input<typeof ApplyCode>;

export const PromoCodeResult = z.object({ success: z.literal(true), points: Int, balance: Int });
export type PromoCodeResult = z.infer<typeof PromoCodeResult>;

export const ReferralResult = z.object({ success: z.literal(true), points: Int, balance: Int });
export type ReferralResult = z.infer<typeof ReferralResult>;

/** GET /getInvitation/{referralId}: the public invite landing page (no sign-in). */
export const InvitationParams = z.object({ referralId: z.string().regex(/^[\w-]{1,64}$/) });
export const Invitation = z.object({
  /** The inviter as other members see them: first name and initial, or a masked phone. */
  inviter_name: z.string(),
  /** What the invited friend and the inviter each get once the friend joins with the code. */
  referred_points: Int,
  referrer_points: Int,
  /** The sign-up bonus every new member gets on top. */
  signup_bonus_points: Int,
});
export type Invitation = z.infer<typeof Invitation>;

// ---------- partner calls (/api/partner) ----------

export const PartnerRewardCodeParam = z.object({ code: text(64).trim().min(1) });

export const PartnerRewardRedeemed = z.object({
  success: z.literal(true),
  reward_id: Int,
  reward_code: z.string(),
  prize_id: Int,
  prize_name: z.string(),
  used_at: z.string(),
});
export type PartnerRewardRedeemed = z.infer<typeof PartnerRewardRedeemed>;

export const PartnerAwardPoints = z
  .object({
    phone: Phone.optional(),
    user_external_id: text(128).trim().min(1).optional(),
    points: PointsAmount,
    /** Plain text, or texts per language ({ en, lt }). */
    title: z.union([
      text(200).trim().min(1),
      z
        .record(text(10).min(2), text(200).trim().min(1))
        .refine((texts) => Object.keys(texts).length > 0, 'Give at least one text.'),
    ]),
  })
  .refine((v) => Boolean(v.phone) !== Boolean(v.user_external_id), {
    message: 'Give either phone or user_external_id.',
    path: ['phone'],
  });
export type PartnerAwardPoints = z.input<typeof PartnerAwardPoints>;

export const PartnerAwardResult = z.object({ success: z.literal(true), points: Int, balance: Int });
export type PartnerAwardResult = z.infer<typeof PartnerAwardResult>;
