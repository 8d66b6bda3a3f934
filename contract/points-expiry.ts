// Points that expire, as the member's app and partners read them (docs/money.md "Lots").
// Re-exported by contract/index.ts.
import { z } from 'zod';
import { Day } from './dates';
import { Phone } from './phone';
import { text } from './safe';

const Points = z.number().int().nonnegative();
/** An ISO 8601 instant. */
const Instant = z.string();

/** GET /api/user-side/expiringPoints: what expires next, what is still pending, and the notice to show. */
export const ExpiringPoints = z.object({
  balance: Points,
  /** What can be spent now (the balance less pending points). */
  spendable: Points,
  /** The next expiry: the points that expire then and when; null when nothing expires. */
  next_expiry: z.object({ points: Points, expires_at: Instant }).nullable(),
  /** Pending points and when the first of them can be spent; null when none are pending. */
  pending: z.object({ points: Points, available_at: Instant }).nullable(),
  /** The in-app reminder not yet dismissed (the points expiring on that date), or null. */
  notice: z.object({ points: Points, expires_at: Instant, expires_on: z.string() }).nullable(),
});
export type ExpiringPoints = z.infer<typeof ExpiringPoints>;

/** POST /api/user-side/dismissExpiryNotice: the notice for one expiry date is not shown again. */
export const DismissExpiryNotice = z.object({ expires_on: Day });
export const DismissedExpiryNotice = z.object({ success: z.literal(true) });

/** GET /api/partner/members/expiring-points: one member named by phone or external id. */
export const PartnerExpiringPointsQuery = z
  .object({ phone: Phone.optional(), user_external_id: text(128).trim().min(1).optional() })
  .refine((v) => Boolean(v.phone) !== Boolean(v.user_external_id), { message: 'Give either phone or user_external_id.', path: ['phone'] });

export const PartnerExpiringPoints = z.object({
  balance: Points,
  spendable: Points,
  pending_points: Points,
  /** Open lots that expire, soonest first (at most 12). */
  expiring: z.array(z.object({ points: Points, expires_at: Instant })),
});
export type PartnerExpiringPoints = z.infer<typeof PartnerExpiringPoints>;
