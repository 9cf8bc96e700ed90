import type { Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** Migration 010's hourly and daily totals, kept by triggers (see 011_analyticsTotals). */
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
