// The progress of a counting challenge: a bar and "dividend / divisor" (docs/product.md sections 3 and 5).
import { useLingui } from '@lingui/react/macro';
import type { Challenge } from '@contract/challenges';
import { progressLabel, progressShare } from '../model/progress';
import styles from './progress-bar.module.css';

export function ProgressBar({ challenge }: { challenge: Pick<Challenge, 'progress_dividend' | 'progress_divisor'> }) {
  const { t } = useLingui();
  const share = progressShare(challenge);
  const label = progressLabel(challenge);
  if (share === null || label === null) return null;
  return (
    <div className={styles.progress}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t`Progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share)}
        aria-valuetext={label}
      >
        <span className={styles.fill} style={{ width: `${share}%` }} data-done={share >= 100 || undefined} />
      </div>
      <span className={styles.label}>{label}</span>
    </div>
  );
}
