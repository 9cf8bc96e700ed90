import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ToggleButton } from 'react-aria-components';
import { button } from '../Button/Button.css';
import { ScrollArea } from '../ScrollArea/ScrollArea';
import { classNames } from '../../styles/classNames';
import { labelledIndexes, niceTicks, scaleLinear } from './chartScale';
import * as styles from './Chart.css';

/** How many series a chart tells apart (colour, marker, dash and bar pattern each). */
export const CHART_MAX_SERIES = 3;

/** The kinds of chart in the family. */
export const chartKinds = ['line', 'bar'] as const;
export type ChartKind = (typeof chartKinds)[number];

/** One named series; `values[i]` belongs to `categories[i]`. */
export interface ChartSeries {
  /** A stable key. */
  id: string;
  /** Shown in the legend, the table's header and every announced value. */
  label: string;
  values: readonly number[];
}

export interface ChartProps {
  /** Names the chart for assistive technology and captions its table. */
  'aria-label': string;
  /** The x axis: dates or names, one per value. */
  categories: readonly string[];
  /** Up to three series (`CHART_MAX_SERIES`). */
  series: readonly ChartSeries[];
  /**
   * Heads the table's first column.
   * @default 'Category'
   */
  categoryLabel?: string;
  /**
   * Formats every value (axis, tooltip, table, announcements).
   * @default en-US number format
   */
  formatValue?: (value: number) => string;
  /**
   * The text summary read by screen readers; by default one is written from the data.
   * @default generated
   */
  summary?: string;
  /**
   * Starts with the table shown instead of the chart.
   * @default false
   */
  defaultShowTable?: boolean;
  /**
   * Shown instead of the chart when there are no categories.
   * @default 'No data to show'
   */
  emptyMessage?: string;
  /**
   * The plot's height in pixels.
   * @default 240
   */
  height?: number;
}

const defaultFormat = (value: number) => value.toLocaleString('en-US');
const MARGIN = { top: 12, right: 16, bottom: 28 };
const LABEL_WIDTH = 72; // an x label's room before they are thinned out
const dashes = [undefined, '6 4', '2 4'] as const;

interface Point {
  series: number;
  index: number;
  x: number;
  y: number;
  /** Bars only: the bar's box. */
  bar?: { x: number; width: number; height: number };
}

/** Written from the data: the extremes of each series, so a listener gets the shape without the table. */
function describe(kind: ChartKind, props: ChartProps, format: (v: number) => string): string {
  const { categories, series } = props;
  const parts = series.map((s) => {
    if (kind === 'line') {
      const first = s.values[0] ?? 0;
      const last = s.values.at(-1) ?? 0;
      const peak = Math.max(...s.values);
      const peakAt = categories[s.values.indexOf(peak)];
      return `${s.label} went from ${format(first)} on ${categories[0]} to ${format(last)} on ${categories.at(-1)}, highest ${format(peak)} on ${peakAt}.`;
    }
    const top = Math.max(...s.values);
    const total = s.values.reduce((sum, value) => sum + value, 0);
    return `${s.label}: ${format(total)} in all, highest ${format(top)} for ${categories[s.values.indexOf(top)]}.`;
  });
  const noun = kind === 'line' ? 'Line chart' : 'Bar chart';
  return `${noun}, ${categories.length} ${categories.length === 1 ? 'point' : 'points'}. ${parts.join(' ')}`;
}

/** Bars differ by more than colour: solid, hatched, then hollow. */
function barStyle(series: number, hatchId: string) {
  if (series === 1) return { fill: `url(#${hatchId})` };
  if (series === 2) return { fillOpacity: 0.3 };
  return undefined;
}

/** The marker shape of series `index`: circle, square, triangle. */
function Marker({
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

function LegendSwatch({
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

/** The plot's width follows its container, so labels keep their size on a phone. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(560);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || 560);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(200, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function ChartBase({ kind, ...props }: ChartProps & { kind: ChartKind }) {
  const {
    'aria-label': label,
    categories,
    series: allSeries,
    categoryLabel = 'Category',
    formatValue = defaultFormat,
    defaultShowTable = false,
    emptyMessage = 'No data to show',
    height = 240,
  } = props;
  const series = allSeries.slice(0, CHART_MAX_SERIES);
  const id = useId();
  const summaryId = `${id}-summary`;
  const hatchId = `${id}-hatch`.replace(/:/g, '');
  const [showTable, setShowTable] = useState(defaultShowTable);
  const [ref, width] = useWidth();
  // The point whose values the tooltip shows: the focused one, else the one under the pointer.
  const [active, setActive] = useState<{ series: number; index: number } | null>(null);
  // The roving tab stop: the last point focused, so Tab back into the plot returns there.
  const [stop, setStop] = useState({ series: 0, index: 0 });
  const [focusTarget, setFocusTarget] = useState<{ series: number; index: number } | null>(null);
  const marks = useRef(new Map<string, SVGElement>());
  const isEmpty = categories.length === 0 || series.length === 0;
  const summary = isEmpty ? '' : (props.summary ?? describe(kind, props, formatValue));

  useEffect(() => {
    if (!focusTarget) return;
    marks.current.get(`${focusTarget.series}:${focusTarget.index}`)?.focus();
  }, [focusTarget]);

  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = niceTicks(max);
  const top = ticks.at(-1) ?? 1;
  const left = Math.max(...ticks.map((tick) => formatValue(tick).length)) * 7 + 12;
  const plotRight = width - MARGIN.right;
  const plotBottom = height - MARGIN.bottom;
  const yOf = (value: number) => scaleLinear(value, [0, top], [plotBottom, MARGIN.top]);
  const band = (plotRight - left) / Math.max(1, categories.length);
  const xOf = (index: number) =>
    kind === 'bar'
      ? left + band * (index + 0.5)
      : categories.length === 1
        ? (left + plotRight) / 2
        : scaleLinear(index, [0, categories.length - 1], [left, plotRight]);

  const points: Point[][] = series.map((s, seriesIndex) =>
    categories.map((_, index) => {
      const value = s.values[index] ?? 0;
      if (kind === 'line') return { series: seriesIndex, index, x: xOf(index), y: yOf(value) };
      const groupWidth = Math.min(band * 0.7, 24 * series.length);
      const barWidth = groupWidth / series.length;
      const x = xOf(index) - groupWidth / 2 + barWidth * seriesIndex;
      const y = yOf(value);
      return {
        series: seriesIndex,
        index,
        x: x + barWidth / 2,
        y,
        bar: { x, width: Math.max(1, barWidth - 2), height: plotBottom - y },
      };
    }),
  );

  const valueText = (seriesIndex: number, index: number) =>
    `${series[seriesIndex]?.label}: ${formatValue(series[seriesIndex]?.values[index] ?? 0)}`;

  // One tab stop for the whole plot; arrows move between points (a roving tab index), as in a grid.
  const onKeyDown = (event: KeyboardEvent) => {
    const current = stop;
    const last = categories.length - 1;
    const moves: Record<string, { series: number; index: number }> = {
      ArrowRight: { ...current, index: Math.min(last, current.index + 1) },
      ArrowLeft: { ...current, index: Math.max(0, current.index - 1) },
      ArrowDown: { ...current, series: Math.min(series.length - 1, current.series + 1) },
      ArrowUp: { ...current, series: Math.max(0, current.series - 1) },
      Home: { ...current, index: 0 },
      End: { ...current, index: last },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    setStop(next);
    setFocusTarget(next);
  };

  const tabStop = stop;
  const labelIndexes = new Set(
    labelledIndexes(categories.length, Math.floor((plotRight - left) / LABEL_WIDTH)),
  );
  const activePoint = active ? points[active.series]?.[active.index] : undefined;

  let content: ReactNode;
  if (isEmpty) {
    content = <p className={styles.empty}>{emptyMessage}</p>;
  } else if (showTable) {
    content = (
      <ScrollArea aria-label={`${label} table`} orientation="horizontal">
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>{label}</caption>
          <thead>
            <tr>
              <th scope="col" className={classNames(styles.cell, styles.headerCell)}>
                {categoryLabel}
              </th>
              {series.map((s) => (
                <th key={s.id} scope="col" className={classNames(styles.cell, styles.headerCell)}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              <tr key={`${category}-${index}`}>
                <th scope="row" className={styles.cell}>
                  {category}
                </th>
                {series.map((s) => (
                  <td key={s.id} className={styles.cell}>
                    {formatValue(s.values[index] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    );
  } else {
    content = (
      <svg
        width={width}
        height={height}
        className={styles.svg}
        role="group"
        aria-label={label}
        aria-describedby={summaryId}
        aria-roledescription={kind === 'line' ? 'line chart' : 'bar chart'}
        onKeyDown={onKeyDown}
        onPointerLeave={() => setActive(null)}
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
                textAnchor={
                  kind === 'line' && categories.length > 1
                    ? index === 0
                      ? 'start'
                      : index === categories.length - 1
                        ? 'end'
                        : 'middle'
                    : 'middle'
                }
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
              const isTabStop = tabStop.series === seriesIndex && tabStop.index === point.index;
              const isActive = active?.series === seriesIndex && active.index === point.index;
              const common = {
                ref: (element: SVGElement | null) => {
                  const key = `${seriesIndex}:${point.index}`;
                  if (element) marks.current.set(key, element);
                  else marks.current.delete(key);
                },
                role: 'listitem',
                tabIndex: isTabStop ? 0 : -1,
                'aria-label': `${categories[point.index]}, ${valueText(seriesIndex, point.index)}`,
                'data-active': isActive || undefined,
                onFocus: () => {
                  setActive({ series: seriesIndex, index: point.index });
                  setStop({ series: seriesIndex, index: point.index });
                },
                onBlur: () => setActive(null),
                onPointerEnter: () => setActive({ series: seriesIndex, index: point.index }),
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
                <Marker
                  key={point.index}
                  series={seriesIndex}
                  x={point.x}
                  y={point.y}
                  {...common}
                />
              );
            })}
          </g>
        ))}
      </svg>
    );
  }

  return (
    <div className={styles.chart} data-kind={kind}>
      {!isEmpty && (
        <p id={summaryId} className={styles.visuallyHidden}>
          {summary}
        </p>
      )}
      {!isEmpty && (
        <div className={styles.toolbar}>
          <ul className={styles.legend} aria-label="Legend">
            {series.map((s, index) => (
              <li key={s.id} className={styles.legendItem}>
                <LegendSwatch kind={kind} series={index} hatchId={hatchId} />
                {s.label}
              </li>
            ))}
          </ul>
          <ToggleButton
            isSelected={showTable}
            onChange={setShowTable}
            className={classNames(button({ variant: 'secondary', size: 'sm' }), styles.toggle)}
          >
            Show as table
          </ToggleButton>
        </div>
      )}
      <div ref={ref} className={styles.plot}>
        {content}
        {activePoint && !showTable && (
          // Visual only: the focused point's own label already announces the same values.
          <div
            className={styles.tooltip}
            style={{ left: activePoint.x, top: activePoint.y }}
            aria-hidden="true"
          >
            <div className={styles.tooltipTitle}>{categories[activePoint.index]}</div>
            {series.map((s, seriesIndex) => (
              <div key={s.id}>{valueText(seriesIndex, activePoint.index)}</div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * A line chart of up to three series over ordered categories (dates). Each series has its own
 * colour, marker and dash; the plot is one tab stop whose points the arrow keys walk, each
 * announcing its category and value; "Show as table" swaps in a table of the same numbers.
 */
export function LineChart(props: ChartProps) {
  return <ChartBase kind="line" {...props} />;
}

/**
 * A grouped bar chart of up to three series per category (e.g. opens and clicks per campaign).
 * The second series is hatched, so the bars differ by more than colour; keyboard, summary and
 * table as in `LineChart`.
 */
export function BarChart(props: ChartProps) {
  return <ChartBase kind="bar" {...props} />;
}
