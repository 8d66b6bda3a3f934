// A grid of challenge cards; the open card spans the whole row, and cards that leave fade out.
import { AnimatePresence, m } from 'framer-motion';
import type { Challenge } from '@/api/contract/challenges';
import { ChallengeCard, type ChallengeCardProps } from './challenge-card';
import styles from './dashboard.module.css';

type Shared = Omit<ChallengeCardProps, 'challenge' | 'isOpen'>;

interface Props extends Shared {
  challenges: Challenge[];
  openId: number | null;
  labelledBy: string;
}

export function ChallengeGrid({ challenges, openId, labelledBy, ...shared }: Props) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      <AnimatePresence initial={false}>
        {challenges.map((challenge) => (
          <m.li
            key={challenge.id}
            className={styles.cell}
            data-wide={openId === challenge.id || undefined}
            initial={{ opacity: 0, y: 12 }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, scale: 0.96, transition: { duration: 0.22 } }}
            transition={{ duration: 0.3, ease: [0.22, 1, 0.36, 1] }}
          >
            <ChallengeCard challenge={challenge} isOpen={openId === challenge.id} {...shared} />
          </m.li>
        ))}
      </AnimatePresence>
    </ul>
  );
}
