// A challenge card (docs/product.md sections 2 to 4): picture, reward, tags, progress, countdowns, menu,
// friends who did it, the state blocks, and inline the widget of its type when open.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { Challenge } from '@contract/challenges';
import { Badge } from '@/components/ui/badge';
import { ClockIcon, CloudOffIcon, LockIcon } from '@/components/ui/status-icons';
import { usePendingActions } from '@/features/offline/use-pending-actions';
import { focusableIn, focusElement, focusIsFreeOrIn, focusWhenThere } from '@/lib/focus';
import { imageUrl } from '@/lib/image-url';
import { scrollBehavior } from '@/lib/reduced-motion';
import { useChallengeFlow } from '../hooks/use-challenge-flow';
import { useInView } from '../hooks/use-in-view';
import { useNow } from '../hooks/use-now';
import { isOpenable } from '../model/card-state';
import { pendingChallenges } from '../model/pending';
import { serverNow } from '../model/server-clock';
import { hasEnded, msUntilEnd, msUntilStart } from '../model/timing';
import { LazyWidget } from '../widgets/lazy-widget';
import { AlreadyCompletedBlock, CompleteBlock, FailedBlock } from './card-blocks';
import { CardActions } from './card-actions';
import { CardMenu, hasCardMenu } from './card-menu';
import styles from './challenge-card.module.css';
import { CountdownText } from './countdown';
import { FriendsWhoCompleted } from './friends-who-completed';
import { PrizeName } from './prize-name';
import { ProgressBar } from './progress-bar';
import { RewardPill } from './reward-pill';

export interface ChallengeCardProps {
  challenge: Challenge;
  isOpen: boolean;
  onOpen: (challengeId: number) => void;
  onClose: () => void;
  onCollected: (challengeId: number) => void;
  /** The card left the list otherwise (snoozed, ended, completed before). */
  onGone?: () => void;
  friendsEnabled: boolean;
  /** h1 when the card is the page (the challenge route), h3 in the dashboard's sections. */
  titleLevel?: 'h1' | 'h3';
}

/** Cards with a start or end still ahead re-render every second. */
const needsTick = (c: Challenge, now: number) => msUntilStart(c, now) !== null || msUntilEnd(c, now) !== null;

export function ChallengeCard({ challenge, isOpen, onOpen, onClose, onCollected, onGone, friendsEnabled, titleLevel: Title = 'h3' }: ChallengeCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const now = useNow(needsTick(challenge, serverNow()));
  const { ref, inView } = useInView<HTMLElement>();
  const flow = useChallengeFlow(challenge, { onOpen: () => onOpen(challenge.id), onClose, onCollected, onGone });
  const untilStart = msUntilStart(challenge, now);
  const untilEnd = msUntilEnd(challenge, now);
  const locked = untilStart !== null && flow.display === 'default';
  const ended = hasEnded(challenge, now) && flow.display === 'default';
  // An answer given offline waits in the outbox: the widget stays closed so it is not answered twice.
  const answerWaits = pendingChallenges(usePendingActions()).answered.has(challenge.id) && flow.display === 'default';
  const showPanel = isOpen && flow.display === 'default' && !locked && !ended && !answerWaits;

  // A card that opens scrolls into view, so its widget is not below the fold.
  useEffect(() => {
    if (!isOpen) return;
    const timer = setTimeout(() => ref.current?.scrollIntoView?.({ block: 'nearest', behavior: scrollBehavior() }), 120);
    return () => clearTimeout(timer);
  }, [isOpen, ref]);

  // Focus follows attention: into the widget when it opens (it may still be loading), onto the
  // result when an answer or a tap changes the card, unless the person has moved on elsewhere.
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!showPanel || !panelRef.current) return;
    return focusWhenThere(panelRef.current, (panel) => focusableIn(panel)[0]);
  }, [showPanel]);
  const footerRef = useRef<HTMLDivElement>(null);
  const shownDisplay = useRef(flow.display);
  useEffect(() => {
    if (shownDisplay.current === flow.display) return;
    shownDisplay.current = flow.display;
    if (!focusIsFreeOrIn(ref.current)) return;
    const footer = footerRef.current;
    focusElement((footer && focusableIn(footer)[0]) ?? ref.current);
  }, [flow.display, ref]);

  return (
    <article
      ref={ref}
      className={styles.card}
      aria-labelledby={titleId}
      data-open={showPanel || undefined}
      data-locked={locked || ended || undefined}
      data-display={flow.display}
    >
      <div className={styles.media}>
        {challenge.image_id !== null ? (
          <>
            {/* Open, the card is wide and short: the whole picture shows, framed by a blurred copy of itself. */}
            {showPanel ? <img className={styles.backdrop} src={imageUrl(challenge.image_id, 800, 400)} alt="" aria-hidden="true" /> : null}
            <img src={imageUrl(challenge.image_id, 800, 400)} alt="" width={800} height={400} loading="lazy" decoding="async" />
          </>
        ) : (
          <span className={styles.mediaFallback} aria-hidden="true" />
        )}
        <div className={styles.mediaTop}>
          {challenge.tags.includes('new') ? (
            <Badge tone="accent" solid className={styles.newBadge}>
              <Trans>New</Trans>
            </Badge>
          ) : (
            <span />
          )}
          <RewardPill challenge={challenge} />
        </div>
        {locked ? (
          <span className={styles.lockBadge} aria-hidden="true">
            <LockIcon size={22} />
          </span>
        ) : null}
      </div>

      <div className={styles.body}>
        <div className={styles.titleRow}>
          <Title id={titleId} className={styles.title}>
            {challenge.name}
          </Title>
          {hasCardMenu(challenge) ? <CardMenu challenge={challenge} onSnooze={() => void flow.snooze()} /> : null}
        </div>
        <p className={styles.description} data-clamp={!showPanel || undefined}>
          {challenge.description}
        </p>
        {challenge.reward_type === 'prize' && challenge.prize_id !== null ? <PrizeName prizeId={challenge.prize_id} enabled={inView} /> : null}
        {challenge.points_multiple_text && challenge.reward_type === 'points' ? (
          <p className={styles.multiple}>
            <Trans>{challenge.points} points in total</Trans>
          </p>
        ) : null}
        <ProgressBar challenge={challenge} />
        {untilEnd !== null || friendsEnabled ? (
          <div className={styles.meta}>
            {untilEnd !== null && !ended ? (
              <span className={styles.ends} data-soon={untilEnd < 24 * 3600 * 1000 || undefined}>
                <ClockIcon size={16} />
                <span>
                  <Trans>
                    Ends in <CountdownText ms={untilEnd} />
                  </Trans>
                </span>
              </span>
            ) : null}
            {friendsEnabled ? <FriendsWhoCompleted challengeId={challenge.id} enabled={inView} /> : null}
          </div>
        ) : null}

        <div ref={footerRef} className={styles.footer}>
          {flow.display === 'complete' && flow.completion ? (
            <CompleteBlock completion={flow.completion} fading={flow.fading} collecting={flow.busy === 'collect'} onCollect={flow.collect} />
          ) : flow.display === 'failed' ? (
            <FailedBlock challenge={challenge} onReset={flow.resetFailed} />
          ) : flow.display === 'error-already-completed' ? (
            <AlreadyCompletedBlock onDismiss={flow.dismissAlreadyCompleted} />
          ) : answerWaits ? (
            <p className={styles.lockedRow} role="status">
              <CloudOffIcon size={18} />
              <span>
                <Trans>Your answer is saved and will be sent when you are back online.</Trans>
              </span>
            </p>
          ) : ended ? (
            <p className={styles.lockedRow}>
              <Trans>This challenge has ended.</Trans>
            </p>
          ) : locked ? (
            <p className={styles.lockedRow}>
              <LockIcon size={18} />
              <span>
                <Trans>
                  Opens in <CountdownText ms={untilStart} after />
                </Trans>
              </span>
            </p>
          ) : (
            <CardActions
              challenge={challenge}
              isOpen={showPanel}
              openable={isOpenable(challenge, flow.display, isOpen, now)}
              accepting={flow.busy === 'accept'}
              onAccept={() => void flow.accept()}
              onOpen={() => onOpen(challenge.id)}
              onClose={onClose}
            />
          )}
        </div>
      </div>

      {showPanel ? (
        <section ref={panelRef} className={styles.panel} aria-label={t`Complete the challenge`}>
          <div className={styles.panelInner}>
            <LazyWidget challenge={challenge} onAnswer={flow.answer} busy={flow.busy === 'answer'} error={flow.error} />
          </div>
        </section>
      ) : null}
    </article>
  );
}
