// A referral id from an invitation link, kept until the invited visitor signs up.
const KEY = 'pendingReferralId';
const VALID = /^[\w-]{1,64}$/;

export function rememberReferralId(referralId: string) {
  if (!VALID.test(referralId)) return;
  try {
    localStorage.setItem(KEY, referralId);
  } catch {
    /* storage blocked: the invitation is simply not credited */
  }
}

export function pendingReferralId(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetReferralId() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}
