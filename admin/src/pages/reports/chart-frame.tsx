// What every report chart is: a figure with its legend, and an SVG drawn at the width it has on the page,
// named by a title and description for screen readers (the figures themselves are in the table under it).
import { useId, type ReactNode } from 'react';
import { useWidth } from './use-width';

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

interface Props {
  title: string;
  description: string;
  series: ChartSeries[];
  height: number;
  /** The marks, drawn for the width the chart has. */
  children: (width: number) => ReactNode;
}

export function ChartFrame({ title, description, series, height, children }: Props) {
  const id = useId();
  const [box, width] = useWidth<HTMLDivElement>();
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
          {children(width)}
        </svg>
      </div>
    </figure>
  );
}
