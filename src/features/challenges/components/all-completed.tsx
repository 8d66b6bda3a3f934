// Shown when there is no challenge left on the list: every challenge done, or only snoozed ones left
// (then it says how many and links to bringing them back).
import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TrophyIcon } from '@/components/ui/icons';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { snoozedCountQueryOptions } from '../api/get-snoozed-count';
import styles from './dashboard.module.css';

export function AllCompleted() {
  const lang = useAtomValue(currentLanguageAtom);
  const snoozed = useQuery(snoozedCountQueryOptions()).data?.count ?? 0;
  return (
    <section className={styles.allDone} aria-labelledby="all-completed-title">
      <span className={styles.allDoneIcon} aria-hidden="true">
        <TrophyIcon size={40} />
      </span>
      <h2 id="all-completed-title" className={styles.allDoneTitle}>
        {snoozed > 0 ? <Trans>Nothing left but what you snoozed</Trans> : <Trans>You have completed every challenge!</Trans>}
      </h2>
      {snoozed > 0 ? (
        <p className={styles.allDoneText}>
          <Plural value={snoozed} one="You snoozed # challenge." other="You snoozed # challenges." />{' '}
          <Link to="/$lang/profile/reset-snoozed-challenges" params={{ lang }}>
            <Plural value={snoozed} one="Bring it back" other="Bring them back" />
          </Link>
        </p>
      ) : (
        <p className={styles.allDoneText}>
          <Trans>New challenges are on their way. We will let you know when they arrive; meanwhile, spend your points on a prize.</Trans>
        </p>
      )}
    </section>
  );
}
