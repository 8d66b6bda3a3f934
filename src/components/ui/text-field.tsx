import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useKeepTypedValue } from '@/lib/keep-typed-value';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  /** Shown under the field in red; marks the input invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
}

export function TextField({ label, error, hint, hideLabel, id, className, type = 'text', ref, ...rest }: TextFieldProps) {
  const autoId = useId();
  const fieldRef = useKeepTypedValue(rest.value, ref);
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [rest['aria-describedby'], errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <input
        type={type}
        {...rest}
        ref={fieldRef}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
