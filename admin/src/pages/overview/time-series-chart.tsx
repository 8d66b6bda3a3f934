// A per-day line chart (uPlot) with its numbers in a table for screen readers: the canvas is hidden
// from them, the table from the eye.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useFormat } from '../../format';

export interface Series {
  label: string;
  color: string;
  values: number[];
}

interface Props {
  title: string;
  days: string[];
  series: Series[];
}

const HEIGHT = 240;

export function TimeSeriesChart({ title, days, series }: Props) {
  const { i18n, t } = useLingui();
  const { number } = useFormat();
  const locale = i18n.locale;
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const dayLabel = (seconds: number) =>
      new Date(seconds * 1000).toLocaleDateString(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const figure = (v: number) => v.toLocaleString(locale);
    const plot = new uPlot(
      {
        width: el.clientWidth || 600,
        height: HEIGHT,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
        series: [
          { label: t`Day`, value: (_u, v) => (v == null ? '—' : dayLabel(v)) },
          ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, fill: `${s.color}1a`, value: (_u: uPlot, v: number | null) => (v == null ? '—' : figure(v)) })),
        ],
        axes: [
          { values: (_u, splits) => splits.map(dayLabel) },
          { values: (_u, splits) => splits.map(figure), size: 60 },
        ],
      },
      [days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000), ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, locale, t]);

  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      <div ref={box} aria-hidden="true" />
      {/* A table is as wide as its cells whatever its width says: a 1 px box of its own hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Day`}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">{s.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <th scope="row">{new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' })}</th>
                {series.map((s) => (
                  <td key={s.label}>{number(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
