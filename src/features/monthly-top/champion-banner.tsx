// The congratulation banner on the phone's dashboard for members in the monthly top (docs/product.md
// section 1): their place worded from the data, Share (with the card picture) and the landing page.
// The desktop shows the same in the right panel's block (monthly-top-block.tsx).
import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ShareIcon } from '@/components/ui/icons';
import { TrophyBadge } from '@/components/ui/trophy-badge';
import { useAtomValue } from '@/state/jotai';
import { isMobileAtom } from '@/state/ui';
import styles from './champion-banner.module.css';
import topStyles from './monthly-top.module.css';
import { useChampion } from './use-champion';

export function ChampionBanner() {
  const mobile = useAtomValue(isMobileAtom);
  const champion = useChampion();
  const router = useRouter();
  if (!mobile || !champion) return null;
  return (
    <section className={styles.banner} aria-labelledby="champion-banner-title">
      <TrophyBadge />
      <div className={styles.text}>
        <h2 id="champion-banner-title" className={styles.title}>
          {champion.loading ? <span className={topStyles.lineSkeleton} /> : null}
          <span className={champion.loading ? 'visually-hidden' : undefined}>{champion.title}</span>
        </h2>
        <p className={styles.sub}>
          <Trans>Congratulations! Share your place with your friends.</Trans>
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="primary" size="sm" icon={<ShareIcon size={16} />} onClick={() => void champion.share()}>
          <Trans>Share</Trans>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void router.navigate({ href: champion.url })}>
          <Trans>View page</Trans>
        </Button>
      </div>
    </section>
  );
}
