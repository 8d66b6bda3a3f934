// Redemptions per prize over the range: a bar per prize and the table of counts and points.
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../format';
import { TableScroll } from '../../ui/table-scroll';
import { BarChart } from './bar-chart';
import { COLORS } from './points-report';
import type { PrizeReportRow } from './types';

export function PrizeReport({ prizes }: { prizes: PrizeReportRow[] }) {
  const { t } = useLingui();
  const { number } = useFormat();
  if (!prizes.length) return <p><Trans>No prize was redeemed in these months.</Trans></p>;
  return (
    <>
      <BarChart
        title={t`Redemptions per prize`}
        description={t`One bar per prize, most redeemed first; the figures are in the table below.`}
        rows={prizes.map((p) => p.name)}
        series={[{ label: t`Redemptions`, color: COLORS.redeemed, values: prizes.map((p) => p.redemptions) }]}
      />
      <TableScroll label={t`Redemptions per prize, table`}>
        <table className="report-table">
          <caption className="visually-hidden"><Trans>Redemptions per prize</Trans></caption>
          <thead>
            <tr>
              <th scope="col"><Trans>Prize</Trans></th>
              <th scope="col" className="num"><Trans>Redemptions</Trans></th>
              <th scope="col" className="num"><Trans>Points spent</Trans></th>
            </tr>
          </thead>
          <tbody>
            {prizes.map((p) => (
              <tr key={p.id}>
                <th scope="row">{p.name}</th>
                <td className="num">{number(p.redemptions)}</td>
                <td className="num">{number(p.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
