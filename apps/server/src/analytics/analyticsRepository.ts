import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { analyticsActivity } from './queries/analyticsActivity';
import { analyticsPipeline } from './queries/analyticsPipeline';
import { analyticsSeries } from './queries/analyticsSeries';
import { analyticsSummary } from './queries/analyticsSummary';

/**
 * The analytics of one scope: the summary (queries/analyticsSummary.ts), the chart series
 * (queries/analyticsSeries.ts), the recent activity (queries/analyticsActivity.ts) and the pipeline
 * (queries/analyticsPipeline.ts, through the deals area's repository), all read
 * from the other areas' rows and the totals migrations 011 and 012 keep (queries/analyticsTotals.ts).
 */
export function analyticsRepository(db: Db, scope: Scope) {
  const series = analyticsSeries(db, scope);
  return {
    summary: analyticsSummary(db, scope).summary,
    contactGrowth: series.contactGrowth,
    campaignPerformance: series.campaignPerformance,
    activity: analyticsActivity(db, scope).recent,
    pipeline: analyticsPipeline(db, scope).pipeline,
  };
}
