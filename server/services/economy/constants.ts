// The numbers of the points economy, in one place.

/** applyReferralCode: what each side of a referral earns, once. */
export const REFERRAL_POINTS = { referrer: 20, referred: 20 } as const;

/** How many tries a new reward gets to find a reward_code nobody has. */
export const REWARD_CODE_ATTEMPTS = 12;

/** Postgres integer ids stop at 2^31-1; larger ids can only be unknown. */
export const MAX_ID = 2_147_483_647;
