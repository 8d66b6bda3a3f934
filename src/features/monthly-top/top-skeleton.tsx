// The monthly top's rows while the list loads: as many as the member saw last time (else the ten the
// server keeps), each as tall as a real compact row, so the block keeps its size when the list arrives.
import styles from './monthly-top.module.css';

const KEY = 'monthly-top-rows';
/** MONTHLY_TOP_SIZE on the server (services/monthly-top/close.ts). */
const TOP_SIZE = 10;

export function rememberTopRows(rows: number) {
  try {
    localStorage.setItem(KEY, String(rows));
  } catch {
    // Storage off: the next skeleton has the usual size.
  }
}

function expectedRows(): number {
  try {
    const stored = Number(localStorage.getItem(KEY));
    return Number.isInteger(stored) && stored >= 0 && stored <= TOP_SIZE && localStorage.getItem(KEY) !== null ? stored : TOP_SIZE;
  } catch {
    return TOP_SIZE;
  }
}

export function TopSkeleton() {
  const rows = expectedRows();
  if (rows === 0) return null;
  return (
    <div className={styles.rowsSkeleton} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className={styles.rowSkeleton} />
      ))}
    </div>
  );
}
