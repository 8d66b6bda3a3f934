// One input for the SMS code (so the phone can autofill it), drawn as six boxes.
import { useState, type Ref } from 'react';
import { useKeepTypedValue } from '@/lib/keep-typed-value';
import styles from './code-input.module.css';

export const CODE_LENGTH = 6;

export interface CodeInputProps {
  id: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CodeInput({ id, value, onChange, disabled, invalid, describedBy, ref }: CodeInputProps) {
  const [focused, setFocused] = useState(false);
  const fieldRef = useKeepTypedValue(value, ref);
  const active = Math.min(value.length, CODE_LENGTH - 1);
  return (
    <div className={styles.wrap} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
      <input
        ref={fieldRef}
        id={id}
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={CODE_LENGTH}
        spellCheck={false}
        autoCorrect="off"
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
      />
      <div className={styles.boxes} aria-hidden="true">
        {Array.from({ length: CODE_LENGTH }, (_, i) => (
          <span key={i} className={styles.box} data-filled={i < value.length || undefined} data-active={(focused && i === active) || undefined}>
            {value[i] ?? ''}
          </span>
        ))}
      </div>
    </div>
  );
}
