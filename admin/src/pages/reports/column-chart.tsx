// Grouped columns per month with a value axis in the console's number format.
import { useFormat } from '../../format';
import { ChartFrame, type ChartSeries } from './chart-frame';

interface Props {
  title: string;
  description: string;
  categories: string[];
  series: ChartSeries[];
}

const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 64 };
const TICKS = 4;

/** A round step so the axis reads 0, 250, 500 rather than 0, 237, 474. */
function niceMax(max: number) {
  if (max <= 0) return TICKS;
  const raw = max / TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 8, 10].find((s) => s * magnitude >= raw) ?? 10;
  return Math.max(TICKS, Math.ceil(step * magnitude) * TICKS);
}

export function ColumnChart({ title, description, categories, series }: Props) {
  const { number } = useFormat();
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + plotHeight - (Math.max(0, v) / max) * plotHeight;
  return (
    <ChartFrame title={title} description={description} series={series} height={HEIGHT}>
      {(width) => {
        const slot = Math.max(1, width - PAD.left - PAD.right) / Math.max(1, categories.length);
        const bar = Math.max(1, Math.min(18, (slot * 0.8) / series.length));
        // Label as many months as fit: every one on a wide screen, every third or so on a phone.
        const every = Math.max(1, Math.ceil(64 / slot));
        return (
          <>
            {Array.from({ length: TICKS + 1 }, (_, i) => (max / TICKS) * i).map((tick) => (
              <g key={tick}>
                <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className="grid" />
                <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">{number(tick)}</text>
              </g>
            ))}
            {categories.map((category, i) => {
              const x0 = PAD.left + i * slot + (slot - bar * series.length) / 2;
              return (
                <g key={category}>
                  {series.map((s, j) => (
                    <rect key={s.label} x={x0 + j * bar} y={y(s.values[i] ?? 0)} width={Math.max(1, bar - 1)} height={y(0) - y(s.values[i] ?? 0)} fill={s.color} />
                  ))}
                  {i % every === 0 && (
                    <text x={PAD.left + i * slot + slot / 2} y={HEIGHT - 8} textAnchor="middle">{category}</text>
                  )}
                </g>
              );
            })}
          </>
        );
      }}
    </ChartFrame>
  );
}
