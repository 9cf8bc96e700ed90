import { useId } from 'react';
import {
  BarChart,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Link,
  Skeleton,
} from '@crm/ui';
import type { PipelineAnalytics } from '@crm/api-client';
import { usePipelineAnalytics } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../config/paths';
import { bucketLabel } from '../../../lib/analyticsFormat';
import { formatMoney, formatTotals, mainCurrency } from '../../../lib/dealMoney';
import { formatCount } from '../../../lib/formatCount';
import * as screen from '../../../styles/screen.css';
import * as styles from './PipelineCard.css';

export const PIPELINE_LOAD_ERROR = 'Error loading the pipeline. Please try again.';

const inCurrency = (totals: readonly { currency: string; valueCents: number }[], code: string) =>
  totals.find((t) => t.currency === code)?.valueCents ?? 0;

/** The figures: open deals per stage as a table with bars, and won value per month as a chart. */
function PipelineFigures({ pipeline }: { pipeline: PipelineAnalytics }) {
  const id = useId();
  // Bars of several currencies side by side would mislead: they are drawn in the main one.
  const currency = mainCurrency([...pipeline.stages, ...pipeline.wonByMonth]);
  const currencies = new Set(
    [...pipeline.stages, ...pipeline.wonByMonth].flatMap((row) =>
      row.totals.map((t) => t.currency),
    ),
  );
  const largest = Math.max(1, ...pipeline.stages.map((s) => inCurrency(s.totals, currency)));
  return (
    <div className={styles.figures}>
      <div className={styles.sections}>
        <div className={styles.section}>
          <h3 id={`${id}-open`} className={styles.heading}>
            Open deals by stage
          </h3>
          <table className={styles.table} aria-labelledby={`${id}-open`}>
            <thead>
              <tr>
                <th scope="col">Stage</th>
                <th scope="col" className={styles.number}>
                  Deals
                </th>
                <th scope="col">Open value</th>
              </tr>
            </thead>
            <tbody>
              {pipeline.stages.map((stage) => (
                <tr key={stage.id}>
                  <th scope="row">{stage.name}</th>
                  <td className={styles.number}>{formatCount(stage.count)}</td>
                  <td>
                    <span className={styles.valueCell}>
                      <span className={styles.track} aria-hidden="true">
                        <span
                          className={styles.bar}
                          // A width computed from the data: the one runtime value here.
                          style={{
                            width: `${(100 * inCurrency(stage.totals, currency)) / largest}%`,
                          }}
                        />
                      </span>
                      <span>{formatTotals(stage.totals, currency)}</span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.section}>
          <h3 className={styles.heading}>Won by month</h3>
          <BarChart
            aria-label={`Value won by month, in ${currency}`}
            categoryLabel="Month"
            categories={pipeline.wonByMonth.map((m) => bucketLabel(`${m.month}-01`, 'month'))}
            series={[
              {
                id: 'won',
                label: `Won (${currency})`,
                values: pipeline.wonByMonth.map((m) => inCurrency(m.totals, currency) / 100),
              },
            ]}
            formatValue={(value) => formatMoney(Math.round(value * 100), currency)}
            height={200}
          />
        </div>
      </div>
      {currencies.size > 1 && (
        <p className={screen.statLabel}>
          Bars show {currency} only: amounts in other currencies are listed, not converted.
        </p>
      )}
    </div>
  );
}

/**
 * The pipeline (issue 32 §3): each stage's open deals, count and value, and the value won in each
 * of the last 12 months. Every figure is text in a table (the bars are drawn beside it, and the
 * chart has its own table), so a screen reader reads them all.
 */
export function PipelineCard() {
  const query = usePipelineAnalytics();
  const pipeline = query.data;
  const isEmpty =
    pipeline !== undefined &&
    pipeline.stages.every((s) => s.count === 0) &&
    pipeline.wonByMonth.every((m) => m.count === 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Pipeline</CardTitle>
        <CardDescription>Open deals by stage and value won in the last 12 months</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <LoadError message={PIPELINE_LOAD_ERROR} announce={false} />
        ) : !pipeline ? (
          <div role="status" aria-busy="true" aria-label="Loading the pipeline">
            <Skeleton width="100%" height="200px" />
          </div>
        ) : isEmpty ? (
          <p className={screen.muted}>
            No deals yet. <Link href={paths.deals}>Add a deal</Link> to see your pipeline here.
          </p>
        ) : (
          <PipelineFigures pipeline={pipeline} />
        )}
      </CardContent>
    </Card>
  );
}
