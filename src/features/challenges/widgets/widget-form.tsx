// The frame every answer form shares: the fields, the refusal message and the submit button.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import styles from './widgets.module.css';
import { useErrorText } from './use-error-text';
import type { WidgetError } from './widget-types';

interface Props {
  onSubmit: () => void;
  submitLabel: ReactNode;
  busy: boolean;
  error: WidgetError | null;
  /** The answer is not complete yet. */
  disabled?: boolean;
  children: ReactNode;
  /** Extra actions beside the submit button. */
  secondary?: ReactNode;
  'aria-label'?: string;
}

export function WidgetForm({ onSubmit, submitLabel, busy, error, disabled, children, secondary, ...rest }: Props) {
  const errorText = useErrorText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !disabled) onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined} aria-label={rest['aria-label']}>
      {children}
      {error ? <WidgetErrorText>{errorText(error)}</WidgetErrorText> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} disabled={disabled} className={styles.submit}>
          {submitLabel}
        </Button>
        {secondary}
      </div>
    </form>
  );
}

export function WidgetErrorText({ children }: { children: ReactNode }) {
  return (
    <p className={styles.error} role="alert">
      {children}
    </p>
  );
}

export function WidgetText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}
