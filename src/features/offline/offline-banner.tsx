// "Offline — showing saved data" (docs/architecture.md (offline)): a slim status strip above the page content
// while the screen shows cached answers or the browser has no network. It promises saved data only
// when the screen has it; the full offline page is the shell's, for when nothing at all is saved.
import { Plural, Trans } from '@lingui/react/macro';
import { CloudOffIcon } from '@/components/ui/icons';
import styles from './offline-banner.module.css';
import { useOfflineStatus } from './use-offline-status';

export function OfflineBanner() {
  const { online, fromCache, pending, missing } = useOfflineStatus();
  if (online && !fromCache) return null;

  return (
    <div className={styles.banner} role="status" aria-live="polite" data-kind={online ? 'slow' : 'offline'}>
      <CloudOffIcon size={18} />
      <p className={styles.text}>
        {online ? (
          <Trans>Slow connection — showing saved data</Trans>
        ) : missing ? (
          <Trans>You are offline. Parts of this page need a connection.</Trans>
        ) : (
          <Trans>Offline — showing saved data</Trans>
        )}
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
