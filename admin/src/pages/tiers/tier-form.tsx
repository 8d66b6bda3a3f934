// Writing or editing a tier: its name and benefits in every language of the programme, a picture per
// language (the default language's stands in for a language without one), the points that reach it
// and the multiplier on earnings, with a preview of what members see in each language.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ImagePicker } from '../../ui/image-picker';
import { languageName } from '../../format';
import { TierPreview } from './tier-preview';
import type { ConsoleTier, TierBody } from './types';

interface Props {
  languages: string[];
  tier?: ConsoleTier;
  busy: boolean;
  onSave: (body: TierBody) => void;
}

export function TierForm({ languages, tier, busy, onSave }: Props) {
  const { t, i18n } = useLingui();
  const texts = (from?: Record<string, string>) => Object.fromEntries(languages.map((lang) => [lang, from?.[lang] ?? '']));
  const [name, setName] = useState<Record<string, string>>(texts(tier?.name));
  const [benefits, setBenefits] = useState<Record<string, string>>(texts(tier?.benefits));
  const [pictures, setPictures] = useState<Record<string, number>>(tier?.pictures ?? {});
  const [threshold, setThreshold] = useState(tier?.threshold ?? 1000);
  const [multiplier, setMultiplier] = useState(tier?.multiplier ?? 1);
  const base = tier?.is_base ?? false;
  const body: TierBody = { name, benefits, pictures, threshold, multiplier };
  const setPicture = (lang: string, id: number | null) =>
    setPictures((all) => {
      const next = { ...all };
      if (id === null) delete next[lang];
      else next[lang] = id;
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(body);
  };

  return (
    <div className="tier-editor">
      <form onSubmit={submit} className="tier-form stack">
        {languages.map((lang) => (
          <fieldset key={lang} className="card language" lang={lang}>
            <legend>{languageName(lang, i18n.locale)}</legend>
            <label>
              {t`Name`}
              <input type="text" required maxLength={60} value={name[lang]} onInput={(e) => setName({ ...name, [lang]: e.currentTarget.value })} />
            </label>
            <label>
              {t`Benefits (what members of this tier get)`}
              <textarea rows={3} maxLength={1000} value={benefits[lang]} onInput={(e) => setBenefits({ ...benefits, [lang]: e.currentTarget.value })} />
            </label>
            <ImagePicker label={t`Picture of the tier (${lang})`} shape="square" imageId={pictures[lang] ?? null} onChange={(id) => setPicture(lang, id)} />
          </fieldset>
        ))}
        <div className="card stack">
          <label>
            <Trans>Points needed in the window</Trans>
            <input type="number" min={base ? 0 : 1} max={100_000_000} required disabled={base} value={threshold} onInput={(e) => setThreshold(Number(e.currentTarget.value))} />
          </label>
          {base && <p className="hint"><Trans>The base tier always needs 0 points: every member is at least in it.</Trans></p>}
          <label>
            <Trans>Earning multiplier (1 = no bonus, 1.25 = 25% more points; rounded down)</Trans>
            <input type="number" min={1} max={10} step={0.01} required value={multiplier} onInput={(e) => setMultiplier(Number(e.currentTarget.value))} />
          </label>
          <p className="hint"><Trans>The multiplier applies to points members earn (challenges, awards, purchases, codes, referrals and the sign-up bonus), never to transfers.</Trans></p>
        </div>
        <div className="actions">
          <button type="submit" disabled={busy}>{tier ? t`Save the tier` : t`Add the tier`}</button>
        </div>
      </form>
      <section className="card tier-previews" aria-labelledby="tier-preview-title">
        <h2 id="tier-preview-title"><Trans>Preview</Trans></h2>
        {languages.map((lang) => <TierPreview key={lang} body={body} lang={lang} defaultLanguage={languages[0]!} />)}
      </section>
    </div>
  );
}
