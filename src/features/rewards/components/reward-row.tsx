import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Reward } from '@contract/economy';
import { ChevronRightIcon, TicketIcon } from '@/components/ui/icons';
import page from '@/components/ui/page.module.css';
import { formatDate } from '@/i18n/format';
import { imageUrl } from '@/lib/image-url';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { isSquareSymbol } from '@/components/code/barcode-types';
import styles from './reward-row.module.css';

/** One reward in a list: 100x100 thumbnail, name, what kind of code it is, valid till. */
export function RewardRow({ reward, compact = false }: { reward: Reward; compact?: boolean }) {
  const lang = useAtomValue(currentLanguageAtom);
  const till = reward.valid_till ? formatDate(reward.valid_till) : null;
  return (
    <Link
      to="/$lang/prizes/reward/$rewardId"
      params={{ lang, rewardId: reward.id }}
      className={`${page.linkRow} ${styles.row}`}
      data-compact={compact || undefined}
    >
      {reward.image_id ? (
        <img src={imageUrl(reward.image_id, 100, 100)} alt="" width={100} height={100} loading="lazy" className={styles.thumb} />
      ) : (
        <span className={styles.thumb} aria-hidden="true">
          <TicketIcon size={compact ? 20 : 28} />
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.name}>{reward.name}</span>
        <span className={styles.meta}>
          <span className={styles.kind}>
            {reward.code_media === 'code' ? <Trans>Code</Trans> : isSquareSymbol(reward.barcode_type) ? <Trans>QR code</Trans> : <Trans>Barcode</Trans>}
          </span>
          {till ? (
            <span>
              <Trans>Valid until {till}</Trans>
            </span>
          ) : null}
        </span>
      </span>
      <ChevronRightIcon size={20} className={styles.chevron} />
    </Link>
  );
}
