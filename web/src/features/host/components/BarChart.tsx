import { useId } from 'react';
import { barChartSummary } from '../chart-summary';
import { t } from '../texts';

export interface BarSeries {
  name: string;
  values: readonly number[];
}

interface BarChartProps {
  title: string;
  /** The table's first column header ('Month', 'Game'). */
  categoryHeader: string;
  categories: readonly string[];
  /** Short labels under the bars (e.g. 'Mar'); none when they would not fit. */
  axisLabels?: readonly string[];
  /** The first series draws the bars; a second one draws a narrower bar inside each (e.g. checked in of confirmed). */
  series: readonly [BarSeries] | readonly [BarSeries, BarSeries];
  format: (value: number) => string;
}

const WIDTH = 320;
const HEIGHT = 140;
const AXIS = 16;

/**
 * A small SVG bar chart with no library (a chart library would not fit the bundle budget): role="img" with a spoken summary,
 * and the same numbers in a table for anyone who cannot read the bars.
 */
export function BarChart({ title, categoryHeader, categories, axisLabels, series, format }: BarChartProps) {
  const headingId = useId();
  const [main, inner] = series;
  const max = Math.max(1, ...main.values, ...(inner?.values ?? []));
  const slot = WIDTH / Math.max(1, categories.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plot = HEIGHT - (axisLabels ? AXIS : 0);
  const barHeight = (value: number) => (value / max) * (plot - 4);
  return (
    <figure className="host-chart" aria-labelledby={headingId}>
      <figcaption id={headingId}>{title}</figcaption>
      <svg
        role="img"
        aria-label={barChartSummary(title, categories, main.values, format)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="host-chart-svg"
      >
        <line x1="0" x2={WIDTH} y1={plot} y2={plot} className="host-chart-axis" />
        {categories.map((category, index) => {
          const x = index * slot + (slot - barWidth) / 2;
          const mainHeight = barHeight(main.values[index] ?? 0);
          const innerHeight = inner ? barHeight(inner.values[index] ?? 0) : 0;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: categories may repeat (two games with one title) and come in a fixed order for one chart.
            <g key={`${index}-${category}`}>
              <rect x={x} y={plot - mainHeight} width={barWidth} height={mainHeight} className="host-chart-bar" />
              {inner ? (
                <rect
                  x={x + barWidth * 0.25}
                  y={plot - innerHeight}
                  width={barWidth * 0.5}
                  height={innerHeight}
                  className="host-chart-bar-inner"
                />
              ) : null}
              {axisLabels ? (
                <text x={index * slot + slot / 2} y={HEIGHT - 3} textAnchor="middle" className="host-chart-label">
                  {axisLabels[index]}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {inner ? (
        <p className="host-chart-legend" aria-hidden="true">
          <span className="host-chart-key" /> {main.name} <span className="host-chart-key host-chart-key-inner" />{' '}
          {inner.name}
        </p>
      ) : null}
      <details className="host-chart-table">
        <summary>{t('host.chart.table')}</summary>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryHeader}</th>
              {series.map((item) => (
                <th key={item.name} scope="col">
                  {item.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: categories may repeat (two games with one title) and come in a fixed order for one chart.
              <tr key={`${index}-${category}`}>
                <th scope="row">{category}</th>
                {series.map((item) => (
                  <td key={item.name}>{format(item.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
