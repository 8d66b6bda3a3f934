// The member's points as a number: the real balance at once, counting up only when it really changes.
// Until the first answer (or the last known value) there is a blank of a number's width, never a false 0.
// `data-points-balance` marks where collected points fly to (achievements/points-flight.tsx).
import { useLingui } from '@lingui/react/macro';
import { CountUp } from '@/components/ui/count-up';
import styles from './points-value.module.css';
import { usePoints } from './use-points';

export function PointsValue({ className }: { className?: string }) {
  const { t } = useLingui();
  const { points, pointsLoaded } = usePoints();
  if (!pointsLoaded) {
    return (
      <span className={`${className ?? ''} ${styles.pending}`} data-points-pending="">
        <span className="visually-hidden">{t`Loading`}</span>
      </span>
    );
  }
  return (
    <span data-points-balance="" className={styles.balance}>
      <CountUp value={points} className={className} />
    </span>
  );
}
