// A grid of challenge cards; the open card spans the whole row, new cards rise in and cards that
// leave fade out (CSS transitions in dashboard.module.css; none with reduced motion).
import type { Challenge } from '@/api/contract/challenges';
import { useLeaving } from '../hooks/use-leaving';
import { ChallengeCard, type ChallengeCardProps } from './challenge-card';
import styles from './dashboard.module.css';

type Shared = Omit<ChallengeCardProps, 'challenge' | 'isOpen'>;

interface Props extends Shared {
  challenges: Challenge[];
  openId: number | null;
  labelledBy: string;
}

const LEAVE_MS = 220;
const idOf = (challenge: Challenge) => challenge.id;

export function ChallengeGrid({ challenges, openId, labelledBy, ...shared }: Props) {
  const shown = useLeaving(challenges, idOf, LEAVE_MS);
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {shown.map(({ item: challenge, entering, leaving }) => (
        <li
          key={challenge.id}
          className={styles.cell}
          data-wide={openId === challenge.id || undefined}
          data-entering={entering || undefined}
          data-leaving={leaving || undefined}
          aria-hidden={leaving || undefined}
          inert={leaving || undefined}
        >
          <ChallengeCard challenge={challenge} isOpen={openId === challenge.id} {...shared} />
        </li>
      ))}
    </ul>
  );
}
