import { classNames } from '../../styles/classNames';
import type { ChartKind, ChartSeries } from './chartTypes';
import type { chartGeometry } from './chartGeometry';
import { barStyle, dashes, Marker } from './ChartMarks';
import type { ChartSpot, useChartFocus } from './useChartFocus';
import * as styles from './Chart.css';

export interface ChartPlotProps {
  kind: ChartKind;
  label: string;
  summaryId: string;
  hatchId: string;
  width: number;
  height: number;
  categories: readonly string[];
  series: readonly ChartSeries[];
  geometry: ReturnType<typeof chartGeometry>;
  formatValue: (value: number) => string;
  valueText: (spot: ChartSpot) => string;
  focus: ReturnType<typeof useChartFocus>;
}

/** The x label's anchor: a line's first and last labels sit inside the plot. */
function labelAnchor(kind: ChartKind, index: number, count: number) {
  if (kind !== 'line' || count <= 1) return 'middle';
  return index === 0 ? 'start' : index === count - 1 ? 'end' : 'middle';
}

/** The drawn chart: axes and labels (hidden from assistive technology), then a list of points per series. */
export function ChartPlot({
  kind,
  label,
  summaryId,
  hatchId,
  width,
  height,
  categories,
  series,
  geometry: { ticks, left, plotRight, plotBottom, yOf, xOf, points, labelIndexes },
  formatValue,
  valueText,
  focus,
}: ChartPlotProps) {
  return (
    <svg
      width={width}
      height={height}
      className={styles.svg}
      role="group"
      aria-label={label}
      aria-describedby={summaryId}
      aria-roledescription={kind === 'line' ? 'line chart' : 'bar chart'}
      onKeyDown={focus.onKeyDown}
      onPointerLeave={focus.onPointerLeave}
    >
      <defs>
        <pattern
          id={hatchId}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="6" height="6" className={styles.hatchBackground} />
          <line x1="0" y1="0" x2="0" y2="6" className={styles.hatchStripe[1]} />
        </pattern>
      </defs>
      <g aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={plotRight}
              y1={yOf(tick)}
              y2={yOf(tick)}
              className={tick === 0 ? styles.axisLine : styles.gridLine}
            />
            <text
              x={left - 8}
              y={yOf(tick)}
              dy="0.32em"
              textAnchor="end"
              className={styles.axisLabel}
            >
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {categories.map((category, index) =>
          labelIndexes.has(index) ? (
            <text
              key={`${category}-${index}`}
              x={xOf(index)}
              y={plotBottom + 18}
              textAnchor={labelAnchor(kind, index, categories.length)}
              className={styles.axisLabel}
            >
              {category.length > 14 ? `${category.slice(0, 13)}…` : category}
            </text>
          ) : null,
        )}
        {kind === 'line' &&
          points.map((line, seriesIndex) => (
            <path
              key={series[seriesIndex]?.id}
              d={line.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ')}
              className={styles.seriesStroke[seriesIndex as 0 | 1 | 2]}
              strokeDasharray={dashes[seriesIndex]}
            />
          ))}
      </g>
      {points.map((line, seriesIndex) => (
        <g key={series[seriesIndex]?.id} role="list" aria-label={series[seriesIndex]?.label}>
          {line.map((point) => {
            const spot = { series: seriesIndex, index: point.index };
            const common = {
              ...focus.pointProps(spot),
              role: 'listitem',
              'aria-label': `${categories[point.index]}, ${valueText(spot)}`,
            };
            return point.bar ? (
              <rect
                key={point.index}
                x={point.bar.x}
                y={point.y}
                width={point.bar.width}
                height={point.bar.height}
                className={classNames(
                  styles.seriesMark[seriesIndex as 0 | 1 | 2],
                  styles.barOutline[seriesIndex as 0 | 1 | 2],
                )}
                style={barStyle(seriesIndex, hatchId)}
                {...common}
              />
            ) : (
              <Marker key={point.index} series={seriesIndex} x={point.x} y={point.y} {...common} />
            );
          })}
        </g>
      ))}
    </svg>
  );
}
