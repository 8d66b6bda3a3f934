// Why the visitor is on the sign-in page when their session ended for want of activity (docs/product.md
// section 9, session): the idle limit exactly ("1 minute 30 seconds", never rounded to "2 minutes"),
// and that signing in brings them back. Actions taken offline that wait for the sign-in are told by
// the connection banner above every signed-out page.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDuration } from '@/i18n/format';
import { useAtomValue } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import styles from './signed-out-notice.module.css';

export function SignedOutNotice({ comingBack }: { comingBack: boolean }) {
  const { i18n } = useLingui();
  const seconds = useAtomValue(settingsAtom)?.session_idle_seconds ?? 0;
  const idle = formatDuration(seconds, i18n.locale);
  return (
    <div className={styles.notice} role="status">
      <p className={styles.title}>
        <Trans>You were signed out after {idle} without activity.</Trans>
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
