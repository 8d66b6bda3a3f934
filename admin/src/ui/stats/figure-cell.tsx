// A number in a table; given the column's largest, with a bar of its share behind it: the bar is
// decoration, the number is read.
import { useFormat } from '../../format';

export function FigureCell({ value, max }: { value: number; max?: number }) {
  const { number } = useFormat();
  if (max === undefined) return <td className="num">{number(value)}</td>;
  const share = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <td className="num bar-cell">
      <span className="bar" aria-hidden="true" style={{ width: `${share}%` }} />
      <span className="bar-value">{number(value)}</span>
    </td>
  );
}
