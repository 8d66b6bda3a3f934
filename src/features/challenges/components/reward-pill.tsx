// What a challenge gives: points (or its points_multiple_text), or a prize.
import { Plural, Trans } from '@lingui/react/macro';
import type { Challenge } from '@contract/challenges';
import { GiftIcon, StarIcon } from '@/components/ui/icons';
import styles from './challenge-card.module.css';

export function RewardPill({ challenge }: { challenge: Challenge }) {
  if (challenge.reward_type === 'prize') {
    return (
      <span className={styles.pill} data-kind="prize">
        <GiftIcon size={16} />
        <Trans>Prize</Trans>
      </span>
    );
  }
  return (
    <span className={styles.pill}>
      <StarIcon size={16} />
      {challenge.points_multiple_text ? (
        <Trans>{challenge.points_multiple_text} points</Trans>
      ) : (
        <Plural value={challenge.points} one="+# point" other="+# points" />
      )}
    </span>
  );
}
