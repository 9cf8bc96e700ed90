import type { Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** The hourly and daily totals of migrations 011 and 012, kept by triggers (011_analyticsTotals). */
export interface AnalyticsContactHoursTable extends Owned {
  hour: Timestamp;
  created: number;
}

export interface AnalyticsCampaignHoursTable extends Owned {
  campaign_id: number;
  hour: Timestamp;
  delivered: number;
  opens: number;
  clicks: number;
}

export type AnalyticsContactDaysTable = Omit<AnalyticsContactHoursTable, 'hour'> & {
  day: Timestamp;
};
export type AnalyticsCampaignDaysTable = Omit<AnalyticsCampaignHoursTable, 'hour'> & {
  day: Timestamp;
};
