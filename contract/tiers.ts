// Tiers: the member's tier and the progress to the next one (GET /api/user-side/getUserTier, and for
// partners GET /api/partner/members/tier). Texts in the request's language.
import { z } from 'zod';
import { Phone } from './phone';
import { text } from './safe';

const Int = z.number().int();

export const TierSummary = z.object({
  id: Int,
  name: z.string(),
  benefits: z.string(),
  /** The tier's picture in the request's language (or the default one); null without one. */
  picture_id: Int.nullable(),
  /** Qualifying points in the window from which a member is in this tier (0 for the base tier). */
  threshold: Int,
  /** Earnings are multiplied by this (1.25 = 25% more), rounded down. */
  multiplier: z.number(),
  is_base: z.boolean(),
});
export type TierSummary = z.infer<typeof TierSummary>;

export const TierWindow = z.object({
  /** rolling: the last `days` days; calendar_year: since 1 January (UTC). */
  kind: z.enum(['rolling', 'calendar_year']),
  days: Int,
});

export const MemberTier = z.object({
  tier: TierSummary,
  /** The next tier up; null at the top. */
  next: TierSummary.nullable(),
  /** Qualifying points earned in the current window. */
  points_in_window: Int,
  /** Points still needed for the next tier; null at the top. */
  points_to_next: Int.nullable(),
  /** 0 to 1: from this tier's threshold to the next one's. */
  progress: z.number(),
  window: TierWindow,
  /** When the tier is reviewed (the end of its window); null in the base tier. */
  review_at: z.string().nullable(),
  /** A drop decided at a review and applied then unless the member qualifies again; null without one. */
  drop_at: z.string().nullable(),
  /** The programme's tiers, lowest first. */
  tiers: z.array(TierSummary),
  /** The member's latest change of tier (the app celebrates an "up" it has not shown yet). */
  last_change: z.object({ id: Int, direction: z.enum(['up', 'down']), at: z.string() }).nullable(),
});
export type MemberTier = z.infer<typeof MemberTier>;

/** The member to read, by phone or by external id (or its hash), as POST /api/partner/points. */
export const PartnerMemberTierQuery = z
  .object({
    phone: Phone.optional(),
    user_external_id: text(128).trim().min(1).optional(),
  })
  .refine((q) => Boolean(q.phone) !== Boolean(q.user_external_id), { message: 'Give either phone or user_external_id.' });
