// survey and survey_images: one or several options (custom_data min/max); every answer counts.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OptionsAnswer } from '@contract/challenge-answers';
import { ChoiceList } from './choice-list';
import { customOptions, customText, surveyLimits } from './custom-data';
import { WidgetForm } from './widget-form';
import type { WidgetProps } from './widget-types';

type SurveyProps = WidgetProps<'survey' | 'survey_images'> & { pictures?: boolean };

export function SurveyForm({ challenge, onAnswer, busy, error, pictures = false }: SurveyProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<number[]>([]);
  const options = customOptions(challenge);
  const { min, max } = surveyLimits(challenge, options.length);
  const multiple = max > 1;
  const submit = () => {
    const answer: OptionsAnswer = { option_ids: selected };
    void onAnswer(answer);
  };
  const hint = multiple ? (min === max ? t`Choose ${max}.` : min > 1 ? t`Choose ${min} to ${max}.` : t`Choose up to ${max}.`) : undefined;
  return (
    <WidgetForm
      onSubmit={submit}
      submitLabel={<Trans>Send my answer</Trans>}
      busy={busy}
      error={error}
      disabled={selected.length < min || selected.length > max}
    >
      <ChoiceList
        legend={customText(challenge, 'question') ?? t`Choose your answer`}
        options={options}
        multiple={multiple}
        max={max}
        selected={selected}
        onChange={setSelected}
        pictures={pictures}
        disabled={busy}
        hint={hint}
      />
      {multiple ? (
        <p aria-live="polite" className="visually-hidden">
          <Plural value={selected.length} one="# option chosen" other="# options chosen" />
        </p>
      ) : null}
    </WidgetForm>
  );
}
