// Points by month: issued, redeemed and expired as columns, outstanding as its own chart, and every
// figure in a table (with what staff adjusted) that a finance team can check against the CSV.
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../format';
import { TableScroll } from '../../ui/table-scroll';
import { COLORS } from './chart-colors';
import { ColumnChart } from './column-chart';
import { monthLabel } from './month-range';
import type { Reports } from './types';
import '../../ui/stats/stats.css';

export function PointsReport({ report }: { report: Reports }) {
  const { t, i18n } = useLingui();
  const { number } = useFormat();
  const months = report.months.map((m) => monthLabel(m.month, i18n.locale));
  const opening = number(report.opening_outstanding);
  return (
    <>
      <div className="charts">
        <ColumnChart
          title={t`Points issued, redeemed and expired by month`}
          description={t`Columns per month; the figures are in the table below.`}
          categories={months}
          series={[
            { label: t`Issued`, color: COLORS.issued, values: report.months.map((m) => m.issued) },
            { label: t`Redeemed`, color: COLORS.redeemed, values: report.months.map((m) => m.redeemed) },
            { label: t({ message: 'Expired', context: 'points' }), color: COLORS.expired, values: report.months.map((m) => m.expired) },
          ]}
        />
        <ColumnChart
          title={t`Points outstanding at each month's end`}
          description={t`One column per month; the figures are in the table below.`}
          categories={months}
          series={[{ label: t`Outstanding`, color: COLORS.outstanding, values: report.months.map((m) => m.outstanding) }]}
        />
      </div>
      <p className="hint"><Trans>Outstanding before the first month: {opening}.</Trans></p>
      <TableScroll label={t`Points by month, table`}>
        <table className="stats-table">
          <caption className="visually-hidden"><Trans>Points by month</Trans></caption>
          <thead>
            <tr>
              <th scope="col"><Trans>Month</Trans></th>
              <th scope="col" className="num"><Trans>Issued</Trans></th>
              <th scope="col" className="num"><Trans>Redeemed</Trans></th>
              <th scope="col" className="num"><Trans context="points">Expired</Trans></th>
              <th scope="col" className="num"><Trans>Adjusted</Trans></th>
              <th scope="col" className="num"><Trans>Outstanding</Trans></th>
            </tr>
          </thead>
          <tbody>
            {report.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month, i18n.locale, 'long')}</th>
                <td className="num">{number(m.issued)}</td>
                <td className="num">{number(m.redeemed)}</td>
                <td className="num">{number(m.expired)}</td>
                <td className="num">{number(m.adjusted)}</td>
                <td className="num">{number(m.outstanding)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
