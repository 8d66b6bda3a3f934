// When a challenge may be worked on (docs/product.md section 4: Accept, Locked).
import type { Challenge } from '@contract/challenges';

type Timed = Pick<Challenge, 'start_time' | 'end_time'>;

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** True once the start time has passed (or when there is none). */
export function hasStarted(challenge: Timed, now: number): boolean {
  const start = time(challenge.start_time);
  return start === null || Number.isNaN(start) || start <= now;
}

export function hasEnded(challenge: Timed, now: number): boolean {
  const end = time(challenge.end_time);
  return end !== null && !Number.isNaN(end) && end <= now;
}

/** Locked: the start time is still ahead. */
export const isLocked = (challenge: Timed, now: number) => !hasStarted(challenge, now);

/** Milliseconds until the start, or null when started. */
export function msUntilStart(challenge: Timed, now: number): number | null {
  const start = time(challenge.start_time);
  return start === null || start <= now ? null : start - now;
}

/** Milliseconds until the end, or null when there is no end ahead. */
export function msUntilEnd(challenge: Timed, now: number): number | null {
  const end = time(challenge.end_time);
  return end === null || end <= now ? null : end - now;
}
