// Each challenge's funnel, all time: seen, accepted, completed as bars, and the table with the share
// of those who saw it that completed it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../format';
import { BarChart } from './bar-chart';
import { COLORS } from './points-report';
import type { FunnelReportRow } from './types';

export function FunnelReport({ challenges }: { challenges: FunnelReportRow[] }) {
  const { t, i18n } = useLingui();
  const { number } = useFormat();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });
  if (!challenges.length) return <p><Trans>There are no active challenges yet.</Trans></p>;
  return (
    <>
      <BarChart
        title={t`Challenge funnels`}
        description={t`For each challenge, bars for members who saw, accepted and completed it; the figures are in the table below.`}
        rows={challenges.map((c) => c.name)}
        series={[
          { label: t`Seen`, color: COLORS.seen, values: challenges.map((c) => c.seen) },
          { label: t`Accepted`, color: COLORS.accepted, values: challenges.map((c) => c.accepted) },
          { label: t`Completed`, color: COLORS.completed, values: challenges.map((c) => c.completed) },
        ]}
      />
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden"><Trans>Challenge funnels</Trans></caption>
          <thead>
            <tr>
              <th scope="col"><Trans>Challenge</Trans></th>
              <th scope="col" className="num"><Trans>Seen</Trans></th>
              <th scope="col" className="num"><Trans>Accepted</Trans></th>
              <th scope="col" className="num"><Trans>Completed</Trans></th>
              <th scope="col" className="num"><Trans>Completion rate</Trans></th>
            </tr>
          </thead>
          <tbody>
            {challenges.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.name}</th>
                <td className="num">{number(c.seen)}</td>
                <td className="num">{number(c.accepted)}</td>
                <td className="num">{number(c.completed)}</td>
                <td className="num">{c.seen ? percent.format(c.completed / c.seen) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
