// Redemptions per prize over the range: a bar per prize and the table of counts and points.
import { useLingui } from '@lingui/react/macro';
import { PrizeTable } from '../../ui/stats/prize-table';
import { BarChart } from './bar-chart';
import { COLORS } from './chart-colors';
import type { Reports } from './types';

export function PrizeReport({ prizes }: { prizes: Reports['prizes'] }) {
  const { t } = useLingui();
  return (
    <>
      {prizes.length > 0 && (
        <BarChart
          title={t`Redemptions per prize`}
          description={t`One bar per prize, most redeemed first; the figures are in the table below.`}
          rows={prizes.map((p) => p.name)}
          series={[{ label: t`Redemptions`, color: COLORS.redeemed, values: prizes.map((p) => p.redemptions) }]}
        />
      )}
      <PrizeTable prizes={prizes} />
    </>
  );
}
