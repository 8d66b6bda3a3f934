// Options of quizzes and surveys: radios (one answer) or checkboxes (several), as text rows or
// picture tiles. A real fieldset, so the question is the group's name for screen readers.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { ChallengeOption } from '@contract/challenges';
import { imageUrl } from '@/lib/image-url';
import choices from './choice-list.module.css';
import styles from './widgets.module.css';

interface Props {
  legend: string;
  options: ChallengeOption[];
  multiple: boolean;
  selected: number[];
  onChange: (selected: number[]) => void;
  pictures?: boolean;
  /** Most options that may be chosen (multiple only); the others are disabled once it is reached. */
  max?: number;
  disabled?: boolean;
  hint?: string;
}

export function ChoiceList({ legend, options, multiple, selected, onChange, pictures = false, max, disabled, hint }: Props) {
  const name = useId();
  const hintId = `${name}-hint`;
  const full = multiple && max !== undefined && selected.length >= max;
  const toggle = (id: number, checked: boolean) => {
    if (!multiple) onChange([id]);
    else onChange(checked ? [...selected, id] : selected.filter((s) => s !== id));
  };
  return (
    <fieldset className={choices.fieldset} disabled={disabled} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={pictures ? choices.tiles : choices.rows}>
        {options.map((option, index) => {
          const checked = selected.includes(option.id);
          const text = option.text ?? '';
          return (
            <label key={option.id} className={pictures ? choices.tile : choices.row} data-checked={checked || undefined}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.id}
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => toggle(option.id, event.target.checked)}
                className={choices.nativeInput}
              />
              {pictures && option.image_id ? (
                <img className={choices.tileImage} src={imageUrl(option.image_id, 300, 300)} alt="" width={150} height={150} loading="lazy" />
              ) : null}
              <span className={choices.choice}>
                <span className={multiple ? choices.checkMark : choices.radioMark} aria-hidden="true" />
                <span className={choices.choiceText}>{text || <Trans>Option {index + 1}</Trans>}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
