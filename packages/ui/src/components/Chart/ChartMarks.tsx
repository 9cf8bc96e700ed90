import type { ChartKind } from './chartTypes';
import { classNames } from '../../styles/classNames';
import * as styles from './Chart.css';

/** The dash of each series' line: solid, dashed, dotted. */
export const dashes = [undefined, '6 4', '2 4'] as const;

/** Bars differ by more than colour: solid, hatched, then hollow. */
export function barStyle(series: number, hatchId: string) {
  if (series === 1) return { fill: `url(#${hatchId})` };
  if (series === 2) return { fillOpacity: 0.3 };
  return undefined;
}

/** The marker shape of series `index`: circle, square, triangle. */
export function Marker({
  series,
  x,
  y,
  size = 4.5,
  ...rest
}: { series: number; x: number; y: number; size?: number } & Record<string, unknown>) {
  const className = styles.seriesMark[series as 0 | 1 | 2];
  if (series === 1) {
    return (
      <rect
        x={x - size}
        y={y - size}
        width={size * 2}
        height={size * 2}
        className={className}
        {...rest}
      />
    );
  }
  if (series === 2) {
    const r = size * 1.25;
    return (
      <polygon
        points={`${x},${y - r} ${x + r},${y + r * 0.8} ${x - r},${y + r * 0.8}`}
        className={className}
        {...rest}
      />
    );
  }
  return <circle cx={x} cy={y} r={size} className={className} {...rest} />;
}

export function LegendSwatch({
  kind,
  series,
  hatchId,
}: {
  kind: ChartKind;
  series: number;
  hatchId: string;
}) {
  return (
    <svg width="28" height="14" aria-hidden="true" className={styles.svg}>
      {kind === 'line' ? (
        <>
          <line
            x1="1"
            x2="27"
            y1="7"
            y2="7"
            className={styles.seriesStroke[series as 0 | 1 | 2]}
            strokeDasharray={dashes[series]}
          />
          <Marker series={series} x={14} y={7} size={3.5} />
        </>
      ) : (
        <rect
          x="7"
          y="1"
          width="14"
          height="12"
          className={classNames(
            styles.seriesMark[series as 0 | 1 | 2],
            styles.barOutline[series as 0 | 1 | 2],
          )}
          style={barStyle(series, hatchId)}
        />
      )}
    </svg>
  );
}
