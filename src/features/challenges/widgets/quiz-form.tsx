// text_quiz, image_quiz and video_quiz: one option; the server judges it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { OptionAnswer } from '@contract/challenge-answers';
import { ChoiceList } from './choice-list';
import { customOptions, customText } from './custom-data';
import { WidgetForm } from './widget-form';
import type { WidgetProps } from './widget-types';

type QuizProps = WidgetProps<'text_quiz' | 'image_quiz' | 'video_quiz'> & { pictures?: boolean; media?: ReactNode };

export function QuizForm({ challenge, onAnswer, busy, error, pictures = false, media }: QuizProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<number[]>([]);
  const options = customOptions(challenge);
  const submit = () => {
    const answer: OptionAnswer = { option_id: selected[0]! };
    void onAnswer(answer);
  };
  return (
    <WidgetForm onSubmit={submit} submitLabel={<Trans>Submit answer</Trans>} busy={busy} error={error} disabled={selected.length === 0}>
      {media}
      <ChoiceList
        legend={customText(challenge, 'question') ?? t`Choose the right answer`}
        options={options}
        multiple={false}
        selected={selected}
        onChange={setSelected}
        pictures={pictures}
        disabled={busy}
        hint={t`One answer is right. A wrong answer locks this quiz for a while.`}
      />
    </WidgetForm>
  );
}
