// The prize an achievement won (a prize challenge): its picture and name in the "Ready to collect" row.
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Prize } from '@contract/economy';
import { PRIZE_GLANCE_STALE_TIME, prizeQueryOptions } from '@/api/queries/prizes';
import { imageUrl } from '@/lib/image-url';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import styles from './uncollected-achievements.module.css';

export function usePrize(prizeId: number | null) {
  const lang = useAtomValue(currentLanguageAtom);
  return useQuery({
    ...prizeQueryOptions(prizeId ?? 0, lang),
    enabled: prizeId !== null,
    staleTime: PRIZE_GLANCE_STALE_TIME,
  }).data;
}

export function AchievementPrize({ prize }: { prize: Prize }) {
  return (
    <p className={styles.prize}>
      <Trans>
        Prize: <strong>{prize.name}</strong>
      </Trans>
    </p>
  );
}

export const prizeImage = (prize: Prize | undefined) => (prize?.image_id ? imageUrl(prize.image_id, 160, 160) : null);
