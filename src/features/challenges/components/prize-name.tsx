// The name of the prize a prize challenge gives (GET getPrize/{id}), loaded once the card is in view.
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { GiftIcon } from '@/components/ui/icons';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { PRIZE_GLANCE_STALE_TIME, prizeQueryOptions } from '@/api/queries/prizes';
import styles from './challenge-card.module.css';

export function PrizeName({ prizeId, enabled }: { prizeId: number; enabled: boolean }) {
  const lang = useAtomValue(currentLanguageAtom);
  const prize = useQuery({ ...prizeQueryOptions(prizeId, lang), staleTime: PRIZE_GLANCE_STALE_TIME, enabled });
  if (!prize.data) return null;
  const name = prize.data.name;
  return (
    <p className={styles.prizeLine}>
      <GiftIcon size={16} />
      <span>
        <Trans>
          Win: <strong>{name}</strong>
        </Trans>
      </span>
    </p>
  );
}
