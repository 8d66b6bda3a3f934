// The fields only some types use: the question and other texts, addresses, limits and partner rules.
import { useLingui } from '@lingui/react/macro';
import type { FormState } from './draft';
import { FieldProblems } from '../../ui/field-problems';
import { TYPE_FIELDS, type NumberKey } from './fields';
import { useChallengeWords } from './labels';
import { TextsInput } from './texts-input';

interface Props {
  form: FormState;
  set: (patch: Partial<FormState>) => void;
  languages: string[];
  problems: Record<string, string[]>;
  locked: boolean;
}

export function TypeFields({ form, set, languages, problems, locked }: Props) {
  const { t } = useLingui();
  const words = useChallengeWords();
  const fields = TYPE_FIELDS[form.type];
  const numberProblems = (key: NumberKey) => problems[key] ?? problems[key.split('.')[0]!];
  return (
    <>
      {fields.texts?.map((key) => (
        <TextsInput
          key={key}
          name={key}
          label={words.field(key)}
          languages={languages}
          value={form.texts[key] ?? {}}
          onChange={(value) => set({ texts: { ...form.texts, [key]: value } })}
          multiline={key === 'consent_text' || key === 'invitation_text'}
          maxLength={500}
          problems={problems[`custom_data.${key}`]}
        />
      ))}
      {fields.plain?.map((key) => (
        <label key={key}>
          {words.field(key)}
          <input
            type={key === 'partner_name' ? 'text' : 'url'}
            value={form.plain[key] ?? ''}
            required={key === 'url' || key === 'video_url'}
            maxLength={500}
            aria-invalid={problems[`custom_data.${key}`] ? true : undefined}
            aria-describedby={problems[`custom_data.${key}`] ? `${key}-problems` : undefined}
            onInput={(e) => set({ plain: { ...form.plain, [key]: e.currentTarget.value } })}
          />
          <FieldProblems id={`${key}-problems`} problems={problems[`custom_data.${key}`]} />
        </label>
      ))}
      {fields.event && (
        <label>
          {t`Partner event name`}
          <input
            type="text"
            value={form.event}
            required
            disabled={locked}
            maxLength={100}
            aria-invalid={problems.rules ? true : undefined}
            aria-describedby={problems.rules ? 'rules-problems' : undefined}
            onInput={(e) => set({ event: e.currentTarget.value })}
          />
          <span className="hint">{t`The name the partner's system sends to /api/partner/events, such as "purchase".`}</span>
          <FieldProblems id="rules-problems" problems={problems.rules} />
        </label>
      )}
      {fields.numbers?.length ? (
        <div className="row">
          {fields.numbers.map((key) => (
            <label key={key}>
              {words.field(key)}
              <input
                type="number"
                min={key === 'custom_data.min' ? 1 : 0}
                step={1}
                inputMode="numeric"
                value={form.numbers[key] ?? ''}
                disabled={locked}
                onInput={(e) => set({ numbers: { ...form.numbers, [key]: e.currentTarget.value } })}
              />
              <FieldProblems id={`${key}-problems`} problems={fields.event ? undefined : numberProblems(key)} />
            </label>
          ))}
        </div>
      ) : null}
    </>
  );
}
