import { Trans } from '@lingui/react/macro';
import { Avatar } from '@/components/ui/avatar';
import page from '@/components/ui/page.module.css';
import { formatPoints } from '@/i18n/format';
import styles from './leaderboard.module.css';
import type { LeaderboardEntry } from './rank-friends';

export function LeaderboardList({ entries, labelledBy, compact = false }: { entries: LeaderboardEntry[]; labelledBy: string; compact?: boolean }) {
  return (
    <ol className={`${page.list} ${styles.list}`} aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.row} data-me={entry.me || undefined} data-rank={entry.rank <= 3 ? entry.rank : undefined}>
          <span className={styles.rank}>
            <span className="visually-hidden">
              <Trans>Place</Trans>{' '}
            </span>
            {entry.rank}
          </span>
          <Avatar src={entry.picture_url} name={entry.name} size={compact ? 32 : 36} />
          <span className={styles.name}>
            <span className={styles.nameText}>{entry.name}</span>
            {entry.me ? (
              <span className={styles.you}>
                <Trans>You</Trans>
              </span>
            ) : null}
          </span>
          <span className={styles.points}>
            <Trans>{formatPoints(entry.points)} pts</Trans>
          </span>
        </li>
      ))}
    </ol>
  );
}
