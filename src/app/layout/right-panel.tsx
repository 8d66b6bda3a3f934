import { useLingui } from '@lingui/react/macro';
import { PointsSummary } from '@/features/points/points-summary';
import { Footer } from './footer';
import { MonthlyTopBanner } from './monthly-top-banner';
import styles from './right-panel.module.css';

interface Props {
  routeName: string;
  /** The footer lives here unless settings.ui.footerForceBottomOnDesktop puts it under the page. */
  withFooter: boolean;
}

/** The side block of the signed-in desktop layout (SPEC.md section 2, Right panel). */
export function RightPanel({ withFooter }: Props) {
  const { t } = useLingui();
  // Composition point for the blocks of later issues, chosen by routeName: my rewards on routes
  // starting with 'prizes'; friends leaderboard elsewhere when userFriendsEnabled; prizes carousel
  // on non-prizes routes; short history on routes that are neither prizes nor history.
  return (
    <aside className={styles.panel} aria-label={t`Your summary`}>
      <PointsSummary />
      <MonthlyTopBanner />
      {withFooter ? <Footer variant="panel" /> : null}
    </aside>
  );
}
