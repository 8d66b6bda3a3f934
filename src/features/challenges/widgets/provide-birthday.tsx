// provide_birthday: a date picker (13 to 120 years ago); answer {birthday: "YYYY-MM-DD"}.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BirthdayAnswer } from '@contract/challenge-answers';
import { MAX_AGE, MIN_AGE } from '@contract/limits';
import { TextField } from '@/components/ui/text-field';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { WidgetForm } from './widget-form';
import type { WidgetProps } from './widget-types';


/** YYYY-MM-DD of today minus `years` (local calendar). */
export function yearsAgo(years: number, today = new Date()): string {
  const d = new Date(today.getFullYear() - years, today.getMonth(), today.getDate());
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

export function ProvideBirthdayWidget({ onAnswer, busy, error }: WidgetProps<'provide_birthday'>) {
  const { t } = useLingui();
  const userData = useAtomValue(userDataAtom);
  const [birthday, setBirthday] = useState(userData?.birthday ?? '');
  const min = yearsAgo(MAX_AGE);
  const max = yearsAgo(MIN_AGE);
  const inRange = /^\d{4}-\d{2}-\d{2}$/.test(birthday) && birthday >= min && birthday <= max;
  const submit = () => {
    const answer: BirthdayAnswer = { birthday };
    void onAnswer(answer);
  };
  return (
    <WidgetForm onSubmit={submit} submitLabel={<Trans>Save my birthday</Trans>} busy={busy} error={error} disabled={!inRange}>
      <TextField
        type="date"
        label={t`Your birthday`}
        value={birthday}
        min={min}
        max={max}
        required
        onChange={(event) => setBirthday(event.target.value)}
        disabled={busy}
        error={birthday && !inRange ? t`Enter a date when you were between ${MIN_AGE} and ${MAX_AGE} years old.` : undefined}
        hint={t`We only use it to congratulate you.`}
        autoComplete="bday"
      />
    </WidgetForm>
  );
}
