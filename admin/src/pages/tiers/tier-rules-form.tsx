// The programme's tier rules: which points count (the last N days, or the calendar year), how many
// days a member keeps a tier after a window they did not qualify in, and whether a review drops one
// tier at most.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { TierRules } from './types';

export function TierRulesForm({ rules, busy, onSave }: { rules: TierRules; busy: boolean; onSave: (rules: TierRules) => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(rules);
  const set = <K extends keyof TierRules>(key: K, value: TierRules[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };
  return (
    <form className="card stack tier-rules" onSubmit={submit} aria-labelledby="tier-rules-title">
      <h2 id="tier-rules-title"><Trans>Rules</Trans></h2>
      <fieldset className="choice">
        <legend><Trans>Which points count towards a tier</Trans></legend>
        <label>
          <input type="radio" name="window" checked={draft.window_kind === 'rolling'} onChange={() => set('window_kind', 'rolling')} />{' '}
          <Trans>Points earned in the last days (a rolling window)</Trans>
        </label>
        <label>
          <input type="radio" name="window" checked={draft.window_kind === 'calendar_year'} onChange={() => set('window_kind', 'calendar_year')} />{' '}
          <Trans>Points earned in the calendar year</Trans>
        </label>
      </fieldset>
      {draft.window_kind === 'rolling' && (
        <label>
          <Trans>Days in the window</Trans>
          <input type="number" min={7} max={1095} required value={draft.window_days} onInput={(e) => set('window_days', Number(e.currentTarget.value))} />
        </label>
      )}
      <label>
        <Trans>Grace days: a member keeps the tier this long after a window they did not qualify in</Trans>
        <input type="number" min={0} max={365} required value={draft.grace_days} onInput={(e) => set('grace_days', Number(e.currentTarget.value))} />
      </label>
      <label className="check">
        <input type="checkbox" checked={draft.drop_one_at_most} onChange={(e) => set('drop_one_at_most', e.currentTarget.checked)} />
        <Trans>A review drops a member by one tier at most</Trans>
      </label>
      <p className="hint">
        <Trans>Members move up the moment their points reach a tier. They move down only when their tier's window ends (reviewed every day), after the grace days.</Trans>
      </p>
      <div className="actions">
        <button type="submit" disabled={busy}>{t`Save the rules`}</button>
      </div>
    </form>
  );
}
