// The unused-rewards count for the header and drawer badges (docs/product.md section 2). Mounted once by
// the layout while signed in; it also keeps my rewards fresh on the refresh events.
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';
import { activeRewardsQueryOptions } from '@/api/queries/rewards';
import { useRewardsRefresh } from './api/use-rewards-refresh';

export function useActiveRewardsCount(): number {
  const lang = useAtomValue(currentLanguageAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const rewards = useQuery({ ...activeRewardsQueryOptions(lang), enabled: loggedIn, select: (list) => list.filter((r) => !r.used).length });
  useRewardsRefresh();
  return rewards.data ?? 0;
}
