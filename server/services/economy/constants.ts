// The numbers of the points economy, in one place.

/** applyReferralCode: what each side of a referral earns, once. */
export const REFERRAL_POINTS = { referrer: 20, referred: 20 } as const;

/** transferPoints and POST /api/partner/points: points per call (the contract validates the same range). */
export const MAX_POINTS_PER_CALL = 100_000;

/** How many tries a new reward gets to find a reward_code nobody has. */
export const REWARD_CODE_ATTEMPTS = 12;

/** Postgres integer ids stop at 2^31-1; larger ids can only be unknown. */
export const MAX_ID = 2_147_483_647;
