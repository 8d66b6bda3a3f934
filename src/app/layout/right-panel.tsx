import { useLingui } from '@lingui/react/macro';
import { useEffect, type CSSProperties } from 'react';
import { HistoryBlock } from '@/features/history/history-block';
import { PointsSummary } from '@/features/points/points-summary';
import { PrizesCarousel } from '@/features/prizes/carousel/prizes-carousel';
import { ApplyPendingReferral } from '@/features/profile/codes/pending-referral';
import { MyRewardsBlock } from '@/features/rewards/my-rewards-block';
import { useActiveRewardsCount } from '@/features/rewards/use-active-rewards-count';
import { useSetAtom } from '@/state/jotai';
import { unusedRewardsCountAtom } from './badges';
import { Footer } from './footer';
import { MonthlyTopBanner } from './monthly-top-banner';
import styles from './right-panel.module.css';

const STACK: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 'var(--space-5)', flexShrink: 0 };

interface Props {
  routeName: string;
  /** The footer lives here unless settings.ui.footerForceBottomOnDesktop puts it under the page. */
  withFooter: boolean;
}

/**
 * The side block of the signed-in desktop layout (SPEC.md section 2, Right panel): points; my
 * rewards on routes whose name begins with 'prizes'; the prize carousel elsewhere; the short
 * history on routes that are neither prizes nor history. (The friends leaderboard of non-prizes
 * routes arrives with its issue.)
 */
export function RightPanel({ routeName, withFooter }: Props) {
  const { t } = useLingui();
  const prizesRoute = routeName.startsWith('prizes');
  const historyRoute = routeName === 'history';
  return (
    <aside className={styles.panel} aria-label={t`Your summary`}>
      {/* One flex item that keeps its content height: the panel scrolls instead of squeezing its blocks. */}
      <div style={STACK}>
        <PointsSummary />
        <MonthlyTopBanner />
        {prizesRoute ? <MyRewardsBlock /> : <PrizesCarousel />}
        {prizesRoute || historyRoute ? null : <HistoryBlock />}
        {withFooter ? <Footer variant="panel" /> : null}
      </div>
      <SignedInEconomy />
    </aside>
  );
}

/**
 * Work the economy does while anyone is signed in, on every screen size: the unused-rewards badge
 * (from getUserActiveRewards) and the referral id an invitation link left. The layout should mount
 * it once for signed-in users; the panel mounts it too, which is harmless (both are idempotent).
 */
export function SignedInEconomy() {
  const count = useActiveRewardsCount();
  const setCount = useSetAtom(unusedRewardsCountAtom);
  useEffect(() => {
    setCount(count);
  }, [count, setCount]);
  return <ApplyPendingReferral />;
}
