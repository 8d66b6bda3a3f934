// Our install offer (at the top of a screen, in the layout): a card with an Install button where the
// browser fires beforeinstallprompt, and Add to Home Screen coaching on iOS, where it does not (push
// on iOS needs the app on the home screen). Shown to signed-in customers at a calm moment, never on
// a challenge, never when already installed, never offline (installing needs the network). It sits
// in the page's flow and arrives only with a newly opened screen: it never covers a button, and
// never pushes one away while the customer reads.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon, IosShareIcon } from '@/components/ui/icons';
import { appStore, useAtomValue, useSetAtom } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { offlineAtom } from '@/state/ui';
import { installedAtom, installEventAtom, isIos, isStandalone } from './install-events';
import { countVisit, dismissInstall, isInstallMoment, noteActionDone } from './install-moment';
import styles from './install-prompt.module.css';
import { useAppEvents } from '@/lib/app-events';

const ACTION_EVENTS = ['challenge-completed', 'achievement-collected'] as const;

/**
 * The decision per screen (a history entry), kept for the page's life: a screen the layout mounts
 * again keeps it. The first screen (the app's first paint) never has the card.
 */
const decided = new Map<string, boolean>();

function screenId(): string {
  if (typeof window === 'undefined') return '';
  const state = window.history.state as { __TSR_key?: string; key?: string } | null;
  return `${window.location.pathname}#${state?.__TSR_key ?? state?.key ?? ''}`;
}

/**
 * Decided once, when a screen opens (the layout mounts this per screen): the card arrives with a
 * screen, never into one being read, so nothing moves under a finger. A moment reached meanwhile
 * (a first completed action) shows it on the next screen.
 */
function useInstallMoment(): boolean {
  const [moment] = useState(() => {
    countVisit();
    const id = screenId();
    const known = decided.get(id);
    if (known !== undefined) return known;
    // The browser's offer too must be there already: one arriving later waits for the next screen.
    const offer = appStore.get(installEventAtom) !== null || isIos();
    const show = decided.size > 0 && offer && isInstallMoment();
    decided.set(id, show);
    return show;
  });
  useAppEvents(ACTION_EVENTS, noteActionDone);
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
  // Installing needs the network: gone offline, and back on the next screen (not into this one).
  if (offline && moment && !closed) setClosed(true);

  const ios = !installEvent && isIos();
  const offer = Boolean(installEvent) || ios;
  const onChallenge = typeof window !== 'undefined' && window.location.pathname.includes('/challenge/');
  if (!offer || !moment || !loggedIn || installed || closed || onChallenge || isStandalone()) return null;

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

  // Compact (about 100 px high at 320 px): the name and the Install button on one line, one
  // sentence below; the close button is "Not now".
  return (
    <section className={styles.card} aria-labelledby="install-title">
      <img className={styles.appIcon} src="/icons/icon-192.png" alt="" width="36" height="36" />
      <h2 id="install-title" className={styles.title}>
        <Trans>Get the app</Trans>
      </h2>
      {ios ? null : (
        <Button size="sm" className={styles.install} onClick={() => void install()}>
          <Trans>Install</Trans>
        </Button>
      )}
      <button type="button" className={styles.close} aria-label={ios ? t`Got it` : t`Not now`} onClick={notNow}>
        <CloseIcon size={18} />
      </button>
      {ios ? (
        <p className={styles.text}>
          <Trans>
            Tap <IosShareIcon size={16} className={styles.share} /> Share, then <strong>Add to Home Screen</strong>: your rewards in one tap, with notifications.
          </Trans>
        </p>
      ) : (
        <p className={styles.text}>
          <Trans>Your challenges and points in one tap, even on a bad connection.</Trans>
        </p>
      )}
    </section>
  );
}
