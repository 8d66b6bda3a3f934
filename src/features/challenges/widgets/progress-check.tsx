// For challenges the server completes by itself (partner events, invitations, linked accounts):
// what to do, and a button that asks the server for the latest progress.
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { EmptyAnswer, ServerCompletedAnswerType } from './server-completed';
import { Button } from '@/components/ui/button';
import { useErrorText } from './use-error-text';
import { WidgetErrorText } from './widget-form';
import styles from './widgets.module.css';
import type { WidgetProps } from './widget-types';

interface Props extends WidgetProps<ServerCompletedAnswerType> {
  children: ReactNode;
  checkLabel?: ReactNode;
  /** Extra actions before the check button. */
  actions?: ReactNode;
}

export function ProgressCheck({ onAnswer, busy, error, children, checkLabel, actions }: Props) {
  const errorText = useErrorText();
  const [stillPending, setStillPending] = useState(false);
  const check = async () => {
    const answer: EmptyAnswer = {};
    const result = await onAnswer(answer);
    setStillPending(result?.status === 'pending');
  };
  return (
    <div className={styles.form} aria-busy={busy || undefined}>
      {children}
      {error ? <WidgetErrorText>{errorText(error)}</WidgetErrorText> : null}
      <p className={styles.hint} role="status">
        {stillPending ? <Trans>Not done yet. We will update this challenge as soon as it is.</Trans> : null}
      </p>
      <div className={styles.actions}>
        {actions}
        <Button variant={actions ? 'ghost' : 'secondary'} onClick={() => void check()} loading={busy} className={actions ? undefined : styles.submit}>
          {checkLabel ?? <Trans>Check my progress</Trans>}
        </Button>
      </div>
    </div>
  );
}
