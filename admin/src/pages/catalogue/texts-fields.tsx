// One field's text in every language the programme supports, each with its own label.
import { useLingui } from '@lingui/react/macro';
import { LANGUAGES } from '../../i18n';
import type { Texts } from './types';

interface Props {
  legend: string;
  languages: readonly string[];
  value: Texts;
  onChange: (value: Texts) => void;
  multiline?: boolean;
  /** Lines a multi-line field shows. */
  rows?: number;
  required?: boolean;
  maxLength: number;
  hint?: string;
}

export const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code.toUpperCase();

/** The text in the console's language, else the first one there is. */
export const shownText = (texts: Texts, locale: string) => texts[locale] || Object.values(texts).find(Boolean) || '—';

export function TextsFields({ legend, languages, value, onChange, multiline, rows = 6, required = true, maxLength, hint }: Props) {
  const { t } = useLingui();
  const id = legend.replace(/\W+/g, '-').toLowerCase();
  return (
    <fieldset className="texts">
      <legend>{legend}</legend>
      {hint && <p className="hint" id={`${id}-hint`}>{hint}</p>}
      {languages.map((lang) => {
        const props = {
          value: value[lang] ?? '',
          required,
          maxLength,
          lang,
          'aria-describedby': hint ? `${id}-hint` : undefined,
          onInput: (e: { currentTarget: { value: string } }) => onChange({ ...value, [lang]: e.currentTarget.value }),
        };
        return (
          <label key={lang}>
            <span>
              {languageName(lang)}
              <span className="visually-hidden"> — {legend}</span>
              {!required && <span className="optional"> {t`(optional)`}</span>}
            </span>
            {multiline ? <textarea rows={rows} {...props} /> : <input type="text" {...props} />}
          </label>
        );
      })}
    </fieldset>
  );
}
