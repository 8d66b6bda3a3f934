// Tiers in the console (GET/POST /api/console/tiers...): names, benefits and pictures per language,
// the threshold, the earning multiplier, and the programme's window and grace rules.
import { z } from 'zod';
import { BodyId, MAX_ROW_ID, RouteId, text } from '../safe';

const Int = z.number().int();
const Language = text(5).regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'A language code such as "en" or "lt".');

export const TIER_MULTIPLIER_MAX = 10;
export const TIER_THRESHOLD_MAX = 100_000_000;

export const TierBody = z.object({
  name: z.record(Language, text(60).trim().min(1, 'Must not be empty.')),
  benefits: z.record(Language, text(1000).trim()).default({}),
  /** An uploaded image (POST /api/console/images) per language; a language without one uses the default's. */
  pictures: z.record(Language, BodyId).default({}),
  /** Qualifying points in the window; the base tier's stays 0. */
  threshold: Int.min(0).max(TIER_THRESHOLD_MAX),
  /** 1 to 10, at most two decimals (1.25 = 25% more on every earning, rounded down). */
  multiplier: z
    .number()
    .min(1)
    .max(TIER_MULTIPLIER_MAX)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals.'),
});
export type TierBody = z.infer<typeof TierBody>;

export const TierRules = z.object({
  window_kind: z.enum(['rolling', 'calendar_year']),
  /** The rolling window's length (ignored for calendar_year). */
  window_days: Int.min(7).max(1095),
  /** Days a member keeps a tier after a window they did not qualify in. */
  grace_days: Int.min(0).max(365),
  /** A review drops a member by one tier at most. */
  drop_one_at_most: z.boolean(),
});
export type TierRules = z.infer<typeof TierRules>;

export const TierIdParam = z.object({ id: RouteId.pipe(z.number().max(MAX_ROW_ID, 'No such id.')) });

export const ConsoleTier = z.object({
  id: Int,
  name: z.record(z.string(), z.string()),
  benefits: z.record(z.string(), z.string()),
  pictures: z.record(z.string(), Int),
  threshold: Int,
  multiplier: z.number(),
  is_base: z.boolean(),
  /** Members in this tier now. */
  members: Int,
});
export type ConsoleTier = z.infer<typeof ConsoleTier>;

export const TierList = z.object({
  /** The languages every name is given in, the default first. */
  languages: z.array(z.string()),
  /** Lowest first; the base tier first of all. */
  tiers: z.array(ConsoleTier),
  rules: TierRules,
});
