// One on/off setting: a labelled switch (role="switch") with a line of explanation.
import { useId, type ReactNode } from 'react';
import styles from './settings.module.css';

interface Props {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

export function SwitchRow({ label, description, checked, disabled = false, onChange }: Props) {
  const id = useId();
  return (
    <div className={styles.switchRow} data-disabled={disabled || undefined}>
      <div className={styles.switchText}>
        <span id={`${id}-label`} className={styles.switchLabel}>
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className={styles.switchDescription}>
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        className={styles.switch}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.knob} aria-hidden="true" />
      </button>
    </div>
  );
}
