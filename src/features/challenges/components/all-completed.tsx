// Shown when there is no challenge left to do.
import { Trans } from '@lingui/react/macro';
import { TrophyIcon } from '@/components/ui/icons';
import styles from './dashboard.module.css';

export function AllCompleted() {
  return (
    <section className={styles.allDone} aria-labelledby="all-completed-title">
      <span className={styles.allDoneIcon} aria-hidden="true">
        <TrophyIcon size={40} />
      </span>
      <h2 id="all-completed-title" className={styles.allDoneTitle}>
        <Trans>You have completed every challenge!</Trans>
      </h2>
      <p className={styles.allDoneText}>
        <Trans>New challenges are on their way. We will let you know when they arrive; meanwhile, spend your points on a prize.</Trans>
      </p>
    </section>
  );
}
