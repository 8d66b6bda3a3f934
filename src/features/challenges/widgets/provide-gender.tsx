// provide_gender: one of the genders, or prefer not to say; answer {gender}.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { GenderAnswer } from '@contract/challenge-answers';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { ChoiceList } from './choice-list';
import { WidgetForm } from './widget-form';
import type { WidgetProps } from './widget-types';

type Gender = GenderAnswer['gender'];

// The contract's GENDERS, in the order shown (the app imports only types from the contract).
export const GENDERS = ['female', 'male', 'other', 'prefer_not_to_say'] as const satisfies readonly Gender[];

const isGender = (value: unknown): value is Gender => GENDERS.includes(value as Gender);

export function ProvideGenderWidget({ onAnswer, busy, error }: WidgetProps<'provide_gender'>) {
  const { t } = useLingui();
  const saved = useAtomValue(userDataAtom)?.gender;
  const [gender, setGender] = useState<Gender | null>(isGender(saved) ? saved : null);
  const labels: Record<Gender, string> = {
    female: t`Female`,
    male: t`Male`,
    other: t`Other`,
    prefer_not_to_say: t`I prefer not to say`,
  };
  // The choice list works with numeric ids: the index in GENDERS.
  const options = GENDERS.map((g, i) => ({ id: i + 1, text: labels[g] }));
  const selected = gender ? [GENDERS.indexOf(gender) + 1] : [];
  const submit = () => {
    if (!gender) return;
    const answer: GenderAnswer = { gender };
    void onAnswer(answer);
  };
  return (
    <WidgetForm onSubmit={submit} submitLabel={<Trans>Save</Trans>} busy={busy} error={error} disabled={!gender}>
      <ChoiceList
        legend={t`Your gender`}
        options={options}
        multiple={false}
        selected={selected}
        onChange={([id]) => setGender(GENDERS[(id ?? 1) - 1] ?? null)}
        disabled={busy}
      />
    </WidgetForm>
  );
}
