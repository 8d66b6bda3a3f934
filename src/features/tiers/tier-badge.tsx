// A tier's picture (the operator's, in the member's language) or, without one, a trophy on the
// tier's colour: the base tier bronze, the next ones silver and gold, above that violet.
import { TrophyIcon } from '@/components/ui/icons';
import { imageUrl } from '@/lib/image-url';
import type { TierSummary } from '@contract/tiers';
import styles from './tiers.module.css';

export function TierBadge({ tier, rank, size = 48 }: { tier: TierSummary; rank: number; size?: 48 | 64 }) {
  if (tier.picture_id !== null) {
    return <img className={styles.badge} src={imageUrl(tier.picture_id, 100, 100)} width={size} height={size} alt="" />;
  }
  return (
    <span className={styles.badge} data-rank={Math.min(rank, 3)} style={{ width: size, height: size }} aria-hidden="true">
      <TrophyIcon size={size / 2} />
    </span>
  );
}
