// Mounted once while signed in: the session-expiry warning with a live countdown and a Continue button.
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { TimerIcon } from '@/components/ui/status-icons';
import { Modal } from '@/features/popups/modal';
import { ModalActions, ModalBody, ModalText, ModalTitle } from '@/features/popups/modal-parts';
import styles from './session-watch.module.css';
import { useSessionWatch } from './use-session-watch';

function formatCountdown(seconds: number) {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export function SessionWatch() {
  const { remaining, extending, extend } = useSessionWatch();
  return (
    // Closing the warning (Escape, backdrop) shows the user is here: it extends the session too.
    <Modal open={remaining !== null} onClose={() => void extend()} labelledBy="session-warning-title" size="sm">
      <ModalBody className={styles.body}>
        <span className={styles.clock} aria-hidden="true">
          <TimerIcon size={28} />
        </span>
        <ModalTitle id="session-warning-title">
          <Trans>Your session is about to end</Trans>
        </ModalTitle>
        <ModalText>
          <Trans>For your security you will be signed out in</Trans>
        </ModalText>
        <p className={styles.countdown} role="timer">
          {formatCountdown(remaining ?? 0)}
        </p>
      </ModalBody>
      <ModalActions>
        <Button size="lg" loading={extending} onClick={() => void extend()} data-autofocus>
          <Trans>Continue</Trans>
        </Button>
      </ModalActions>
    </Modal>
  );
}
