// Redemptions per prize in the period, most first, with the points they took.
import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../format';
import type { PrizeRedemptions } from './types';
import { BarCell } from './bar-cell';

export function PrizeTable({ prizes }: { prizes: PrizeRedemptions[] }) {
  const { number } = useFormat();
  if (!prizes.length) return <p><Trans>No prize was redeemed in this period.</Trans></p>;
  const max = Math.max(...prizes.map((p) => p.redemptions));
  return (
    <table className="bars">
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
            <BarCell value={p.redemptions} max={max} />
            <td className="num">{number(p.points)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
