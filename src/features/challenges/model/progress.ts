// Progress of challenges that count something (docs/product.md sections 3 and 5).
import type { Challenge } from '@contract/challenges';

type Progress = Pick<Challenge, 'progress_dividend' | 'progress_divisor'>;

/** min(dividend, divisor) / divisor x 100; null when the challenge has no progress. */
export function progressShare({ progress_dividend, progress_divisor }: Progress): number | null {
  if (progress_divisor === null || progress_divisor <= 0) return null;
  const done = Math.max(0, Math.min(progress_dividend ?? 0, progress_divisor));
  return (done / progress_divisor) * 100;
}

/** "dividend / divisor"; null when the challenge has no progress. */
export function progressLabel({ progress_dividend, progress_divisor }: Progress): string | null {
  if (progress_divisor === null || progress_divisor <= 0) return null;
  return `${progress_dividend ?? 0} / ${progress_divisor}`;
}
