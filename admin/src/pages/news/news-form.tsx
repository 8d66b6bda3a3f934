// Writing or editing a news item: title, intro and text in every language of the programme, a
// picture, whether the dashboard promotes it, and when it is published (now, or at a time: members
// are told by push when it is).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ImagePicker } from '../../ui/image-picker';
import { SegmentPicker } from '../segments/segment-picker';
import { languageName } from '../../format';
import { bodyHtml, localInput } from './texts';
import type { NewsBody, NewsEntry } from './types';

type Texts = Record<string, string>;
const FIELDS = ['title', 'intro', 'body'] as const;
type Field = (typeof FIELDS)[number];

interface Props {
  languages: string[];
  entry?: NewsEntry;
  busy: boolean;
  onSave: (body: NewsBody) => void;
}

const LIMITS: Record<Field, number> = { title: 200, intro: 1000, body: 50_000 };

export function NewsForm({ languages, entry, busy, onSave }: Props) {
  const { t, i18n } = useLingui();
  const initial = (field: Field): Texts => Object.fromEntries(languages.map((lang) => [lang, entry?.[field][lang] ?? '']));
  const [texts, setTexts] = useState<Record<Field, Texts>>({ title: initial('title'), intro: initial('intro'), body: initial('body') });
  const [imageId, setImageId] = useState<number | null>(entry?.image_id ?? null);
  const [promoted, setPromoted] = useState(entry?.promoted ?? false);
  const [segmentId, setSegmentId] = useState<number | null>(entry?.segment_id ?? null);
  const [when, setWhen] = useState<'now' | 'at'>(entry ? 'at' : 'now');
  const [at, setAt] = useState(entry ? localInput(entry.published_at) : '');
  const labels: Record<Field, string> = { title: t`Title`, intro: t`Intro (shown in the list and the push)`, body: t`Text` };

  const set = (field: Field, lang: string, value: string) => setTexts((all) => ({ ...all, [field]: { ...all[field], [lang]: value } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({
      title: texts.title,
      intro: texts.intro,
      body: Object.fromEntries(languages.map((lang) => [lang, bodyHtml(texts.body[lang] ?? '')])),
      image_id: imageId,
      promoted,
      segment_id: segmentId,
      published_at: when === 'now' ? new Date().toISOString() : new Date(at).toISOString(),
    });
  };

  return (
    <form onSubmit={submit} className="news-form stack">
      {languages.map((lang) => (
        <fieldset key={lang} className="card language" lang={lang}>
          <legend>{languageName(lang, i18n.locale)}</legend>
          {FIELDS.map((field) => (
            <label key={field}>
              {labels[field]}
              {field === 'title' ? (
                <input type="text" required maxLength={LIMITS.title} value={texts.title[lang]} onInput={(e) => set('title', lang, e.currentTarget.value)} />
              ) : (
                <textarea
                  required
                  rows={field === 'body' ? 8 : 3}
                  maxLength={LIMITS[field]}
                  value={texts[field][lang]}
                  onInput={(e) => set(field, lang, e.currentTarget.value)}
                />
              )}
            </label>
          ))}
        </fieldset>
      ))}
      <p className="hint"><Trans>In the text, a blank line starts a new paragraph. HTML such as &lt;p&gt;, &lt;a href&gt;, &lt;strong&gt; and lists also works.</Trans></p>
      <div className="card stack">
        <ImagePicker label={t`Picture of the news item`} imageId={imageId} onChange={setImageId} />
        <label className="check">
          <input type="checkbox" checked={promoted} onChange={(e) => setPromoted(e.currentTarget.checked)} />
          <Trans>Promote it on the members' dashboard</Trans>
        </label>
        <SegmentPicker value={segmentId} onChange={setSegmentId} />
        <fieldset className="choice">
          <legend><Trans>Publication</Trans></legend>
          <label><input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} /> <Trans>Publish now</Trans></label>
          <label><input type="radio" name="when" checked={when === 'at'} onChange={() => setWhen('at')} /> <Trans>At a time</Trans></label>
        </fieldset>
        {when === 'at' && (
          <label>
            <Trans>Publication time (your time zone)</Trans>
            <input type="datetime-local" required value={at} onInput={(e) => setAt(e.currentTarget.value)} />
          </label>
        )}
        <p className="hint"><Trans>Members are told by push when the item is published; an item published later stays hidden until then.</Trans></p>
      </div>
      <div className="actions">
        <button type="submit" disabled={busy}>{entry ? t`Save the news item` : when === 'now' ? t`Publish` : t`Schedule`}</button>
      </div>
    </form>
  );
}
