// Each challenge's funnel, all time: shown (accepted or put aside), accepted, completed, collected.
import { Trans } from '@lingui/react/macro';
import type { ChallengeFunnel } from './types';
import { BarCell } from './bar-cell';

export function FunnelTable({ challenges }: { challenges: ChallengeFunnel[] }) {
  if (!challenges.length) return <p><Trans>There are no active challenges yet.</Trans></p>;
  const max = Math.max(...challenges.map((c) => c.shown));
  return (
    <table className="bars">
      <caption className="visually-hidden"><Trans>Challenge funnel</Trans></caption>
      <thead>
        <tr>
          <th scope="col"><Trans>Challenge</Trans></th>
          <th scope="col" className="num"><Trans>Shown</Trans></th>
          <th scope="col" className="num"><Trans>Accepted</Trans></th>
          <th scope="col" className="num"><Trans>Completed</Trans></th>
          <th scope="col" className="num"><Trans>Collected</Trans></th>
        </tr>
      </thead>
      <tbody>
        {challenges.map((c) => (
          <tr key={c.id}>
            <th scope="row">{c.name}</th>
            <BarCell value={c.shown} max={max} />
            <BarCell value={c.accepted} max={max} />
            <BarCell value={c.completed} max={max} />
            <BarCell value={c.collected} max={max} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
