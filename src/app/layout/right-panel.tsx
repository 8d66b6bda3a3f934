import { useLingui } from '@lingui/react/macro';
import { HistoryBlock } from '@/features/history/history-block';
import { FriendsLeaderboardBlock } from '@/features/leaderboard/friends-leaderboard-block';
import { MonthlyTopBlock } from '@/features/monthly-top/monthly-top-block';
import { PointsSummary } from '@/features/points/points-summary';
import { ExpiryLines } from '@/features/points-expiry/expiry-lines';
import { PrizesCarousel } from '@/features/prizes/carousel/prizes-carousel';
import { MyRewardsBlock } from '@/features/rewards/my-rewards-block';
import { Footer } from './footer';
import styles from './right-panel.module.css';
import { useStickyPanel } from './use-sticky-panel';

interface Props {
  routeName: string;
  /** The footer lives here unless settings.ui.footerForceBottomOnDesktop puts it under the page. */
  withFooter: boolean;
}

/**
 * The side block of the signed-in desktop layout (docs/product.md section 2, Right panel): points, with the
 * monthly top block for its members; my rewards on routes whose name begins with 'prizes'; the
 * friends leaderboard and the prize carousel elsewhere; the short history on routes that are
 * neither prizes nor history; the footer.
 */
export function RightPanel({ routeName, withFooter }: Props) {
  const { t } = useLingui();
  const prizesRoute = routeName.startsWith('prizes');
  const historyRoute = routeName === 'history';
  const ref = useStickyPanel<HTMLElement>();
  return (
    <aside ref={ref} className={styles.panel} aria-label={t`Your summary`}>
      <PointsSummary details={<ExpiryLines tone="on-colour" />} />
      <MonthlyTopBlock />
      {prizesRoute ? <MyRewardsBlock /> : <FriendsLeaderboardBlock variant="panel" />}
      {prizesRoute ? null : <PrizesCarousel />}
      {prizesRoute || historyRoute ? null : <HistoryBlock />}
      {withFooter ? <Footer variant="panel" /> : null}
    </aside>
  );
}
