// The blocks that replace a card's actions in its complete, failed and already-completed states.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Challenge } from '@contract/challenges';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { ClockIcon } from '@/components/ui/status-icons';
import { imageUrl } from '@/lib/image-url';
import { AnimatePresence, m, useMotionFeaturesLoaded, useReducedMotion } from '@/lib/motion/motion';
import type { Completion } from '../hooks/use-collect-moment';
import { useNow } from '../hooks/use-now';
import { msUntilStart } from '../model/timing';
import styles from './card-blocks.module.css';
import { CountdownText, PoliteTimeLeft } from './countdown';

interface CompleteProps {
  completion: Completion;
  fading: boolean;
  collecting: boolean;
  onCollect: () => void;
}

/** The moment pops up into the card with a little spring, and fades away before the card leaves. */
const POP = { opacity: 1, y: 0, scale: 1, transition: { type: 'spring', stiffness: 420, damping: 18 } } as const;
const FADE_AWAY = { opacity: 0, scale: 0.97, transition: { duration: 0.45 } } as const;

export function CompleteBlock({ completion, fading, collecting, onCollect }: CompleteProps) {
  const { prize } = completion;
  const reduce = useReducedMotion();
  // Come before the animation features (features-on-demand.ts): it is simply there.
  const moves = useMotionFeaturesLoaded();
  // A presence boundary of its own: the grid's (which skips the first render's entrances) must not skip this one.
  return (
    <AnimatePresence>
      <m.div
        className={styles.complete}
        data-fading={fading || undefined}
        role="status"
        data-testid="complete-block"
        initial={!moves ? false : reduce ? { opacity: 0 } : { opacity: 0, y: 24, scale: 0.9 }}
        animate={fading ? (reduce ? { opacity: 0 } : FADE_AWAY) : reduce ? { opacity: 1 } : POP}
      >
        <span className={styles.burst} aria-hidden="true">
          <CheckIcon size={28} />
        </span>
        <div className={styles.completeText}>
          <p className={styles.completeTitle}>
            <Trans>Challenge completed!</Trans>
          </p>
          {prize ? (
            <p>
              <Trans>
                You won <strong>{prize.name}</strong>. It is waiting in My rewards.
              </Trans>
            </p>
          ) : completion.points > 0 ? (
            <p>
              <Trans>
                You earned{' '}
                <strong>
                  <Plural value={completion.points} one="# point" other="# points" />
                </strong>
                .
              </Trans>
            </p>
          ) : null}
        </div>
        {prize?.image_id ? <img className={styles.prizeImage} src={imageUrl(prize.image_id, 600, 400)} alt="" width={120} height={80} /> : null}
        <Button size="sm" onClick={onCollect} loading={collecting} className={styles.collect}>
          {prize ? <Trans>Great!</Trans> : <Trans>Collect points</Trans>}
        </Button>
      </m.div>
    </AnimatePresence>
  );
}

export function FailedBlock({ challenge, onReset }: { challenge: Challenge; onReset: () => void }) {
  const { t } = useLingui();
  const now = useNow();
  const left = msUntilStart(challenge, now);
  return (
    <>
      <button type="button" className={styles.failed} onClick={onReset}>
        <span className={styles.failedTitle}>
          <Trans>Not quite right this time</Trans>
        </span>
        {left !== null ? (
          <span className={styles.failedTime}>
            <ClockIcon size={16} />
            <span>
              <Trans>
                Try again in <CountdownText ms={left} after />
              </Trans>
            </span>
          </span>
        ) : (
          <span className={styles.failedTime}>
            <Trans>You can try again now.</Trans>
          </span>
        )}
        <span className={styles.failedHint}>
          <Trans>Tap to close</Trans>
        </span>
      </button>
      {left !== null ? <PoliteTimeLeft ms={left} label={(timeLeft) => t`You can try again ${timeLeft}.`} /> : null}
    </>
  );
}

export function AlreadyCompletedBlock({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div className={styles.already} role="alert">
      <p>
        <Trans>You have already completed this challenge.</Trans>
      </p>
      <Button size="sm" variant="secondary" onClick={onDismiss}>
        <Trans>OK</Trans>
      </Button>
    </div>
  );
}
