import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { button } from '../Button/Button.css';
import { classNames } from '../../styles/classNames';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { chartGeometry, describeChart } from './chartGeometry';
import { LegendSwatch } from './ChartMarks';
import { ChartPlot } from './ChartPlot';
import { ChartTable } from './ChartTable';
import { CHART_MAX_SERIES, type ChartKind, type ChartProps } from './chartTypes';
import { useChartFocus, type ChartSpot } from './useChartFocus';
import * as styles from './Chart.css';

export {
  CHART_MAX_SERIES,
  chartKinds,
  type ChartKind,
  type ChartProps,
  type ChartSeries,
} from './chartTypes';

const defaultFormat = (value: number) => value.toLocaleString('en-US');

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

/** The chart family's frame: summary, legend, "Show as table", then the plot or the table, and the tooltip. */
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
  const focus = useChartFocus(series.length, categories.length);
  const isEmpty = categories.length === 0 || series.length === 0;
  const summary = isEmpty
    ? ''
    : (props.summary ?? describeChart(kind, categories, series, formatValue));
  const geometry = chartGeometry({ kind, categories, series, width, height, formatValue });
  const valueText = ({ series: seriesIndex, index }: ChartSpot) =>
    `${series[seriesIndex]?.label}: ${formatValue(series[seriesIndex]?.values[index] ?? 0)}`;
  const activePoint = focus.active
    ? geometry.points[focus.active.series]?.[focus.active.index]
    : undefined;

  let content: ReactNode;
  if (isEmpty) {
    content = <p className={styles.empty}>{emptyMessage}</p>;
  } else if (showTable) {
    content = (
      <ChartTable
        label={label}
        categoryLabel={categoryLabel}
        categories={categories}
        series={series}
        formatValue={formatValue}
      />
    );
  } else {
    content = (
      <ChartPlot
        kind={kind}
        label={label}
        summaryId={summaryId}
        hatchId={hatchId}
        width={width}
        height={height}
        categories={categories}
        series={series}
        geometry={geometry}
        formatValue={formatValue}
        valueText={valueText}
        focus={focus}
      />
    );
  }

  return (
    <div className={styles.chart} data-kind={kind}>
      {!isEmpty && (
        <p id={summaryId} className={visuallyHidden}>
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
              <div key={s.id}>{valueText({ series: seriesIndex, index: activePoint.index })}</div>
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
