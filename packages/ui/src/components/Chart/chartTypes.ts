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
