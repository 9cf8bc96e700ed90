import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  ANALYTICS_TIMEFRAMES,
  DEFAULT_ANALYTICS_TIMEFRAME,
  type ActivityItem,
  type AnalyticsTimeframe,
} from '@crm/api-client';
import {
  buildAnalyticsSummary,
  buildCampaignPerformance,
  buildCampaignPerformanceRow,
  buildContactGrowth,
  buildRecentActivity,
} from '@crm/api-client/testing';

export interface AnalyticsHandlerOptions {
  /**
   * 'data': an account with contacts and sent campaigns, its figures growing with the timeframe;
   * 'new': a new account (no contacts, nothing sent, no activity).
   * @default 'data'
   */
  account?: 'data' | 'new';
  /** The activity the dashboard and the Notifications panel list. @default buildRecentActivity() */
  activity?: ActivityItem[];
}

/** Bigger windows hold more: a year's figures are not a week's, so a timeframe switch shows. */
const scale: Record<AnalyticsTimeframe, number> = { week: 1, month: 4, quarter: 12, year: 48 };

const timeframeOf = (request: Request): AnalyticsTimeframe => {
  const value = new URL(request.url).searchParams.get('timeframe');
  return (ANALYTICS_TIMEFRAMES as readonly string[]).includes(value ?? '')
    ? (value as AnalyticsTimeframe)
    : DEFAULT_ANALYTICS_TIMEFRAME;
};

/** The analytics reads, answered with the contract's factories (UTC buckets ending FIXTURE_DATE). */
export function analyticsHandlers({
  account = 'data',
  activity = buildRecentActivity(),
}: AnalyticsHandlerOptions = {}): RequestHandler[] {
  const isNew = account === 'new';
  return [
    http.get('/api/analytics/summary', ({ request }) => {
      const timeframe = timeframeOf(request);
      const k = scale[timeframe];
      return HttpResponse.json({
        summary: isNew
          ? buildAnalyticsSummary({ timeframe })
          : buildAnalyticsSummary({
              timeframe,
              current: {
                contactsTotal: 1200 + 10 * k,
                contactsNew: 40 * k,
                campaignsSent: 2 * k,
                recipients: 400 * k,
                uniqueOpens: 122 * k,
                uniqueClicks: 18 * k,
                unsubscribes: k,
              },
              previous: {
                contactsTotal: 1150,
                contactsNew: 32 * k,
                campaignsSent: k,
                recipients: 300 * k,
                uniqueOpens: 75 * k,
                uniqueClicks: 12 * k,
              },
            }),
      });
    }),
    http.get('/api/analytics/contact-growth', ({ request }) => {
      const timeframe = timeframeOf(request);
      return HttpResponse.json({
        contactGrowth: isNew
          ? buildContactGrowth({ timeframe })
          : buildContactGrowth({
              timeframe,
              startTotal: 1150,
              newContacts: [
                4, 9, 2, 12, 7, 0, 15, 6, 3, 11, 8, 5, 14, 9, 1, 6, 10, 3, 7, 12, 4, 8, 2, 9, 13, 5,
                6, 11, 3, 7, 9,
              ],
            }),
      });
    }),
    http.get('/api/analytics/campaign-performance', ({ request }) => {
      const timeframe = timeframeOf(request);
      const k = scale[timeframe];
      return HttpResponse.json({
        campaignPerformance: isNew
          ? buildCampaignPerformance({ timeframe })
          : buildCampaignPerformance({
              timeframe,
              campaigns: [
                buildCampaignPerformanceRow({
                  id: 1,
                  name: 'Spring Sale',
                  delivered: 200 * k,
                  uniqueOpens: 50 * k,
                  uniqueClicks: 9 * k,
                }),
                buildCampaignPerformanceRow({
                  id: 2,
                  name: 'Welcome Series',
                  delivered: 150 * k,
                  uniqueOpens: 62 * k,
                  uniqueClicks: 8 * k,
                }),
                buildCampaignPerformanceRow({
                  id: 4,
                  name: 'Product Update',
                  delivered: 50 * k,
                  uniqueOpens: 10 * k,
                  uniqueClicks: k,
                }),
              ],
            }),
      });
    }),
    http.get('/api/analytics/activity', () =>
      HttpResponse.json({ activity: isNew ? [] : activity }),
    ),
  ];
}
