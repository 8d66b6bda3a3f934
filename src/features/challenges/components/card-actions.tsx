// The card's buttons in its default state: Accept, Open (or Continue), Close.
import { Trans } from '@lingui/react/macro';
import type { Challenge } from '@contract/challenges';
import { Button } from '@/components/ui/button';
import styles from './challenge-card.module.css';

interface Props {
  challenge: Challenge;
  isOpen: boolean;
  openable: boolean;
  accepting: boolean;
  onAccept: () => void;
  onOpen: () => void;
  onClose: () => void;
}

export function CardActions({ challenge, isOpen, openable, accepting, onAccept, onOpen, onClose }: Props) {
  if (isOpen) {
    return (
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    );
  }
  if (!challenge.accepted) {
    return (
      <div className={styles.actions}>
        <Button onClick={onAccept} loading={accepting} block>
          <Trans>Accept challenge</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onOpen} disabled={!openable} block>
        {challenge.state === 'pending' ? <Trans>Continue</Trans> : <Trans>Open</Trans>}
      </Button>
    </div>
  );
}
