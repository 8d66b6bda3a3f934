// The programme's points validity as admins set it (GET/POST /api/console/points-validity): how long earned
// points stay, an optional pending period before they can be spent, and when members are reminded.
import { z } from 'zod';

export const POINTS_VALIDITY_MODES = ['never', 'months', 'quarter_after'] as const;

export const PointsValidity = z.object({
  /** never: points never expire; months: N months from earning; quarter_after: end of the quarter after the quarter earned. */
  mode: z.enum(POINTS_VALIDITY_MODES),
  months: z.number().int().min(1, 'At least 1 month.').max(120, 'At most 120 months.'),
  /** Days after earning before points can be spent (0: at once). */
  pendingDays: z.number().int().min(0).max(365, 'At most 365 days.'),
  /** Days before expiry that members are told by push, e-mail and a notice in the app. */
  reminderDays: z.number().int().min(0).max(365, 'At most 365 days.'),
});
export type PointsValidity = z.infer<typeof PointsValidity>;

export const PointsValidityChange = PointsValidity.partial().strict();
export type PointsValidityChange = z.infer<typeof PointsValidityChange>;
