// Applying a promo or referral code: POST with the attempt's Idempotency-Key, then the new balance
// and the history are refreshed.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PromoCodeResult } from '@contract/economy';
import { isOnline, problemCode, useAttemptKey } from '@/lib/online-attempt';
import { showNewBalance } from '@/api/queries/points';
import { applyPromoCode, applyReferralCode } from './api/apply-code';

export type CodeKind = 'promo' | 'referral';

export function useApplyCode(kind: CodeKind) {
  const queryClient = useQueryClient();
  const attempt = useAttemptKey(kind === 'promo' ? 'applyPromoCode' : 'applyReferralCode');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const apply = async (raw: string): Promise<PromoCodeResult | null> => {
    const code = raw.trim();
    setProblem(null);
    if (!code) {
      setProblem('Required');
      return null;
    }
    if (!isOnline()) {
      setProblem('Offline');
      return null;
    }
    setBusy(true);
    const body = { code };
    try {
      const send = kind === 'promo' ? applyPromoCode : applyReferralCode;
      const result = await send(body, attempt.headers(body));
      attempt.settle(body);
      showNewBalance(queryClient, result.balance);
      return result;
    } catch (error) {
      attempt.settle(body, error);
      setProblem(problemCode(error));
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { apply, busy, problem, clearProblem: () => setProblem(null) };
}
