// A grid of challenge cards; the open card spans the whole row, new cards rise in and cards that
// leave fade out (CSS transitions in dashboard.module.css; none with reduced motion).
import { useEffect, useRef } from 'react';
import type { Challenge } from '@/api/contract/challenges';
import { focusElement, focusIsFreeOrIn } from '@/lib/focus';
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
  const listRef = useRef<HTMLUListElement>(null);
  const focusedId = useRef<string | null>(null);
  // A card that leaves with focus in it (collected, snoozed) hands focus on to its neighbour, or to
  // the list's heading, rather than dropping it to the top of the page.
  useEffect(() => {
    const list = listRef.current;
    const left = list?.querySelector<HTMLElement>(`:scope > li[data-leaving][data-id="${focusedId.current}"]`);
    if (!list || !left || !focusIsFreeOrIn(left)) return;
    const staying = (li: Element | null) => (li && !li.hasAttribute('data-leaving') ? li.querySelector<HTMLElement>('article') : null);
    let next: Element | null = left;
    while (next && !staying(next)) next = next.nextElementSibling;
    let previous: Element | null = left;
    while (previous && !staying(previous)) previous = previous.previousElementSibling;
    focusedId.current = null;
    focusElement(staying(next) ?? staying(previous) ?? document.getElementById(labelledBy));
  }, [shown, labelledBy]);
  return (
    <ul
      ref={listRef}
      className={styles.grid}
      aria-labelledby={labelledBy}
      onFocus={(event) => {
        focusedId.current = (event.target as HTMLElement).closest<HTMLElement>('li[data-id]')?.dataset.id ?? null;
      }}
    >
      {shown.map(({ item: challenge, entering, leaving }) => (
        <li
          key={challenge.id}
          data-id={challenge.id}
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
