// Where points come from outside the app: the partner API's key and daily cap, the sign-up bonus, the till.
import { z } from 'zod';

export const pointsEnv = {
  /**
   * A partner key from the environment, with every scope (named `PARTNER_API_KEY` in the ledger);
   * more keys, each with its own scopes and cap: npm run partner-key. 32+ characters in production.
   */
  PARTNER_API_KEY: z.string().optional(),
  /** Points the environment's partner key may mint per UTC day. */
  PARTNER_API_KEY_DAILY_POINTS: z.coerce.number().int().min(0).default(100_000),
  SIGNUP_BONUS_POINTS: z.coerce.number().int().min(0).default(30),
  /** Till mode: points per unit of money spent (12.50 at rate 1 = 12 points; rounded down). */
  TILL_POINTS_PER_CURRENCY_UNIT: z.coerce.number().positive().max(1000).default(1),
};
