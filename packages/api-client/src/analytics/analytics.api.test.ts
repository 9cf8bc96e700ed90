import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createFakeFetch, jsonResponse } from '../testing/fakeFetch';
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
