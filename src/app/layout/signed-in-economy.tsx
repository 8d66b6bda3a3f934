import { useEffect } from 'react';
import { ApplyPendingReferral } from '@/features/profile/codes/pending-referral';
import { useActiveRewardsCount } from '@/features/rewards/use-active-rewards-count';
import { useSetAtom } from '@/state/jotai';
import { unusedRewardsCountAtom } from '@/state/badges';

/**
 * Work the economy does while anyone is signed in, on every screen size: the unused-rewards badge
 * (from getUserActiveRewards) and the referral id an invitation link left behind.
 */
export function SignedInEconomy() {
  const count = useActiveRewardsCount();
  const setCount = useSetAtom(unusedRewardsCountAtom);
  useEffect(() => {
    setCount(count);
  }, [count, setCount]);
  return <ApplyPendingReferral />;
}
