// survey_text: a free-text answer to custom_data.question; answer {text}.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { TextAnswer } from '@contract/challenge-answers';
import { customNumber, customText } from './custom-data';
import { WidgetForm } from './widget-form';
import styles from './widgets.module.css';
import type { WidgetProps } from './widget-types';

const DEFAULT_MAX = 2000;

export function SurveyTextWidget({ challenge, onAnswer, busy, error }: WidgetProps<'survey_text'>) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const max = Math.min(customNumber(challenge, 'max_length') ?? DEFAULT_MAX, DEFAULT_MAX);
  const min = Math.min(Math.max(1, customNumber(challenge, 'min_length') ?? 1), max);
  const length = text.trim().length;
  const missing = Math.max(0, min - length);
  const submit = () => {
    const answer: TextAnswer = { text: text.trim() };
    void onAnswer(answer);
  };
  return (
    <WidgetForm onSubmit={submit} submitLabel={<Trans>Send my answer</Trans>} busy={busy} error={error} disabled={missing > 0}>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.legend}>
          {customText(challenge, 'question') ?? t`Your answer`}
        </label>
        {min > 1 ? (
          <p id={`${id}-min`} className={styles.hint}>
            <Plural value={min} one="Write at least # character." other="Write at least # characters." />
          </p>
        ) : null}
        <textarea
          id={id}
          className={styles.textarea}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={max}
          rows={5}
          placeholder={customText(challenge, 'placeholder') ?? undefined}
          aria-describedby={min > 1 ? `${id}-min ${id}-count` : `${id}-count`}
          aria-invalid={error?.field === 'answer.text' || undefined}
          disabled={busy}
        />
        <p id={`${id}-count`} className={styles.counter} data-short={(length > 0 && missing > 0) || undefined}>
          {min > 1 ? (
            missing > 0 ? (
              <Plural value={missing} one="# more character needed" other="# more characters needed" />
            ) : (
              <Trans>Long enough</Trans>
            )
          ) : null}
          {min > 1 ? ' · ' : null}
          <Trans>
            {text.length} / {max}
          </Trans>
        </p>
      </div>
    </WidgetForm>
  );
}
