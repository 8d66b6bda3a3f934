// The monthly top block for members in the top group (docs/product.md sections 1 and 2), in the desktop
// right panel: the congratulation worded from the data, the month's ranking with the member's own
// row marked, Share (with the card picture) and the landing page. Until the list arrives a skeleton of its
// size holds the place, so neither the words nor the panel below move when it comes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ShareIcon } from '@/components/ui/icons';
import { RankedList } from '@/components/ui/ranked-list';
import { TrophyBadge } from '@/components/ui/trophy-badge';
import styles from './monthly-top.module.css';
import { TopSkeleton, rememberTopRows } from './top-skeleton';
import { useChampion } from './use-champion';

export function MonthlyTopBlock() {
  const { t } = useLingui();
  const router = useRouter();
  const champion = useChampion();
  if (!champion) return null;
  const { url, top, loading, month, title, share } = champion;
  if (top) rememberTopRows(top.list.length);

  return (
    <section className={styles.block} aria-labelledby="monthly-top-block-title">
      <div className={styles.banner}>
        <TrophyBadge size="md" />
        <div className={styles.bannerText}>
          <h2 id="monthly-top-block-title" className={styles.bannerTitle}>
            {loading ? <span className={styles.lineSkeleton} data-testid="monthly-top-skeleton" /> : null}
            <span className={loading ? 'visually-hidden' : undefined}>{title}</span>
          </h2>
          <p className={styles.bannerSub}>
            {loading ? <span className={styles.lineSkeleton} /> : month ? <Trans>Top members of {month}</Trans> : <Trans>Top members of the month</Trans>}
          </p>
        </div>
      </div>

      {loading ? <TopSkeleton /> : null}
      {top && top.list.length > 0 ? (
        <RankedList entries={top.list.map((entry) => ({ key: entry.rank, ...entry }))} label={t`Monthly top`} avatarSize={32} compact variant="champion" />
      ) : null}

      <div className={styles.actions}>
        <Button variant="primary" size="sm" block icon={<ShareIcon size={16} />} onClick={() => void share()}>
          <Trans>Share</Trans>
        </Button>
        <Button variant="secondary" size="sm" block onClick={() => void router.navigate({ href: url })}>
          <Trans>View page</Trans>
        </Button>
      </div>
    </section>
  );
}
