// Each challenge's funnel, all time: seen (accepted or put aside), accepted, completed, collected, and the
// share of those who saw it that completed it. The overview draws bars behind the counts.
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import type * as C from '@contract/console/overview';
import { TableScroll } from '../table-scroll';
import { FigureCell } from './figure-cell';
import './stats.css';

type ChallengeFunnel = z.infer<typeof C.ChallengeFunnel>;

export function FunnelTable({ challenges, bars = false }: { challenges: ChallengeFunnel[]; bars?: boolean }) {
  const { t, i18n } = useLingui();
  if (!challenges.length) return <p><Trans>There are no active challenges yet.</Trans></p>;
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });
  const max = bars ? Math.max(...challenges.map((c) => c.seen)) : undefined;
  return (
    <TableScroll label={t`Challenge funnels, table`}>
      <table className="stats-table">
        <caption className="visually-hidden"><Trans>Challenge funnels</Trans></caption>
        <thead>
          <tr>
            <th scope="col"><Trans>Challenge</Trans></th>
            <th scope="col" className="num"><Trans>Seen</Trans></th>
            <th scope="col" className="num"><Trans>Accepted</Trans></th>
            <th scope="col" className="num"><Trans>Completed</Trans></th>
            <th scope="col" className="num"><Trans>Collected</Trans></th>
            <th scope="col" className="num"><Trans>Completion rate</Trans></th>
          </tr>
        </thead>
        <tbody>
          {challenges.map((c) => (
            <tr key={c.id}>
              <th scope="row">{c.name}</th>
              <FigureCell value={c.seen} max={max} />
              <FigureCell value={c.accepted} max={max} />
              <FigureCell value={c.completed} max={max} />
              <FigureCell value={c.collected} max={max} />
              <td className="num">{c.seen ? percent.format(c.completed / c.seen) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
