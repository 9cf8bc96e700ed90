import { ScrollArea } from '../ScrollArea/ScrollArea';
import { classNames } from '../../styles/classNames';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import type { ChartSeries } from './chartTypes';
import * as styles from './Chart.css';

export interface ChartTableProps {
  label: string;
  categoryLabel: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
}

/** "Show as table": the chart's numbers, a row per category and a column per series. */
export function ChartTable({
  label,
  categoryLabel,
  categories,
  series,
  formatValue,
}: ChartTableProps) {
  return (
    <ScrollArea aria-label={`${label} table`} orientation="horizontal">
      <table className={styles.table}>
        <caption className={visuallyHidden}>{label}</caption>
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
}
