// Horizontal grouped bars, one group per row (a prize, a challenge), each bar with its figure beside it.
import { useFormat } from '../../format';
import { ChartFrame, type ChartSeries } from './chart-frame';

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
  const { number } = useFormat();
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const group = LABEL + series.length * BAR + GAP;
  const height = Math.max(group, rows.length * group);
  return (
    <ChartFrame title={title} description={description} series={series} height={height}>
      {(width) => {
        const room = Math.max(1, width - 70);
        return rows.map((row, i) => (
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
        ));
      }}
    </ChartFrame>
  );
}
