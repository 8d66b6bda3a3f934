// Where a pending confirmation's link or code went, as the server keeps it (Challenge.pending_to and
// resend_at): a confirmation widget opened again, after a reload too, resumes at its sent step.
import type { Challenge } from '@contract/challenges';
import { serverNow } from '../model/server-clock';

export interface PendingSend {
  to: string;
  /** Server ms when another may be asked for; null = now. */
  resendAt: number | null;
}

export function pendingSend(challenge: Challenge): PendingSend | null {
  if (challenge.state !== 'pending' || !challenge.pending_to) return null;
  const resendAt = challenge.resend_at ? Date.parse(challenge.resend_at) : Number.NaN;
  return { to: challenge.pending_to, resendAt: resendAt > serverNow() ? resendAt : null };
}
