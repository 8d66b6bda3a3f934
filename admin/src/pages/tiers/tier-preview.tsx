// How a member sees the tier in the app, in one language: its picture, name, multiplier, benefits
// and a bar halfway to it from the tier below.
import { Trans, useLingui } from '@lingui/react/macro';
import { imageSrc } from '../../ui/image-picker';
import { languageName } from '../../format';
import type { TierBody } from './types';

export function TierPreview({ body, lang, defaultLanguage }: { body: TierBody; lang: string; defaultLanguage: string }) {
  const { i18n } = useLingui();
  const picture = body.pictures?.[lang] ?? body.pictures?.[defaultLanguage] ?? null;
  const name = body.name[lang] || body.name[defaultLanguage] || '—';
  const benefits = body.benefits?.[lang] || body.benefits?.[defaultLanguage] || '';
  const multiplier = i18n.number(body.multiplier, { maximumFractionDigits: 2 });
  const threshold = i18n.number(body.threshold);
  return (
    <figure className="tier-preview" lang={lang} data-testid={`tier-preview-${lang}`}>
      <figcaption>{languageName(lang, i18n.locale)}</figcaption>
      <div className="tier-preview-head">
        {picture ? <img src={imageSrc(picture, 'square')} alt="" width={48} height={48} /> : <span className="tier-preview-badge" aria-hidden="true">★</span>}
        <strong>{name}</strong>
        {body.multiplier > 1 && <span className="tag">×{multiplier}</span>}
      </div>
      <div className="tier-preview-bar" aria-hidden="true"><span /></div>
      <p className="hint"><Trans>From {threshold} points in the window.</Trans></p>
      {benefits && <p>{benefits}</p>}
    </figure>
  );
}
