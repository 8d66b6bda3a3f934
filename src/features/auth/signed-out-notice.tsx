// Why the visitor is on the sign-in page when their session ended for want of activity (docs/product.md
// section 9, session): the idle limit in minutes, and that signing in brings them back.
import { Plural, Trans } from '@lingui/react/macro';
import { useAtomValue } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import styles from './signed-out-notice.module.css';

export function SignedOutNotice({ comingBack }: { comingBack: boolean }) {
  const seconds = useAtomValue(settingsAtom)?.session_idle_seconds ?? 0;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return (
    <div className={styles.notice} role="status">
      <p className={styles.title}>
        <Plural
          value={minutes}
          one="You were signed out after # minute without activity."
          other="You were signed out after # minutes without activity."
        />
      </p>
      <p>
        {comingBack ? (
          <Trans>Sign in again and you will be back on the page you were on.</Trans>
        ) : (
          <Trans>Sign in again to carry on.</Trans>
        )}
      </p>
    </div>
  );
}
