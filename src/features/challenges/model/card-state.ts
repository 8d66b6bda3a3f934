// The card's display states (docs/product.md section 4: Challenge card display) and when a card may open.
import type { Challenge } from '@contract/challenges';
import { hasEnded, hasStarted } from './timing';

export type CardDisplay = 'default' | 'complete' | 'failed' | 'error-already-completed';

/** What a freshly loaded card shows: a failure whose delay still runs shows the failed block. */
export function initialDisplay(challenge: Pick<Challenge, 'state'>): CardDisplay {
  if (challenge.state === 'completed') return 'complete';
  if (challenge.state === 'failed') return 'failed';
  return 'default';
}

/** Openable only if accepted, started, not already open, and not complete or failed. */
export function isOpenable(
  challenge: Pick<Challenge, 'accepted' | 'start_time' | 'end_time'>,
  display: CardDisplay,
  isOpen: boolean,
  now: number,
): boolean {
  return (
    challenge.accepted &&
    hasStarted(challenge, now) &&
    !hasEnded(challenge, now) &&
    !isOpen &&
    display !== 'complete' &&
    display !== 'failed' &&
    display !== 'error-already-completed'
  );
}

/** Not accepted yet, open for work, not ended: the Accept button shows. */
export function canAccept(challenge: Pick<Challenge, 'accepted' | 'start_time' | 'end_time'>, display: CardDisplay, now: number) {
  return !challenge.accepted && display === 'default' && hasStarted(challenge, now) && !hasEnded(challenge, now);
}

/** The failure delay in days: the answer's, else the challenge's, else 1 (docs/product.md section 9). */
export function failureDelayDays(delay: number | null | undefined, challenge?: Pick<Challenge, 'failure_delay_days'>): number {
  if (typeof delay === 'number' && delay > 0) return delay;
  if (challenge && challenge.failure_delay_days > 0) return challenge.failure_delay_days;
  return 1;
}

const DAY_MS = 24 * 3600 * 1000;

/** The challenge after a failure: a new start time that many days ahead, state failed. */
export function afterFailure<T extends Challenge>(challenge: T, delayDays: number, now: number, startTime?: string): T {
  return {
    ...challenge,
    state: 'failed',
    start_time: startTime ?? new Date(now + delayDays * DAY_MS).toISOString(),
  };
}
