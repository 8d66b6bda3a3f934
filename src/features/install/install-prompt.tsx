// Our install offer (at the end of the page, in the layout): a card with an Install button where the
// browser fires beforeinstallprompt, and Add to Home Screen coaching on iOS, where it does not (push
// on iOS needs the app on the home screen). Shown to signed-in customers at a calm moment, never on
// a challenge, never when already installed, never offline (installing needs the network). It sits
// in the page's flow, below the content: it never covers a button or moves one.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon, IosShareIcon } from '@/components/ui/icons';
import { useAtomValue, useSetAtom } from '@/state/jotai';
import { loggedInAtom } from '@/state/session';
import { offlineAtom } from '@/state/ui';
import { installedAtom, installEventAtom, isIos, isStandalone } from './install-events';
import { countVisit, dismissInstall, isInstallMoment, noteActionDone } from './install-moment';
import styles from './install-prompt.module.css';

/** Let the screen settle first: the card never arrives with the first paint. */
const SETTLE_MS = 4000;
const ACTION_EVENTS = ['challenge-completed', 'achievement-collected'];

function useInstallMoment(): boolean {
  const [moment, setMoment] = useState(false);
  useEffect(() => {
    countVisit();
    let timer = setTimeout(() => setMoment(isInstallMoment()), SETTLE_MS);
    const onAction = () => {
      noteActionDone();
      clearTimeout(timer);
      timer = setTimeout(() => setMoment(isInstallMoment()), SETTLE_MS);
    };
    for (const name of ACTION_EVENTS) window.addEventListener(name, onAction);
    return () => {
      clearTimeout(timer);
      for (const name of ACTION_EVENTS) window.removeEventListener(name, onAction);
    };
  }, []);
  return moment;
}

export function InstallPrompt() {
  const { t } = useLingui();
  const installEvent = useAtomValue(installEventAtom);
  const setInstallEvent = useSetAtom(installEventAtom);
  const installed = useAtomValue(installedAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const offline = useAtomValue(offlineAtom);
  const moment = useInstallMoment();
  const [closed, setClosed] = useState(false);

  const ios = !installEvent && isIos();
  const offer = Boolean(installEvent) || ios;
  const onChallenge = typeof window !== 'undefined' && window.location.pathname.includes('/challenge/');
  if (!offer || !moment || !loggedIn || offline || installed || closed || onChallenge || isStandalone()) return null;

  const notNow = () => {
    dismissInstall();
    setClosed(true);
  };

  const install = async () => {
    if (!installEvent) return;
    await installEvent.prompt();
    const { outcome } = await installEvent.userChoice;
    setInstallEvent(null); // a prompt event works once
    if (outcome === 'dismissed') dismissInstall();
    setClosed(true);
  };

  return (
    <section className={styles.card} aria-labelledby="install-title">
      <img className={styles.appIcon} src="/icons/icon-192.png" alt="" width="48" height="48" />
      <div className={styles.body}>
        <h2 id="install-title" className={styles.title}>
          <Trans>Get the app</Trans>
        </h2>
        {ios ? (
          <p className={styles.text}>
            <Trans>
              Tap <IosShareIcon size={18} className={styles.share} /> Share, then <strong>Add to Home Screen</strong> to open your rewards in one tap and get notifications.
            </Trans>
          </p>
        ) : (
          <p className={styles.text}>
            <Trans>Install it on this device: your challenges and points in one tap, even on a bad connection.</Trans>
          </p>
        )}
        <div className={styles.actions}>
          {ios ? null : (
            <Button size="sm" onClick={() => void install()}>
              <Trans>Install</Trans>
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={notNow}>
            {ios ? <Trans>Got it</Trans> : <Trans>Not now</Trans>}
          </Button>
        </div>
      </div>
      <button type="button" className={styles.close} aria-label={t`Close`} onClick={notNow}>
        <CloseIcon size={18} />
      </button>
    </section>
  );
}
