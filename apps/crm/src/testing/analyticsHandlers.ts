import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  ANALYTICS_TIMEFRAMES,
  DEFAULT_ANALYTICS_TIMEFRAME,
  type ActivityItem,
  type AnalyticsTimeframe,
  type PipelineAnalytics,
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

const months = [
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
];
const usd = (valueCents: number) => (valueCents ? [{ currency: 'USD', valueCents }] : []);

/** The story pipeline: open deals in three of four stages, one in euros; won deals in most months. */
export const samplePipeline: PipelineAnalytics = {
  stages: [
    {
      id: 1,
      name: 'Lead',
      position: 0,
      count: 12,
      totals: [
        { currency: 'USD', valueCents: 4_850_000 },
        { currency: 'EUR', valueCents: 99_950 },
      ],
    },
    { id: 2, name: 'Qualified', position: 1, count: 7, totals: usd(3_120_000) },
    { id: 3, name: 'Proposal', position: 2, count: 3, totals: usd(2_400_000) },
    { id: 4, name: 'Negotiation', position: 3, count: 0, totals: [] },
  ],
  wonByMonth: months.map((month, i) => {
    const cents = [0, 1_200_000, 800_000, 0, 2_500_000, 1_750_000, 900_000, 3_100_000][i % 8]!;
    return { month, count: cents ? 1 + (i % 3) : 0, totals: usd(cents) };
  }),
};

/** A new account's pipeline: the default stages, nothing open, nothing won. */
export const emptyPipeline: PipelineAnalytics = {
  stages: samplePipeline.stages.map((s) => ({ ...s, count: 0, totals: [] })),
  wonByMonth: months.map((month) => ({ month, count: 0, totals: [] })),
};

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
    http.get('/api/analytics/pipeline', () =>
      HttpResponse.json({ pipeline: isNew ? emptyPipeline : samplePipeline }),
    ),
  ];
}
