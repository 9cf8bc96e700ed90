import { afterAll, beforeAll, expect, it } from 'vitest';
import { analyticsRepository } from '../src/analytics/analyticsRepository';
import { ownerScope } from '../src/db/scope';
import { analyticsSeed } from './analyticsSeed';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

/** The summaries below are taken at this instant: a week is [02-22 12:00, 03-01 12:00). */
const NOW = new Date('2026-03-01T12:00:00.000Z');
const iso = (day: string, time = '09:00:00') => new Date(`2026-${day}T${time}.000Z`).toISOString();

describeEachDatabase('analytics summary', (database) => {
  let server: TestServer;
  let userA: number;
  let tokenA: string;
  let userB: number;
  let tokenB: string;
  let seed: ReturnType<typeof analyticsSeed>;

  beforeAll(async () => {
    server = await startTestServer({ database });
    seed = analyticsSeed(server.db);
    const a = await server.registerUser();
    const b = await server.registerUser();
    [userA, tokenA, userB, tokenB] = [a.user.id, a.token, b.user.id, b.token];

    await seed.addContacts(userA, [
      iso('02-10'), // before both periods: in both totals
      iso('02-16'), // previous
      iso('02-20'), // previous
      iso('02-22', '12:00:00'), // the first instant of the current week: current
      iso('02-23'), // current
      iso('02-28'), // current
      iso('03-01', '12:00:00'), // the end is exclusive: after the week
    ]);

    const spring = await seed.addCampaign(userA, 'Spring');
    const launch = await seed.addCampaign(userA, 'Launch');
    const digest = await seed.addCampaign(userA, 'Digest');
    await seed.addRecipients(userA, [
      // Previous week: Spring to 4, 2 opened (1 of them clicked); a hard bounce is not delivered.
      { campaign: spring, sentAt: iso('02-18'), opened: iso('02-18'), clicked: iso('02-18') },
      { campaign: spring, sentAt: iso('02-18'), opened: iso('02-19') },
      { campaign: spring, sentAt: iso('02-18') },
      { campaign: spring, sentAt: iso('02-18') },
      { campaign: spring, sentAt: null, status: 'failed' },
      // Sent on the week's first instant: Spring counts in both weeks.
      { campaign: spring, sentAt: iso('02-22', '12:00:00') },
      // Current week: Launch to 3, all opened, 2 clicked (an open after the week still counts for
      // the message it opened); Digest to 3, 1 opened; one row still queued.
      { campaign: launch, sentAt: iso('02-25'), opened: iso('02-25'), clicked: iso('02-25') },
      { campaign: launch, sentAt: iso('02-25'), opened: iso('02-26'), clicked: iso('02-27') },
      { campaign: launch, sentAt: iso('02-25'), opened: iso('03-02') },
      { campaign: digest, sentAt: iso('02-27'), opened: iso('02-27') },
      { campaign: digest, sentAt: iso('02-27') },
      { campaign: digest, sentAt: iso('02-27') },
      { campaign: digest, sentAt: null, status: 'queued' },
      // Before both periods.
      { campaign: spring, sentAt: iso('02-01'), opened: iso('02-01') },
    ]);
    await seed.addEvents(userA, null, [
      ['unsubscribe', iso('02-19')],
      ['unsubscribe', iso('02-20')],
      ['unsubscribe', iso('02-26')],
      ['bounce', iso('02-24')],
      // Opens are read from the recipient rows, never from events.
      ['open', iso('02-25')],
      ['open', iso('02-25')],
    ]);

    // User B's rows at the same times must never reach A's figures.
    await seed.addContacts(userB, [iso('02-23'), iso('02-24')]);
    const other = await seed.addCampaign(userB, 'Other');
    await seed.addRecipients(userB, [
      { campaign: other, sentAt: iso('02-25'), opened: iso('02-25'), clicked: iso('02-25') },
      { campaign: other, sentAt: iso('02-17'), opened: iso('02-17') },
    ]);
    await seed.addEvents(userB, null, [
      ['unsubscribe', iso('02-25')],
      ['bounce', iso('02-19')],
    ]);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('counts the week and the week before it, and the change between them', async () => {
    const summary = await analyticsRepository(server, ownerScope(userA)).summary('week', NOW);
    expect(summary.timeframe).toBe('week');
    expect(summary.current).toEqual({
      from: '2026-02-22T12:00:00.000Z',
      to: '2026-03-01T12:00:00.000Z',
      contactsTotal: 6,
      contactsNew: 3,
      campaignsSent: 3,
      recipients: 7,
      uniqueOpens: 4,
      uniqueClicks: 2,
      openRate: 57.1, // 4 / 7
      clickRate: 28.6, // 2 / 7
      unsubscribes: 1,
      bounces: 1,
    });
    expect(summary.previous).toEqual({
      from: '2026-02-15T12:00:00.000Z',
      to: '2026-02-22T12:00:00.000Z',
      contactsTotal: 3,
      contactsNew: 2,
      campaignsSent: 1,
      recipients: 4,
      uniqueOpens: 2,
      uniqueClicks: 1,
      openRate: 50,
      clickRate: 25,
      unsubscribes: 2,
      bounces: 0,
    });
    expect(summary.change).toEqual({
      contactsTotal: 100,
      contactsNew: 50,
      campaignsSent: 200,
      recipients: 75,
      uniqueOpens: 100,
      uniqueClicks: 100,
      openRate: 7.1, // percentage points: 57.1 − 50
      clickRate: 3.6,
      unsubscribes: -50,
      bounces: null, // none the week before: nothing to compare
    });
  });

  it('takes a month as 30 days: the previous window then holds only the older rows', async () => {
    const summary = await analyticsRepository(server, ownerScope(userA)).summary('month', NOW);
    // Current: 01-30 12:00 .. 03-01 12:00; previous: 12-31 .. 01-30, where nothing happened.
    expect(summary.current).toMatchObject({
      contactsTotal: 6,
      contactsNew: 6,
      campaignsSent: 3,
      recipients: 12,
      uniqueOpens: 7,
      uniqueClicks: 3,
      openRate: 58.3, // 7 / 12
      clickRate: 25,
      unsubscribes: 3,
      bounces: 1,
    });
    expect(summary.previous).toMatchObject({ contactsTotal: 0, recipients: 0, openRate: null });
    expect(summary.change.contactsTotal).toBeNull();
    expect(summary.change.openRate).toBeNull();
  });

  it('answers zeros and null rates and changes for periods with no data', async () => {
    const summary = await analyticsRepository(server, ownerScope(userA)).summary(
      'quarter',
      new Date('2025-06-01T00:00:00.000Z'),
    );
    const empty = {
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
    };
    expect(summary.current).toEqual({
      ...empty,
      from: '2025-03-03T00:00:00.000Z',
      to: '2025-06-01T00:00:00.000Z',
    });
    expect(summary.previous).toMatchObject(empty);
    expect(Object.values(summary.change).every((value) => value === null)).toBe(true);
  });

  it("keeps each account's figures to itself", async () => {
    const summary = await analyticsRepository(server, ownerScope(userB)).summary('week', NOW);
    expect(summary.current).toMatchObject({
      contactsTotal: 2,
      contactsNew: 2,
      campaignsSent: 1,
      recipients: 1,
      uniqueOpens: 1,
      uniqueClicks: 1,
      openRate: 100,
      clickRate: 100,
      unsubscribes: 1,
      bounces: 0,
    });
    expect(summary.previous).toMatchObject({ recipients: 1, uniqueOpens: 1, bounces: 1 });
  });

  it('serves GET /api/analytics/summary for the signed-in account, ending now', async () => {
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const [contact] = await seed.addContacts(userB, [anHourAgo]);
    const campaign = await seed.addCampaign(userB, 'Today');
    await seed.addRecipients(userB, [{ campaign, sentAt: anHourAgo, opened: true, contact }]);

    const res = await server.get('/api/analytics/summary?timeframe=week', { token: tokenB });
    expect(res.status).toBe(200);
    expect(res.body.summary.timeframe).toBe('week');
    // B's February rows are older than a week: only this hour's contact and message are in it.
    expect(res.body.summary.current).toMatchObject({
      contactsTotal: 3,
      contactsNew: 1,
      recipients: 1,
      uniqueOpens: 1,
      openRate: 100,
      clickRate: 0,
    });
    // A's rows of February are more than a week old: none of them is in A's week.
    const week = await server.get('/api/analytics/summary?timeframe=week', { token: tokenA });
    expect(week.body.summary.current).toMatchObject({
      contactsTotal: 7,
      contactsNew: 0,
      recipients: 0,
    });
    expect(week.body.summary.current.openRate).toBeNull();
    // The timeframe defaults to a month.
    const month = await server.get('/api/analytics/summary', { token: tokenA });
    expect(month.body.summary.timeframe).toBe('month');
  });

  it('refuses an unknown timeframe and an anonymous caller', async () => {
    const bad = await server.get('/api/analytics/summary?timeframe=decade', { token: tokenA });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Timeframe must be one of week, month, quarter, year');
    const anonymous = await server.get('/api/analytics/summary?timeframe=week');
    expect(anonymous.status).toBe(401);
  });
});
