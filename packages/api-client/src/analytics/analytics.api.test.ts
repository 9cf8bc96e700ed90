import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createFakeFetch, jsonResponse } from '../testing/fakeFetch';
import {
  buildActivityItem,
  buildAnalyticsSummary,
  buildCampaignPerformance,
  buildCampaignPerformanceRow,
  buildContactGrowth,
  buildRecentActivity,
} from '../testing/analyticsFactories';
import type { AnalyticsPeriod, AnalyticsSummary } from './analytics.schemas';

const period = (
  from: string,
  to: string,
  figures: Partial<AnalyticsPeriod> = {},
): AnalyticsPeriod => ({
  from,
  to,
  contactsTotal: 0,
  contactsNew: 0,
  campaignsSent: 0,
  recipients: 0,
  uniqueOpens: 0,
  uniqueClicks: 0,
  openRate: null,
  clickRate: null,
  unsubscribes: 0,
  bounces: 0,
  ...figures,
});

const summary: AnalyticsSummary = {
  timeframe: 'quarter',
  current: period('2026-01-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z', {
    recipients: 7,
    uniqueOpens: 4,
    openRate: 57.1,
    clickRate: 0,
  }),
  previous: period('2025-10-03T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
  change: {
    contactsTotal: null,
    contactsNew: null,
    campaignsSent: null,
    recipients: null,
    uniqueOpens: null,
    uniqueClicks: null,
    openRate: null,
    clickRate: null,
    unsubscribes: null,
    bounces: null,
  },
};

describe('getAnalyticsSummary', () => {
  it('asks for the timeframe and returns the parsed summary', async () => {
    const { fetch, requests } = createFakeFetch({
      'GET /api/analytics/summary': () => jsonResponse({ summary }),
    });
    const client = createApiClient({ fetch, getToken: () => 't' });
    await expect(client.getAnalyticsSummary('quarter')).resolves.toEqual(summary);
    expect(new URL(requests[0]?.url ?? '', 'http://x').search).toBe('?timeframe=quarter');
  });

  it('rejects a rate above 100% and resolves a 401 to null when asked', async () => {
    const bad = { ...summary, current: { ...summary.current, openRate: 140 } };
    const { fetch } = createFakeFetch({
      'GET /api/analytics/summary': () => jsonResponse({ summary: bad }),
    });
    await expect(createApiClient({ fetch }).getAnalyticsSummary('week')).rejects.toThrow();

    const anonymous = createFakeFetch({
      'GET /api/analytics/summary': () => new Response('', { status: 401 }),
    });
    await expect(
      createApiClient({ fetch: anonymous.fetch }).getAnalyticsSummary('week', { on401: 'null' }),
    ).resolves.toBeNull();
  });
});

describe('series and activity reads', () => {
  it('ask with the timeframe and the zone (UTC left out) and return the parsed answers', async () => {
    const growth = buildContactGrowth({ timeframe: 'week', tz: 'Europe/Berlin', newContacts: [2] });
    const performance = buildCampaignPerformance({
      timeframe: 'year',
      campaigns: [buildCampaignPerformanceRow()],
    });
    const activity = buildRecentActivity();
    const { fetch, requests } = createFakeFetch({
      'GET /api/analytics/contact-growth': () => jsonResponse({ contactGrowth: growth }),
      'GET /api/analytics/campaign-performance': () =>
        jsonResponse({ campaignPerformance: performance }),
      'GET /api/analytics/activity': () => jsonResponse({ activity }),
    });
    const client = createApiClient({ fetch, getToken: () => 't' });
    await expect(client.getContactGrowth('week', 'Europe/Berlin')).resolves.toEqual(growth);
    await expect(client.getCampaignPerformance('year', 'UTC')).resolves.toEqual(performance);
    await expect(client.getRecentActivity(5)).resolves.toEqual(activity);
    const search = requests.map((r) => new URL(r.url, 'http://x').search);
    expect(search).toEqual(['?timeframe=week&tz=Europe%2FBerlin', '?timeframe=year', '?limit=5']);
  });

  it('rejects an activity link outside the app routes', async () => {
    const item = { ...buildActivityItem(), link: { path: '/admin', id: null } };
    const { fetch } = createFakeFetch({
      'GET /api/analytics/activity': () => jsonResponse({ activity: [item] }),
    });
    await expect(createApiClient({ fetch }).getRecentActivity()).rejects.toThrow();
  });
});

describe('analytics factories', () => {
  it('derive rates and changes from counts, as the server does', () => {
    const s = buildAnalyticsSummary({
      current: { recipients: 8, uniqueOpens: 2, contactsNew: 3 },
      previous: { recipients: 4, uniqueOpens: 2, contactsNew: 2 },
    });
    expect(s.current.openRate).toBe(25);
    expect(s.change.openRate).toBe(-25);
    expect(s.change.contactsNew).toBe(50);
    expect(buildAnalyticsSummary().change.recipients).toBeNull();
  });

  it('cover the window with calendar buckets whose totals accumulate', () => {
    // FIXTURE_DATE is 2024-04-01 09:00 UTC; a week back is 2024-03-25 09:00: 8 days, both ends cut.
    const g = buildContactGrowth({ timeframe: 'week', newContacts: [1, 0, 2], startTotal: 5 });
    expect(g.points.map((p) => p.label)).toEqual([
      '2024-03-25',
      '2024-03-26',
      '2024-03-27',
      '2024-03-28',
      '2024-03-29',
      '2024-03-30',
      '2024-03-31',
      '2024-04-01',
    ]);
    expect(g.points.map((p) => p.totalContacts).slice(0, 3)).toEqual([6, 6, 8]);
    expect([g.points[0]?.partial, g.points[1]?.partial, g.points[7]?.partial]).toEqual([
      true,
      false,
      true,
    ]);
    expect(buildCampaignPerformanceRow({ delivered: 0, uniqueOpens: 0 }).openRate).toBeNull();
  });
});
