// leaderboard: the friends leaderboard on a page of its own (the drawer links here).
import { Trans } from '@lingui/react/macro';
import { FriendsLeaderboardBlock } from './friends-leaderboard-block';
import styles from './leaderboard.module.css';

export function LeaderboardScreen() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.pageTitle}>
          <Trans>Leaderboard</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>See how your points compare with your friends’. Everyone’s lifetime points count.</Trans>
        </p>
      </header>
      <FriendsLeaderboardBlock variant="page" />
    </div>
  );
}
