import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { WifiOffIcon } from '@/components/ui/status-icons';
import styles from './offline-page.module.css';
import { tryReconnect } from './reconnect';
import { textOr } from './shell-text';

export function OfflinePage() {
  useLingui();
  const [checking, setChecking] = useState(false);
  const [stillOffline, setStillOffline] = useState(false);

  async function retry() {
    setChecking(true);
    const answered = await tryReconnect();
    setChecking(false);
    setStillOffline(!answered);
  }

  return (
    <div
      className={styles.page}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-title"
      aria-describedby="offline-text"
    >
      <div className={styles.card}>
        <WifiOffIcon className={styles.icon} />
        <h1 id="offline-title" className={styles.title}>
          {textOr(msg`We are offline`, 'We are offline')}
        </h1>
        <p id="offline-text" className={styles.text}>
          {textOr(msg`Check your internet connection, then try again.`, 'Check your internet connection, then try again.')}
        </p>
        <Button size="lg" block loading={checking} onClick={() => void retry()}>
          {textOr(msg`Try again`, 'Try again')}
        </Button>
        <p className={styles.status} role="status">
          {stillOffline && !checking ? textOr(msg`Still no connection.`, 'Still no connection.') : ''}
        </p>
      </div>
    </div>
  );
}
