// A grid of challenge cards (framer-motion through src/lib/motion). The open card spans the whole row and
// the cards around it glide to their new places (a layout animation); new cards rise in and cards that
// leave fade out while the rest close the gap at once (AnimatePresence, popLayout: no blank band). Layout
// animations run only when this list changes (layoutDependency), not when something above it grows, so a
// card the member holds in view is never slid away (use-keep-in-view.ts keeps it still). With reduced
// motion nothing travels: cards only fade.
import { useEffect, useRef, type Ref } from 'react';
import type { Challenge } from '@contract/challenges';
import { focusElement, focusIsFreeOrIn } from '@/lib/focus';
import { AnimatePresence, m, MotionScope, useIsPresent, useMotionFeaturesLoaded, useReducedMotion } from '@/lib/motion/motion';
import { ChallengeCard, type ChallengeCardProps } from './challenge-card';
import styles from './dashboard.module.css';

type Shared = Omit<ChallengeCardProps, 'challenge' | 'isOpen'>;

interface Props extends Shared {
  challenges: Challenge[];
  openId: number | null;
  labelledBy: string;
}

const GLIDE = { type: 'spring', stiffness: 420, damping: 38 } as const;
const CELL_MOTION = {
  initial: { opacity: 0, y: 16 },
  animate: { opacity: 1, y: 0 },
  exit: { opacity: 0, scale: 0.96, transition: { duration: 0.2 } },
  transition: GLIDE,
} as const;
const CELL_FADE = { initial: { opacity: 0 }, animate: { opacity: 1 }, exit: { opacity: 0 }, transition: { duration: 0.15 } } as const;

export function ChallengeGrid({ challenges, openId, labelledBy, ...shared }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusedId = useRef<string | null>(null);
  const reduce = useReducedMotion() ?? false;
  // The cells glide only when this list itself changes: a card opens or closes, one comes or goes.
  const layoutKey = `${openId}:${challenges.map((c) => c.id).join(',')}`;
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
  }, [challenges, labelledBy]);
  return (
    <ul
      ref={listRef}
      className={styles.grid}
      aria-labelledby={labelledBy}
      onFocus={(event) => {
        focusedId.current = (event.target as HTMLElement).closest<HTMLElement>('li[data-id]')?.dataset.id ?? null;
      }}
    >
      <MotionScope>
        <AnimatePresence initial={false} mode="popLayout">
          {challenges.map((challenge) => (
            <GridCell key={challenge.id} id={challenge.id} wide={openId === challenge.id} layoutKey={layoutKey} reduce={reduce}>
              <ChallengeCard challenge={challenge} isOpen={openId === challenge.id} {...shared} />
            </GridCell>
          ))}
        </AnimatePresence>
      </MotionScope>
    </ul>
  );
}

interface CellProps {
  id: number;
  wide: boolean;
  layoutKey: string;
  reduce: boolean;
  children: React.ReactNode;
  /** AnimatePresence's popLayout measures the leaving cell through it. */
  ref?: Ref<HTMLLIElement>;
}

function GridCell({ id, wide, layoutKey, reduce, children, ref }: CellProps) {
  const leaving = !useIsPresent();
  // A card that comes before the animation features (features-on-demand.ts) is simply there.
  const moves = useMotionFeaturesLoaded();
  return (
    <m.li
      ref={ref}
      data-id={id}
      className={styles.cell}
      data-wide={wide || undefined}
      data-leaving={leaving || undefined}
      aria-hidden={leaving || undefined}
      inert={leaving || undefined}
      layout={reduce ? false : 'position'}
      layoutDependency={layoutKey}
      {...(reduce ? CELL_FADE : CELL_MOTION)}
      initial={moves ? (reduce ? CELL_FADE : CELL_MOTION).initial : false}
    >
      {children}
    </m.li>
  );
}
