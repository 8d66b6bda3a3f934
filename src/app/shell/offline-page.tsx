import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
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
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M2 8.8a15 15 0 0 1 20 0M5.5 12.4a10 10 0 0 1 13 0M9 15.9a5 5 0 0 1 6 0" />
          <circle cx="12" cy="19.5" r="1.2" />
          <path d="M3 3l18 18" />
        </svg>
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
