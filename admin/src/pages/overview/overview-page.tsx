// The programme at a glance (admins): members, points and their liability, a per-day series, each
// challenge's funnel and redemptions per prize, over a period kept in the URL (presets or from/to).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type FormEvent } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { useFormat } from '../../format';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { FunnelTable } from '../../ui/stats/funnel-table';
import { PrizeTable } from '../../ui/stats/prize-table';
import { periodOf, presetOf, presetPeriod, PRESETS, type Period, type Preset } from './period';
import { TimeSeriesChart, type Series } from './time-series-chart';
import type { Overview } from './types';
import './overview.css';
import { useNavigate, useSearch } from '@tanstack/react-router';

const ISSUED = '#3b2bb8';
const REDEEMED = '#b3261e';
const JOINED = '#1d6b3a';

function Figures({ overview }: { overview: Overview }) {
  const { number } = useFormat();
  const { members, points } = overview;
  const figures = [
    { label: <Trans>Members</Trans>, value: members.total },
    { label: <Trans>New in the last 7 days</Trans>, value: members.new_this_week },
    { label: <Trans>Active in the last 30 days</Trans>, value: members.active_30_days },
    { label: <Trans>New in the period</Trans>, value: members.new_in_period },
    { label: <Trans>Points issued in the period</Trans>, value: points.issued },
    { label: <Trans>Points redeemed in the period</Trans>, value: points.redeemed },
    { label: <Trans>Points outstanding (all balances)</Trans>, value: points.outstanding },
  ];
  return (
    <dl className="figures">
      {figures.map((f, i) => (
        <div key={i}>
          <dt>{f.label}</dt>
          <dd>{number(f.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Charts({ overview }: { overview: Overview }) {
  const { t } = useLingui();
  const days = useMemo(() => overview.series.map((d) => d.day), [overview]);
  const points: Series[] = useMemo(
    () => [
      { label: t`Issued`, color: ISSUED, values: overview.series.map((d) => d.issued) },
      { label: t`Redeemed`, color: REDEEMED, values: overview.series.map((d) => d.redeemed) },
    ],
    [overview, t],
  );
  const joined: Series[] = useMemo(() => [{ label: t`New members`, color: JOINED, values: overview.series.map((d) => d.new_members) }], [overview, t]);
  return (
    <div className="charts">
      <TimeSeriesChart title={t`Points issued and redeemed per day`} days={days} series={points} />
      <TimeSeriesChart title={t`New members per day`} days={days} series={joined} />
    </div>
  );
}

function PeriodForm({ period }: { period: Period }) {
  const { t } = useLingui();
  const current = presetOf(period);
  const labels: Record<Preset, string> = { '7': t`7 days`, '30': t`30 days`, '90': t`90 days`, month: t`This month` };
  const navigate = useNavigate();
  const go = (p: Period) => void navigate({ to: '/overview', search: { from: p.from, to: p.to } });
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    go({ from: String(data.get('from')), to: String(data.get('to')) });
  };
  return (
    <div className="period">
      <div role="group" aria-label={t`Period`} className="presets">
        {PRESETS.map((p) => (
          <button key={p} type="button" className={current === p ? undefined : 'secondary'} aria-pressed={current === p} onClick={() => go(presetPeriod(p))}>
            {labels[p]}
          </button>
        ))}
      </div>
      <form onSubmit={apply} className="period-form" key={`${period.from}-${period.to}`}>
        <label>
          <Trans>From</Trans>
          <input name="from" type="date" required defaultValue={period.from} max={period.to} />
        </label>
        <label>
          <Trans>To</Trans>
          <input name="to" type="date" required defaultValue={period.to} />
        </label>
        <button type="submit" className="secondary"><Trans>Show</Trans></button>
      </form>
    </div>
  );
}

export function OverviewPage() {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  const period = periodOf(new URLSearchParams(useSearch({ from: '/overview' })));
  const overview = useQuery({
    queryKey: ['overview', period.from, period.to, i18n.locale],
    // In the console's language: challenge and prize names come translated.
    queryFn: () => send('GET /overview', { query: { from: period.from, to: period.to, lang: i18n.locale } }),
    placeholderData: keepPreviousData,
  });
  const dayText = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const from = dayText(period.from);
  const to = dayText(period.to);
  return (
    <>
      <PageTitle><Trans>Overview</Trans></PageTitle>
      <PeriodForm period={period} />
      <p className="hint">
        <Trans>From {from} to {to}, both included. Days are counted in UTC.</Trans>
      </p>
      {overview.isError && <Notice kind="error">{errorText(overview.error)}</Notice>}
      {overview.data && (
        <div aria-busy={overview.isFetching}>
          <section aria-labelledby="overview-figures" className="card">
            <h2 id="overview-figures"><Trans>Members and points</Trans></h2>
            <Figures overview={overview.data} />
          </section>
          <section aria-labelledby="overview-days" className="card">
            <h2 id="overview-days"><Trans>Day by day</Trans></h2>
            <Charts overview={overview.data} />
          </section>
          <section aria-labelledby="overview-funnel" className="card">
            <h2 id="overview-funnel"><Trans>Challenge funnel</Trans></h2>
            <p className="hint">
              <Trans>All time. Seen counts members who accepted a challenge or put it aside; the app does not record mere views.</Trans>
            </p>
            <FunnelTable challenges={overview.data.challenges} bars />
          </section>
          <section aria-labelledby="overview-prizes" className="card">
            <h2 id="overview-prizes"><Trans>Redemptions per prize</Trans></h2>
            <PrizeTable prizes={overview.data.prizes} bars />
          </section>
        </div>
      )}
    </>
  );
}
