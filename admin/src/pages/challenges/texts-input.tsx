// One text in every language of the programme: a labelled input (or text area) per language.
import { useLingui } from '@lingui/react/macro';
import { LANGUAGES } from '../../i18n';
import type { Texts } from './draft';
import { FieldProblems } from '../../ui/field-problems';

interface Props {
  label: string;
  languages: string[];
  value: Texts;
  onChange: (value: Texts) => void;
  /** The default language's text is required. */
  required?: string;
  multiline?: boolean;
  maxLength: number;
  problems?: string[];
  name: string;
}

export const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code.toUpperCase();

export function TextsInput({ label, languages, value, onChange, required, multiline, maxLength, problems, name }: Props) {
  const { t } = useLingui();
  const problemId = `${name}-problems`;
  return (
    <fieldset className="texts">
      <legend>{label}</legend>
      {languages.map((lang) => {
        const props = {
          value: value[lang] ?? '',
          maxLength,
          required: lang === required,
          lang,
          name: `${name}.${lang}`,
          'aria-invalid': problems?.length ? true : undefined,
          'aria-describedby': problems?.length ? problemId : undefined,
          onInput: (e: { currentTarget: { value: string } }) => onChange({ ...value, [lang]: e.currentTarget.value }),
        };
        return (
          <label key={lang}>
            <span>
              {languageName(lang)}
              {lang === required ? <span className="required"> {t`(required)`}</span> : null}
            </span>
            {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
          </label>
        );
      })}
      <FieldProblems id={problemId} problems={problems} />
    </fieldset>
  );
}
