import type { ChartKind, ChartSeries } from './chartTypes';
import { labelledIndexes, niceTicks, scaleLinear } from './chartScale';

const MARGIN = { top: 12, right: 16, bottom: 28 };
const LABEL_WIDTH = 72; // an x label's room before they are thinned out

/** One value's mark: where it sits, and for a bar its box. */
export interface ChartPoint {
  series: number;
  index: number;
  x: number;
  y: number;
  /** Bars only: the bar's box. */
  bar?: { x: number; width: number; height: number };
}

export interface ChartGeometryInput {
  kind: ChartKind;
  categories: readonly string[];
  series: readonly ChartSeries[];
  width: number;
  height: number;
  formatValue: (value: number) => string;
}

/**
 * Where everything of a plot goes, from the data and the plot's size: the value ticks and their
 * y, each category's x and which of them get a label, and every point (a marker or a bar).
 */
export function chartGeometry({
  kind,
  categories,
  series,
  width,
  height,
  formatValue,
}: ChartGeometryInput) {
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

  const points: ChartPoint[][] = series.map((s, seriesIndex) =>
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

  const labelIndexes = new Set(
    labelledIndexes(categories.length, Math.floor((plotRight - left) / LABEL_WIDTH)),
  );
  return { ticks, left, plotRight, plotBottom, yOf, xOf, points, labelIndexes };
}

/** Written from the data: the extremes of each series, so a listener gets the shape without the table. */
export function describeChart(
  kind: ChartKind,
  categories: readonly string[],
  series: readonly ChartSeries[],
  format: (v: number) => string,
): string {
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
