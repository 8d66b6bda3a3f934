// An invitation link (invite/{referralId}) leaves the referral id in this browser; once the invited
// user is signed in it is applied a single time. A final answer (applied, invalid, already joined)
// forgets it; no answer keeps it for the next visit.
import { plural } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/api/client';
import { toast } from '@/features/toasts/toast';
import { formatPoints } from '@/i18n/format';
import { forgetReferralId, pendingReferralId } from '@/lib/pending-referral';
import { useAtomValue, useSetAtom } from '@/state/jotai';
import { loggedInAtom, userDataAtom } from '@/api/queries/user-data';
import { showNewBalance } from '@/api/queries/points';
import { applyReferralCode } from './api/apply-code';

// Each invitation is tried once per page load, however many times (or places) this is mounted.
let handled: string | null = null;

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export function ApplyPendingReferral() {
  const queryClient = useQueryClient();
  const loggedIn = useAtomValue(loggedInAtom);
  const user = useAtomValue(userDataAtom);
  const setUser = useSetAtom(userDataAtom);

  useEffect(() => {
    if (!loggedIn || !user) return;
    const code = pendingReferralId();
    if (!code || code === handled) return;
    handled = code;
    if (!user.applyReferralCodeEnabled || code.toUpperCase() === user.referral_id.toUpperCase()) {
      forgetReferralId();
      return;
    }
    applyReferralCode({ code }, { 'Idempotency-Key': newKey() }).then(
      (result) => {
        forgetReferralId();
        setUser((current) => (current ? { ...current, applyReferralCodeEnabled: false } : current));
        showNewBalance(queryClient, result.balance);
        const points = formatPoints(result.points);
        toast.success(plural(result.points, { one: `You joined with a friend's invitation: +${points} point!`, other: `You joined with a friend's invitation: +${points} points!` }));
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status < 500) forgetReferralId();
        else handled = null;
      },
    );
  }, [loggedIn, user, setUser, queryClient]);

  return null;
}
