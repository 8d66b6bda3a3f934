// Redemptions per prize, most first, with the points they took: the overview's table (with bars) and the
// reports' (under their chart).
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import type * as C from '@contract/console/overview';
import { TableScroll } from '../table-scroll';
import { FigureCell } from './figure-cell';
import './stats.css';

type PrizeRedemptions = z.infer<typeof C.PrizeRedemptions>;

export function PrizeTable({ prizes, bars = false }: { prizes: PrizeRedemptions[]; bars?: boolean }) {
  const { t } = useLingui();
  if (!prizes.length) return <p><Trans>No prize was redeemed in this period.</Trans></p>;
  const max = bars ? Math.max(...prizes.map((p) => p.redemptions)) : undefined;
  return (
    <TableScroll label={t`Redemptions per prize, table`}>
      <table className="stats-table">
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
              <FigureCell value={p.redemptions} max={max} />
              <FigureCell value={p.points} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
