// Each challenge's funnel, all time: seen, accepted, completed as bars, and the table with the share
// of those who saw it that completed it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../format';
import { TableScroll } from '../../ui/table-scroll';
import { BarChart } from './bar-chart';
import { COLORS } from './points-report';
import type { FunnelReportRow } from './types';

const CHARTED = 12;

export function FunnelReport({ challenges }: { challenges: FunnelReportRow[] }) {
  const { t, i18n } = useLingui();
  const { number } = useFormat();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });
  if (!challenges.length) return <p><Trans>There are no active challenges yet.</Trans></p>;
  // The chart shows the challenges members met, most seen first (a dozen at most); the table has them all.
  const charted = challenges.filter((c) => c.seen > 0).sort((a, b) => b.seen - a.seen).slice(0, CHARTED);
  return (
    <>
      {charted.length > 0 && (
        <BarChart
          title={t`Challenge funnels`}
          description={t`For the most seen challenges, bars for members who saw, accepted and completed each; every challenge's figures are in the table below.`}
          rows={charted.map((c) => c.name)}
          series={[
            { label: t`Seen`, color: COLORS.seen, values: charted.map((c) => c.seen) },
            { label: t`Accepted`, color: COLORS.accepted, values: charted.map((c) => c.accepted) },
            { label: t`Completed`, color: COLORS.completed, values: charted.map((c) => c.completed) },
          ]}
        />
      )}
      <TableScroll label={t`Challenge funnels, table`}>
        <table className="report-table">
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
      </TableScroll>
    </>
  );
}
