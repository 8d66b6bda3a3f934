// The prize's fields: texts per language, price and category, what its reward code looks like, picture,
// and whether it is shown. A new prize also sets its first stock; later the stock changes on its own.
import { Trans, useLingui } from '@lingui/react/macro';
import { SegmentPicker } from '../segments/segment-picker';
import type { FormEvent, ReactNode } from 'react';
import { ImagePicker } from '../../ui/image-picker';
import { shownText, TextsFields } from '../catalogue/texts-fields';
import { BARCODE_TYPES } from '@contract/barcode-types';
import type { CodeMedia, ConsoleCategory, Texts } from '../catalogue/types';

export interface PrizeDraft {
  category_id: number | null;
  name: Texts;
  description: Texts;
  image_id: number | null;
  value: string;
  code_media: CodeMedia;
  barcode_type: (typeof BARCODE_TYPES)[number];
  valid_days: string;
  redeemable: boolean;
  active: boolean;
  segment_id: number | null;
}

export const emptyPrize: PrizeDraft = {
  category_id: null,
  name: {},
  description: {},
  image_id: null,
  value: '',
  code_media: 'code_barcode',
  barcode_type: 'QRCODE',
  valid_days: '30',
  redeemable: true,
  active: true,
  segment_id: null,
};

export const prizeBody = (d: PrizeDraft) => ({ ...d, value: Math.trunc(Number(d.value)), valid_days: Math.trunc(Number(d.valid_days)) });

interface Props {
  draft: PrizeDraft;
  onChange: (draft: PrizeDraft) => void;
  languages: readonly string[];
  categories: ConsoleCategory[];
  onSubmit: () => void;
  busy: boolean;
  submitLabel: string;
  children?: ReactNode;
}

export function PrizeForm({ draft, onChange, languages, categories, onSubmit, busy, submitLabel, children }: Props) {
  const { t, i18n } = useLingui();
  const set = <K extends keyof PrizeDraft>(key: K, value: PrizeDraft[K]) => onChange({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const media: [CodeMedia, string][] = [
    ['code_barcode', t`Code and barcode`],
    ['barcode', t`Barcode only`],
    ['code', t`Code only`],
  ];
  return (
    <form onSubmit={submit} className="stack card">
      <TextsFields legend={t`Prize name`} languages={languages} value={draft.name} onChange={(v) => set('name', v)} maxLength={200} />
      <TextsFields
        legend={t`Description`}
        languages={languages}
        value={draft.description}
        onChange={(v) => set('description', v)}
        multiline
        required={false}
        maxLength={5000}
        hint={t`Simple HTML such as <p>, <b> and links is kept; anything else is removed when you save.`}
      />
      <div className="grid-2">
        <label>
          <Trans>Price in points</Trans>
          <input type="number" inputMode="numeric" min={1} max={10000000} step={1} required value={draft.value} onInput={(e) => set('value', e.currentTarget.value)} />
        </label>
        <label>
          <Trans>Category</Trans>
          <select value={draft.category_id ?? ''} onChange={(e) => set('category_id', e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
            <option value="">{t`No category`}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>{shownText(c.name, i18n.locale)}</option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="group">
        <legend><Trans>Reward code</Trans></legend>
        <fieldset className="choice">
          <legend><Trans>The member's reward shows</Trans></legend>
          {media.map(([value, label]) => (
            <label key={value}><input type="radio" name="code_media" checked={draft.code_media === value} onChange={() => set('code_media', value)} /> {label}</label>
          ))}
        </fieldset>
        <div className="grid-2">
          <label>
            <Trans>Barcode symbol</Trans>
            <select value={draft.barcode_type} disabled={draft.code_media === 'code'} onChange={(e) => set('barcode_type', e.currentTarget.value as PrizeDraft['barcode_type'])}>
              {BARCODE_TYPES.map((type) => <option key={type} value={type}>{type === 'QRCODE' ? 'QR' : type}</option>)}
            </select>
          </label>
          <label>
            <Trans>Valid for days after redeeming (0: no end)</Trans>
            <input type="number" inputMode="numeric" min={0} max={3650} step={1} required value={draft.valid_days} onInput={(e) => set('valid_days', e.currentTarget.value)} />
          </label>
        </div>
      </fieldset>
      <ImagePicker label={t`Picture of the prize`} shape="square" imageId={draft.image_id} onChange={(id) => set('image_id', id)} />
      {children}
      <fieldset className="group">
        <legend><Trans>In the app</Trans></legend>
        <SegmentPicker value={draft.segment_id} onChange={(id) => set('segment_id', id)} />
        <label className="check"><input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.currentTarget.checked)} /> <Trans>Shown to members</Trans></label>
        <label className="check"><input type="checkbox" checked={draft.redeemable} onChange={(e) => set('redeemable', e.currentTarget.checked)} /> <Trans>Can be bought with points (otherwise only challenges give it)</Trans></label>
      </fieldset>
      <div className="actions">
        <button type="submit" disabled={busy}>{submitLabel}</button>
      </div>
    </form>
  );
}
