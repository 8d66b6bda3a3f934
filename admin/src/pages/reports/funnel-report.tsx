// Each challenge's funnel, all time: seen, accepted, completed as bars for the most seen, and every
// challenge in the table.
import { useLingui } from '@lingui/react/macro';
import { FunnelTable } from '../../ui/stats/funnel-table';
import { BarChart } from './bar-chart';
import { COLORS } from './chart-colors';
import type { Reports } from './types';

const CHARTED = 12;

export function FunnelReport({ challenges }: { challenges: Reports['challenges'] }) {
  const { t } = useLingui();
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
      <FunnelTable challenges={challenges} />
    </>
  );
}
