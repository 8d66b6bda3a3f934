// Horizontal grouped bars, one group per row (a prize, a challenge), in SVG with a title and
// description; the names and figures are in the table under it.
import { useId } from 'react';
import { useFormat } from '../../format';
import type { ChartSeries } from './column-chart';
import { useWidth } from './use-width';

interface Props {
  title: string;
  description: string;
  rows: string[];
  series: ChartSeries[];
}

const BAR = 12;
const GAP = 14;
const LABEL = 18;

export function BarChart({ title, description, rows, series }: Props) {
  const id = useId();
  const { number } = useFormat();
  const [box, width] = useWidth<HTMLDivElement>();
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const group = LABEL + series.length * BAR + GAP;
  const height = Math.max(group, rows.length * group);
  const room = Math.max(1, width - 70);
  return (
    <figure className="report-chart">
      <div className="legend" aria-hidden="true">
        {series.map((s) => (
          <span key={s.label}><i style={{ background: s.color }} />{s.label}</span>
        ))}
      </div>
      <div ref={box}>
        <svg width={width} height={height} role="img" aria-labelledby={`${id}-t ${id}-d`}>
          <title id={`${id}-t`}>{title}</title>
          <desc id={`${id}-d`}>{description}</desc>
          {rows.map((row, i) => (
            <g key={`${row}-${i}`} transform={`translate(0 ${i * group})`}>
              <text x={0} y={13} className="row-label">{row.length > 48 ? `${row.slice(0, 47)}…` : row}</text>
              {series.map((s, j) => {
                const value = s.values[i] ?? 0;
                const w = (value / max) * room;
                return (
                  <g key={s.label} transform={`translate(0 ${LABEL + j * BAR})`}>
                    <rect x={0} y={0} width={Math.max(value > 0 ? 2 : 0, w)} height={BAR - 2} fill={s.color} />
                    <text x={w + 4} y={BAR - 3} className="bar-figure">{number(value)}</text>
                  </g>
                );
              })}
            </g>
          ))}
        </svg>
      </div>
    </figure>
  );
}
