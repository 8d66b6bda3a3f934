// A quiet notice when this device cannot keep the app for offline use (offline-storage.ts): what is
// wrong and what still works. Put away for the browser session with its close button.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { CloudOffIcon } from '@/components/ui/status-icons';
import { useAtomValue } from '@/state/jotai';
import { offlineUnavailableAtom } from './offline-storage';
import styles from './offline-unavailable-notice.module.css';

const DISMISSED_KEY = 'loyalty-offline-unavailable-dismissed';

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function OfflineUnavailableNotice() {
  const { t } = useLingui();
  const reason = useAtomValue(offlineUnavailableAtom);
  const [dismissed, setDismissed] = useState(dismissedThisSession);
  if (!reason || dismissed) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      /* private mode: gone for this page only */
    }
    setDismissed(true);
  };

  return (
    <div className={styles.notice} role="status" aria-live="polite">
      <CloudOffIcon size={20} className={styles.icon} />
      <p className={styles.text}>
        <strong>
          <Trans>No offline use here.</Trans>
        </strong>{' '}
        {reason === 'storage' ? (
          <Trans>This browser gives the site too little storage. The app works while you are online.</Trans>
        ) : (
          <Trans>The app could not be saved here. It works while you are online.</Trans>
        )}
      </p>
      <button type="button" className={styles.close} aria-label={t`Close`} onClick={dismiss}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
