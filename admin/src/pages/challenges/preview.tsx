// The live preview: the draft rendered by the member's own widget, in the member's language and the
// app's design tokens. Nothing is sent: an answer only shows here what the member would be told.
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { useEffect, useRef, useState } from 'react';
import '../../../../src/styles/tokens.css';
import type { Challenge } from '@contract/challenges';
import type { ChallengeAnswers, ChallengeType } from '@contract/challenge-answers';
import { ChallengeWidget } from '../../../../src/features/challenges/widgets/challenge-widget';
import type { FormState } from './draft';
import { TYPE_FIELDS } from './fields';
import { imageSrc } from '../../ui/image-picker';
import { languageName } from './texts-input';
import { customerI18n, PREVIEW_LANGUAGES } from './customer-i18n';

function previewChallenge(form: FormState, lang: string, fallback: string): Challenge {
  const text = (texts: Record<string, string> | undefined) => texts?.[lang] || texts?.[fallback] || '';
  const fields = TYPE_FIELDS[form.type];
  const customData: Record<string, unknown> = { ...form.otherCustomData };
  for (const key of fields.texts ?? []) customData[key] = text(form.texts[key]);
  for (const key of fields.plain ?? []) customData[key] = form.plain[key] ?? '';
  for (const key of fields.numbers ?? []) {
    const n = Number(form.numbers[key]);
    if (form.numbers[key] && Number.isInteger(n)) customData[key.split('.')[1]!] = n;
  }
  if (fields.options) {
    customData.options = form.options.map((o, i) => ({ id: i + 1, ...(text(o.text) ? { text: text(o.text) } : {}), ...(o.imageId ? { image_id: o.imageId } : {}) }));
  }
  return {
    id: 0,
    name: text(form.name),
    description: text(form.description),
    type: form.type,
    image_id: form.imageId,
    image_large_id: form.imageId,
    points: Number(form.points) || 0,
    points_multiple_text: null,
    reward_type: form.reward,
    prize_id: form.prizeId ? Number(form.prizeId) : null,
    tags: [],
    accepted: true,
    start_time: null,
    end_time: null,
    custom_data: customData,
    can_hide: form.canHide,
    challenge_owner_id: null,
    challenge_owner_name: null,
    challenge_owner_email: null,
    progress_dividend: fields.family === 'event' || form.type === 'user_invitation' ? 0 : null,
    progress_divisor: fields.family === 'event' || form.type === 'user_invitation' ? Number(form.numbers['rules.required_count'] ?? form.numbers['rules.target_quantity'] ?? form.numbers['rules.required_invitations'] ?? 1) || 1 : null,
    state: 'default',
    failure_delay_days: Number(form.failureDelayDays) || 0,
    achievement_id: null,
    sort_order: 0,
  };
}

export function Preview({ form, languages, defaultLanguage }: { form: FormState; languages: string[]; defaultLanguage: string }) {
  const { t } = useLingui();
  const choices = languages.filter((l) => PREVIEW_LANGUAGES.includes(l));
  const [lang, setLang] = useState(choices[0] ?? 'en');
  const [i18n, setI18n] = useState<I18n | null>(null);
  const [outcome, setOutcome] = useState<{ type: ChallengeType; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    void customerI18n(lang).then((loaded) => live && setI18n(loaded));
    return () => {
      live = false;
    };
  }, [lang]);

  // A link of the member's app in the widget (to the profile's social page) is shown, not followed.
  const phone = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const stayHere = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href^="/"]')) event.preventDefault();
    };
    const element = phone.current;
    element?.addEventListener('click', stayHere, true);
    return () => element?.removeEventListener('click', stayHere, true);
  }, []);

  const challenge = previewChallenge(form, lang, defaultLanguage);
  const fields = TYPE_FIELDS[form.type];
  const answered = (answer: ChallengeAnswers[ChallengeType]) => {
    const chosen = 'option_id' in answer ? form.options[answer.option_id - 1] : undefined;
    if (fields.correct && chosen && !chosen.correct) {
      const days = challenge.failure_delay_days;
      setOutcome({ type: form.type, text: t`A member choosing this answer would be told it is wrong, and could try again in ${days} days.` });
    } else if (form.reward === 'prize') setOutcome({ type: form.type, text: t`A member answering so would complete the challenge and get the prize.` });
    else {
      const points = challenge.points;
      setOutcome({ type: form.type, text: t`A member answering so would complete the challenge and collect ${points} points.` });
    }
    return Promise.resolve(null);
  };

  return (
    <section className="preview" aria-labelledby="preview-title">
      <div className="preview-head">
        <h2 id="preview-title">
          <Trans>Preview</Trans>
        </h2>
        <label className="inline">
          <Trans>Member's language</Trans>
          <select value={lang} onChange={(e) => setLang(e.currentTarget.value)}>
            {choices.map((l) => (
              <option key={l} value={l}>
                {languageName(l)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="hint">
        <Trans>What a member sees. Answers here are not sent anywhere.</Trans>
      </p>
      <div className="phone" lang={lang} ref={phone}>
        {challenge.image_id ? <img className="phone-image" src={imageSrc(challenge.image_id)} alt="" /> : null}
        <div className="phone-body">
          <p className="phone-reward">{form.reward === 'prize' ? <Trans>Prize</Trans> : <Trans>{challenge.points} points</Trans>}</p>
          <h3 className="phone-title">{challenge.name || <Trans>(no name yet)</Trans>}</h3>
          {challenge.description ? <p className="phone-description">{challenge.description}</p> : null}
          {i18n ? (
            <I18nProvider i18n={i18n}>
              <ChallengeWidget key={`${form.type}-${lang}`} challenge={challenge} busy={false} error={null} onAnswer={answered} />
            </I18nProvider>
          ) : null}
        </div>
      </div>
      <p className="preview-outcome" role="status">
        {outcome?.type === form.type ? outcome.text : null}
      </p>
    </section>
  );
}
