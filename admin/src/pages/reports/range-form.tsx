// The reports' range: presets, or a first and last month.
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { presetOfRange, presetRange, RANGE_PRESETS, type MonthRange, type RangePreset } from './month-range';

export function RangeForm({ range }: { range: MonthRange }) {
  const { t } = useLingui();
  const current = presetOfRange(range);
  const labels: Record<RangePreset, string> = { '12': t`Last 12 months`, year: t`This year`, 'last-year': t`Last year` };
  const navigate = useNavigate();
  const go = (r: MonthRange) => void navigate({ to: '/reports', search: { from: r.from, to: r.to } });
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const [from, to] = [String(data.get('from')), String(data.get('to'))];
    go(from <= to ? { from, to } : { from: to, to: from });
  };
  return (
    <div className="period">
      <div role="group" aria-label={t`Range`} className="presets">
        {RANGE_PRESETS.map((p) => (
          <button key={p} type="button" className={current === p ? undefined : 'secondary'} aria-pressed={current === p} onClick={() => go(presetRange(p))}>
            {labels[p]}
          </button>
        ))}
      </div>
      <form onSubmit={apply} className="period-form" key={`${range.from}-${range.to}`}>
        <label>
          <Trans>First month</Trans>
          <input name="from" type="month" required pattern="\d{4}-\d{2}" defaultValue={range.from} />
        </label>
        <label>
          <Trans>Last month</Trans>
          <input name="to" type="month" required pattern="\d{4}-\d{2}" defaultValue={range.to} />
        </label>
        <button type="submit" className="secondary"><Trans>Show</Trans></button>
      </form>
    </div>
  );
}
