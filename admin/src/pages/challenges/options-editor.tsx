// The options of a quiz or survey: a text per language (or a picture) each, and for a quiz which one
// is right. Once members have started, options can be reworded but not added, removed or re-marked.
import { Trans, useLingui } from '@lingui/react/macro';
import { newOption, type OptionState } from './draft';
import { FieldProblems } from '../../ui/field-problems';
import { ImagePicker } from '../../ui/image-picker';
import { TextsInput } from './texts-input';

interface Props {
  kind: 'text' | 'image';
  quiz: boolean;
  languages: string[];
  options: OptionState[];
  onChange: (options: OptionState[]) => void;
  locked: boolean;
  problems: Record<string, string[]>;
}

const MAX_OPTIONS = 12;

export function OptionsEditor({ kind, quiz, languages, options, onChange, locked, problems }: Props) {
  const { t } = useLingui();
  const change = (index: number, patch: Partial<OptionState>) => onChange(options.map((o, i) => (i === index ? { ...o, ...patch } : o)));
  const markRight = (index: number) => onChange(options.map((o, i) => ({ ...o, correct: i === index })));
  return (
    <fieldset className="options">
      <legend>{quiz ? t`Answers` : t`Options`}</legend>
      {quiz && <p className="hint"><Trans>Mark the one right answer. Members never see which one it is.</Trans></p>}
      {locked && <p className="hint"><Trans>Members have started this challenge: options can be reworded, but not added, removed or marked differently.</Trans></p>}
      <ol>
        {options.map((option, index) => {
          const number = index + 1;
          return (
            <li key={option.key} className="option">
              {kind === 'text' ? (
                <TextsInput
                  label={t`Option ${number}`}
                  name={`option-${number}`}
                  languages={languages}
                  value={option.text}
                  onChange={(text) => change(index, { text })}
                  maxLength={200}
                  problems={problems[`options.${index}`]}
                />
              ) : (
                <ImagePicker label={t`Picture of option ${number}`} shape="square" imageId={option.imageId} onChange={(imageId) => change(index, { imageId })} problems={problems[`options.${index}`]} />
              )}
              <div className="option-actions">
                {quiz && (
                  <label className="inline">
                    <input type="radio" name="correct-option" checked={option.correct} disabled={locked} onChange={() => markRight(index)} />
                    {t`Right answer`}
                  </label>
                )}
                {!locked && options.length > 2 && (
                  <button type="button" className="secondary small" onClick={() => onChange(options.filter((_, i) => i !== index))}>
                    {t`Remove option ${number}`}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {!locked && options.length < MAX_OPTIONS && (
        <button type="button" className="secondary" onClick={() => onChange([...options, newOption()])}>
          <Trans>Add an option</Trans>
        </button>
      )}
      <FieldProblems id="options-problems" problems={problems.options} />
    </fieldset>
  );
}
