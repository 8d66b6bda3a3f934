// A ranked list of members (place, avatar, name with a 'You' pill on the member's own row, points): the friends
// leaderboard and the monthly top. Ranks 1-3 get medal colours.
import { Trans } from '@lingui/react/macro';
import { Avatar } from '@/components/ui/avatar';
import page from '@/components/ui/page.module.css';
import { formatPoints } from '@/i18n/format';
import styles from './ranked-list.module.css';

export interface RankedListEntry {
  key: string | number;
  rank: number;
  name: string;
  picture_url: string | null;
  points: number;
  /** The signed-in member's own row. */
  me: boolean;
}

export interface RankedListProps {
  entries: RankedListEntry[];
  /** The id of the heading that names the list, or else a label of its own. */
  labelledBy?: string;
  label?: string;
  avatarSize?: number;
  /** Tighter rows in smaller text, for narrow cards. */
  compact?: boolean;
  /** 'champion': the monthly top's look, with smaller place badges, an outlined own row and an accent 'You' pill. */
  variant?: 'default' | 'champion';
}

export function RankedList({ entries, labelledBy, label, avatarSize = 36, compact = false, variant = 'default' }: RankedListProps) {
  return (
    <ol
      className={`${page.list} ${styles.list}`}
      data-variant={variant}
      data-compact={compact || undefined}
      aria-labelledby={labelledBy}
      aria-label={label}
    >
      {entries.map((entry) => (
        <li key={entry.key} className={styles.row} data-me={entry.me || undefined} data-rank={entry.rank <= 3 ? entry.rank : undefined}>
          <span className={styles.rank}>
            <span className="visually-hidden">
              <Trans>Place</Trans>{' '}
            </span>
            {entry.rank}
          </span>
          <Avatar src={entry.picture_url} name={entry.name} size={avatarSize} />
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
