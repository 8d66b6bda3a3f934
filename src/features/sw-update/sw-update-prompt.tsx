// "A new version is ready — Reload" (docs/architecture.md (offline)). Registers the service worker after the
// page has loaded; the prompt waits while a challenge is open and the new version activates only
// when the customer taps Reload. Also says when offline use is unavailable here, and asks for
// persistent storage once someone signs in. Mounted once by the root.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { RetryIcon } from '@/components/ui/status-icons';
import { useAtomValue, useStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { challengePageOpenAtom } from '@/state/ui';
import { OfflineUnavailableNotice } from './offline-unavailable-notice';
import { requestPersistentStorage } from '@/lib/persistent-storage';
import { applyUpdate, registerServiceWorker, updateStateAtom } from './service-worker';
import styles from './sw-update-prompt.module.css';

export function SwUpdatePrompt() {
  const { t } = useLingui();
  const store = useStore();
  const state = useAtomValue(updateStateAtom);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  const challengeOpen = useAtomValue(challengePageOpenAtom);

  useEffect(() => {
    void registerServiceWorker(store).catch((error: unknown) => console.warn('Service worker registration failed', error));
  }, [store]);

  // Someone signed in: the app now holds their saved answers and queued actions, worth keeping.
  useEffect(() => {
    const askWhenSignedIn = () => {
      if (store.get(tokenAtom)) void requestPersistentStorage();
    };
    askWhenSignedIn();
    return store.sub(tokenAtom, askWhenSignedIn);
  }, [store]);

  if (state === 'none' || dismissed || challengeOpen) return <OfflineUnavailableNotice />;

  return (
    <div className={styles.prompt} role="status" aria-live="polite">
      <RetryIcon size={20} className={styles.icon} />
      <p className={styles.text}>
        <Trans>A new version is ready</Trans>
      </p>
      <Button
        size="sm"
        loading={reloading}
        onClick={() => {
          setReloading(true);
          applyUpdate(store);
        }}
      >
        <Trans>Reload</Trans>
      </Button>
      <button type="button" className={styles.close} aria-label={t`Later`} onClick={() => setDismissed(true)}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
