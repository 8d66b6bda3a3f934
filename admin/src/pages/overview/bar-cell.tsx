// A number with a bar of its share of the column's largest: the bar is decoration, the number is read.
import { useFormat } from '../../format';

export function BarCell({ value, max }: { value: number; max: number }) {
  const { number } = useFormat();
  const share = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <td className="num bar-cell">
      <span className="bar" aria-hidden="true" style={{ width: `${share}%` }} />
      <span className="bar-value">{number(value)}</span>
    </td>
  );
}
