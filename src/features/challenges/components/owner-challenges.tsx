// The owner's challenges, first on the dashboard, with a show-more button past the first few.
import { Plural, Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { Challenge } from '@contract/challenges';
import { Button } from '@/components/ui/button';
import { useFocusNewItem } from '@/lib/use-focus-new-item';
import type { ChallengeCardProps } from './challenge-card';
import { ChallengeGrid } from './challenge-grid';
import styles from './dashboard.module.css';

export const OWNER_PREVIEW_COUNT = 4;

type Shared = Omit<ChallengeCardProps, 'challenge' | 'isOpen'>;

interface Props extends Shared {
  challenges: Challenge[];
  openId: number | null;
}

export function OwnerChallenges({ challenges, openId, ...shared }: Props) {
  const [expanded, setExpanded] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const openIndex = challenges.findIndex((c) => c.id === openId);
  const shownCount = expanded ? challenges.length : Math.min(challenges.length, Math.max(OWNER_PREVIEW_COUNT, openIndex + 1));
  const beforeShowingMore = useFocusNewItem(sectionRef, 'article', shownCount);
  if (challenges.length === 0) return null;
  const ownerName = challenges.find((c) => c.challenge_owner_name)?.challenge_owner_name ?? null;
  // The open card stays visible even when it is past the preview.
  const shown = challenges.slice(0, shownCount);
  const hidden = challenges.length - shown.length;
  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby="owner-challenges-title">
      <div className={styles.sectionHead}>
        <h2 id="owner-challenges-title" className={styles.sectionTitle}>
          {ownerName ? <Trans>From {ownerName}</Trans> : <Trans>Featured challenges</Trans>}
        </h2>
        <span className={styles.count}>{challenges.length}</span>
      </div>
      <ChallengeGrid challenges={shown} openId={openId} labelledBy="owner-challenges-title" {...shared} />
      {hidden > 0 ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => {
              beforeShowingMore();
              setExpanded(true);
            }}
          >
            <Plural value={hidden} one="Show # more challenge" other="Show # more challenges" />
          </Button>
        </div>
      ) : null}
    </section>
  );
}
