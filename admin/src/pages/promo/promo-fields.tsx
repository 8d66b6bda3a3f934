// What a promo code gives and when: points, single or multi use, and an optional validity window.
import { Trans, useLingui } from '@lingui/react/macro';
import { fromLocalInput, toLocalInput } from '../catalogue/dates';
import type { ConsolePromoCode } from '../catalogue/types';

export interface PromoDraft {
  points: string;
  multi_use: boolean;
  valid_from: string;
  valid_till: string;
}

export const emptyPromo: PromoDraft = { points: '', multi_use: false, valid_from: '', valid_till: '' };

export const promoDraftOf = (p: ConsolePromoCode): PromoDraft => ({
  points: String(p.points),
  multi_use: p.multi_use,
  valid_from: toLocalInput(p.valid_from),
  valid_till: toLocalInput(p.valid_till),
});

export const promoBody = (d: PromoDraft) => ({
  points: Math.trunc(Number(d.points)),
  multi_use: d.multi_use,
  valid_from: fromLocalInput(d.valid_from),
  valid_till: fromLocalInput(d.valid_till),
});

export function PromoFields({ draft, onChange }: { draft: PromoDraft; onChange: (d: PromoDraft) => void }) {
  const { t } = useLingui();
  const set = <K extends keyof PromoDraft>(key: K, value: PromoDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <>
      <label>
        <Trans>Points it gives</Trans>
        <input type="number" inputMode="numeric" min={1} max={1000000} step={1} required value={draft.points} onInput={(e) => set('points', e.currentTarget.value)} />
      </label>
      <fieldset className="choice">
        <legend><Trans>Who may use it</Trans></legend>
        <label><input type="radio" name="multi_use" checked={!draft.multi_use} onChange={() => set('multi_use', false)} /> {t`One member only (single use)`}</label>
        <label><input type="radio" name="multi_use" checked={draft.multi_use} onChange={() => set('multi_use', true)} /> {t`Every member once (multi use)`}</label>
      </fieldset>
      <div className="grid-2">
        <label>
          <Trans>Valid from (empty: at once)</Trans>
          <input type="datetime-local" value={draft.valid_from} onInput={(e) => set('valid_from', e.currentTarget.value)} />
        </label>
        <label>
          <Trans>Valid until (empty: no end)</Trans>
          <input type="datetime-local" value={draft.valid_till} onInput={(e) => set('valid_till', e.currentTarget.value)} />
        </label>
      </div>
    </>
  );
}

/** Where the code stands now, in words. */
export function usePromoState() {
  const { t } = useLingui();
  return (p: ConsolePromoCode): { words: string; on: boolean } => {
    const now = Date.now();
    if (p.valid_from && new Date(p.valid_from).getTime() > now) return { words: t`Not started`, on: false };
    if (p.valid_till && new Date(p.valid_till).getTime() <= now) return { words: t`Ended`, on: false };
    if (!p.multi_use && p.uses > 0) return { words: t`Used up`, on: false };
    return { words: t`Valid`, on: true };
  };
}
