// "Offline — showing saved data" (DESIGN.md section 6): a slim status strip above the page content
// while the screen shows cached answers or the browser has no network. The full offline page is
// the shell's, for when there is nothing saved to show.
import { Plural, Trans } from '@lingui/react/macro';
import styles from './offline-banner.module.css';
import { useOfflineStatus } from './use-offline-status';

function CloudOffIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M3 3l18 18M9.5 5.3A6 6 0 0 1 17.7 10H18a4 4 0 0 1 2.4 7.2M17 18H7a5 5 0 0 1-1.7-9.7"
      />
    </svg>
  );
}

export function OfflineBanner() {
  const { online, fromCache, pending } = useOfflineStatus();
  if (online && !fromCache) return null;

  return (
    <div className={styles.banner} role="status" aria-live="polite" data-kind={online ? 'slow' : 'offline'}>
      <CloudOffIcon />
      <p className={styles.text}>
        {online ? <Trans>Slow connection — showing saved data</Trans> : <Trans>Offline — showing saved data</Trans>}
        {pending > 0 ? (
          <span className={styles.pending}>
            {' '}
            <Plural value={pending} one="# action will be sent when you are back online." other="# actions will be sent when you are back online." />
          </span>
        ) : null}
      </p>
    </div>
  );
}
