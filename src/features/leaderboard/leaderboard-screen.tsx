// leaderboard: the friends leaderboard on a page of its own (the drawer links here).
import { Trans } from '@lingui/react/macro';
import page from '@/components/ui/page.module.css';
import { FriendsLeaderboardBlock } from './friends-leaderboard-block';
import styles from './leaderboard.module.css';

export function LeaderboardScreen() {
  return (
    <div className={`${page.page} ${styles.page}`}>
      <header className={page.header}>
        <h1 className={page.titleFluid}>
          <Trans>Leaderboard</Trans>
        </h1>
        <p className={page.lead}>
          <Trans>See how your points compare with your friends’. Everyone’s lifetime points count.</Trans>
        </p>
      </header>
      <FriendsLeaderboardBlock variant="page" />
    </div>
  );
}
