import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useOnline } from '@/lib/use-online';
import styles from './codes.module.css';
import { useCodeMessages } from './code-messages';

interface Props {
  label: ReactNode;
  hint?: ReactNode;
  submitLabel: ReactNode;
  initialCode?: string;
  busy: boolean;
  problem: string | null;
  /** True when the code was accepted: the field is cleared. */
  onApply: (code: string) => Promise<boolean>;
}

/** One field for a code and its submit button; error codes show under the field. */
export function CodeForm({ label, hint, submitLabel, initialCode = '', busy, problem, onApply }: Props) {
  const message = useCodeMessages();
  const online = useOnline();
  const [code, setCode] = useState(initialCode);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (await onApply(code)) setCode('');
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={label}
        hint={hint}
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={problem && problem !== 'Offline' ? message(problem) : undefined}
        className={styles.codeField}
      />
      {problem === 'Offline' || !online ? (
        <p className={styles.note} role="status">
          {message('Offline')}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={busy} disabled={!online}>
        {submitLabel}
      </Button>
    </form>
  );
}
