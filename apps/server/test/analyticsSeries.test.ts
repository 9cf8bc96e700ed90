import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsRepository } from '../src/analytics/analyticsRepository';
import { ownerScope } from '../src/db/scope';
import { analyticsSeed } from './analyticsSeed';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

/**
 * Series are taken at this instant (a Sunday): a week is [02-22 12:00, 03-01 12:00) UTC, cut into
 * 8 days of which the first and the last are partial. Berlin is UTC+1 in February.
 */
const NOW = new Date('2026-03-01T12:00:00.000Z');
const iso = (day: string, time = '09:00:00.000') => new Date(`2026-${day}T${time}Z`).toISOString();
const WEEK_DAYS = [
  '2026-02-22',
  '2026-02-23',
  '2026-02-24',
  '2026-02-25',
  '2026-02-26',
  '2026-02-27',
  '2026-02-28',
  '2026-03-01',
];

describeEachDatabase('analytics series and activity', (database) => {
  let server: TestServer;
  let userA: number;
  let userB: number;
  let userC: number;
  let tokenC: string;
  let tokenD: string;
  let seed: ReturnType<typeof analyticsSeed>;

  beforeAll(async () => {
    server = await startTestServer({ database });
    seed = analyticsSeed(server.db);
    const [a, b, c, d] = [
      await server.registerUser(),
      await server.registerUser(),
      await server.registerUser(),
      await server.registerUser(),
    ];
    [userA, userB, userC, tokenC, tokenD] = [a.user.id, b.user.id, c.user.id, c.token, d.token];

    await seed.addContacts(userA, [
      [iso('02-10')], // before the week: only in the totals
      [iso('02-22', '11:59:59.999')], // a millisecond before the window
      [iso('02-22', '12:00:00.000')], // the window's first instant: the first (partial) day
      [iso('02-23', '00:00:00.000')], // a day's first instant belongs to that day
      [iso('02-23', '23:30:00.000')], // 02-23 in UTC, 02-24 00:30 in Berlin
      [iso('02-26')], // an import: three contacts with one creation time
      [iso('02-26')],
      [iso('02-26')],
      [iso('03-01', '12:00:00.000')], // now: the window's end is exclusive
    ]);
    const spring = await seed.addCampaign(userA, 'Spring');
    const launch = await seed.addCampaign(userA, 'Launch');
    await seed.addRecipients(userA, [
      { campaign: spring, sentAt: iso('02-22', '11:00:00.000'), opened: true }, // before the window
      { campaign: spring, sentAt: iso('02-22', '12:00:00.000'), opened: true, clicked: true },
      { campaign: spring, sentAt: iso('02-24'), opened: true },
      { campaign: spring, sentAt: iso('02-24') },
      { campaign: spring, sentAt: null, status: 'failed' },
    ]);
    await seed.addRecipients(userA, [
      { campaign: launch, sentAt: iso('02-28', '23:59:59.999'), opened: true },
      { campaign: launch, sentAt: iso('03-01', '00:00:00.000') },
      { campaign: launch, sentAt: iso('03-01', '12:00:00.000'), opened: true }, // now: after the window
      { campaign: launch, sentAt: null, status: 'queued' },
    ]);
    await seed.addEvents(userA, spring, [
      ['unsubscribe', iso('02-25')],
      ['bounce', iso('02-21')], // before the window
      ['bounce', iso('02-27')],
    ]);

    // B's rows at the same times never reach A's figures.
    await seed.addContacts(userB, [[iso('02-25')]]);
    const other = await seed.addCampaign(userB, 'Other');
    await seed.addRecipients(userB, [
      { campaign: other, sentAt: iso('02-25'), opened: true, clicked: true },
    ]);
    await seed.addEvents(userB, other, [['unsubscribe', iso('02-25')]]);

    // C: one of each kind of activity.
    const [, bob] = await seed.addContacts(userC, [
      [iso('03-01', '08:00:00.000'), 'Ann Lee'],
      [iso('02-20'), 'Bob Ray'],
      [iso('02-27', '10:00:00.000')],
      [iso('02-27', '10:00:00.000')],
      [iso('02-27', '10:00:00.000')],
    ]);
    const news = await seed.addCampaign(userC, 'News', 12);
    await seed.addCampaign(userC, 'Draft'); // never delivered: no activity
    await seed.addRecipients(userC, [{ campaign: news, sentAt: iso('02-28', '09:05:00.000') }]);
    await seed.addRecipients(userC, [{ campaign: news, sentAt: iso('02-28', '09:00:00.000') }]);
    await seed.addEvents(
      userC,
      news,
      Array.from(
        { length: 11 },
        (_, i) => ['open', iso('02-28', `10:0${Math.min(i, 9)}:0${i === 10 ? 1 : 0}.000`)] as const,
      ),
    );
    await seed.addEvents(userC, news, [
      ['click', iso('02-28', '11:00:00.000')],
      ['unsubscribe', iso('02-28', '12:00:00.000'), bob],
    ]);
    await server.db
      .insertInto('workflows')
      .values({
        user_id: userC,
        name: 'Welcome',
        description: null,
        trigger: 'contact_added',
        is_active: 1,
        steps: '[]',
        created_at: iso('02-28', '13:00:00.000'),
      })
      .execute();
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('contact growth', () => {
    it('counts each UTC day of the week, empty days as 0, totals as of each day’s end', async () => {
      const growth = await analyticsRepository(server, ownerScope(userA)).contactGrowth(
        'week',
        'UTC',
        NOW,
      );
      expect(growth).toMatchObject({
        timeframe: 'week',
        tz: 'UTC',
        unit: 'day',
        from: '2026-02-22T12:00:00.000Z',
        to: '2026-03-01T12:00:00.000Z',
      });
      expect(growth.points.map((p) => p.label)).toEqual(WEEK_DAYS);
      expect(growth.points.map((p) => p.newContacts)).toEqual([1, 2, 0, 0, 3, 0, 0, 0]);
      // 9 contacts now, one of them created at the window's end: 8 then; 2 before the window.
      expect(growth.points.map((p) => p.totalContacts)).toEqual([3, 5, 5, 5, 8, 8, 8, 8]);
      expect(growth.points[0]).toMatchObject({
        from: '2026-02-22T12:00:00.000Z',
        to: '2026-02-23T00:00:00.000Z',
        partial: true,
      });
      expect(growth.points[1]?.partial).toBe(false);
      expect(growth.points[7]).toMatchObject({ to: '2026-03-01T12:00:00.000Z', partial: true });

      // The buckets add up to the summary's card.
      const summary = await analyticsRepository(server, ownerScope(userA)).summary('week', NOW);
      expect(summary.current.contactsNew).toBe(6);
      expect(summary.current.contactsTotal).toBe(8);
    });

    it('follows the days of the given time zone', async () => {
      const growth = await analyticsRepository(server, ownerScope(userA)).contactGrowth(
        'week',
        'Europe/Berlin',
        NOW,
      );
      expect(growth.points.map((p) => p.label)).toEqual(WEEK_DAYS);
      // Berlin's 02-23 starts at 02-22 23:00 UTC; 02-23 23:30 UTC is already 02-24 there.
      expect(growth.points[1]).toMatchObject({
        from: '2026-02-22T23:00:00.000Z',
        to: '2026-02-23T23:00:00.000Z',
      });
      expect(growth.points.map((p) => p.newContacts)).toEqual([1, 1, 1, 0, 3, 0, 0, 0]);
    });

    it('cuts a quarter into Monday weeks and a year into months; no data gives zeros', async () => {
      // 2025-03-03 is a Monday: the first week is whole, the last is cut at now.
      const quarter = await analyticsRepository(server, ownerScope(userA)).contactGrowth(
        'quarter',
        'UTC',
        new Date('2025-06-01T00:00:00.000Z'),
      );
      expect(quarter.unit).toBe('week');
      expect(quarter.points).toHaveLength(13);
      expect(quarter.points[0]).toMatchObject({ label: '2025-03-03', partial: false });
      expect(quarter.points[12]).toMatchObject({ label: '2025-05-26', partial: true });
      expect(quarter.points.every((p) => p.newContacts === 0 && p.totalContacts === 0)).toBe(true);

      const year = await analyticsRepository(server, ownerScope(userA)).contactGrowth(
        'year',
        'UTC',
        NOW,
      );
      expect(year.unit).toBe('month');
      expect(year.points.map((p) => p.label)).toEqual([
        ...Array.from({ length: 10 }, (_, i) => `2025-${String(i + 3).padStart(2, '0')}-01`),
        '2026-01-01',
        '2026-02-01',
        '2026-03-01',
      ]);
      expect(year.points.map((p) => p.newContacts).slice(-2)).toEqual([8, 0]);
      expect(year.points.at(-1)?.totalContacts).toBe(8);
    });
  });

  describe('campaign performance', () => {
    it('counts deliveries and their opens and clicks per day and per campaign', async () => {
      const perf = await analyticsRepository(server, ownerScope(userA)).campaignPerformance(
        'week',
        'UTC',
        NOW,
      );
      expect(perf.points.map((p) => p.delivered)).toEqual([1, 0, 2, 0, 0, 0, 1, 1]);
      expect(perf.points.map((p) => p.uniqueOpens)).toEqual([1, 0, 1, 0, 0, 0, 1, 0]);
      expect(perf.points.map((p) => p.uniqueClicks)).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
      expect(perf.campaignsTotal).toBe(2);
      // The latest delivery first.
      expect(perf.campaigns).toEqual([
        {
          id: expect.any(Number),
          name: 'Launch',
          firstSentAt: '2026-02-28T23:59:59.999Z',
          lastSentAt: '2026-03-01T00:00:00.000Z',
          delivered: 2,
          uniqueOpens: 1,
          uniqueClicks: 0,
          bounces: 0,
          unsubscribes: 0,
          openRate: 50,
          clickRate: 0,
        },
        {
          id: expect.any(Number),
          name: 'Spring',
          firstSentAt: '2026-02-22T12:00:00.000Z',
          lastSentAt: '2026-02-24T09:00:00.000Z',
          delivered: 3,
          uniqueOpens: 2,
          uniqueClicks: 1,
          bounces: 1, // the bounce of 02-21 is before the window
          unsubscribes: 1,
          openRate: 66.7,
          clickRate: 33.3,
        },
      ]);
      const summary = await analyticsRepository(server, ownerScope(userA)).summary('week', NOW);
      expect(summary.current).toMatchObject({ recipients: 5, uniqueOpens: 3, uniqueClicks: 1 });
    });

    it('answers empty buckets and no campaigns for a period without sends', async () => {
      const perf = await analyticsRepository(server, ownerScope(userA)).campaignPerformance(
        'month',
        'UTC',
        new Date('2025-01-01T00:00:00.000Z'),
      );
      expect(perf.points).toHaveLength(30); // 2024-12-02 00:00 .. 2025-01-01 00:00: whole days
      expect(perf.points.some((p) => p.partial)).toBe(false);
      expect(perf.points.every((p) => p.delivered === 0)).toBe(true);
      expect(perf.campaigns).toEqual([]);
      expect(perf.campaignsTotal).toBe(0);
    });

    it("keeps each account's rows to itself", async () => {
      const perf = await analyticsRepository(server, ownerScope(userB)).campaignPerformance(
        'week',
        'UTC',
        NOW,
      );
      expect(perf.points.map((p) => p.delivered)).toEqual([0, 0, 0, 1, 0, 0, 0, 0]);
      expect(perf.campaigns).toMatchObject([
        { name: 'Other', delivered: 1, uniqueClicks: 1, unsubscribes: 1, bounces: 0 },
      ]);
      const growth = await analyticsRepository(server, ownerScope(userB)).contactGrowth(
        'week',
        'UTC',
        NOW,
      );
      expect(growth.points.map((p) => p.newContacts)).toEqual([0, 0, 0, 1, 0, 0, 0, 0]);
    });
  });

  describe('hourly totals (migration 011)', () => {
    it('follow sends, opens, clicks, deletions and a half-hour zone exactly', async () => {
      const e = await server.registerUser();
      const user = e.user.id;
      const campaign = await seed.addCampaign(user, 'Totals');
      await seed.addRecipients(user, [
        { campaign, sentAt: null, status: 'queued' },
        { campaign, sentAt: null, status: 'queued' },
        { campaign, sentAt: null, status: 'queued' },
      ]);
      const ids = (
        await server.db
          .selectFrom('campaign_recipients')
          .select('id')
          .where('campaign_id', '=', campaign)
          .orderBy('id')
          .execute()
      ).map((r) => r.id);
      const update = (id: number, set: Record<string, unknown>) =>
        server.db.updateTable('campaign_recipients').set(set).where('id', '=', id).execute();
      // A claim moves no figure; then the sending path marks two delivered (one at 10:20 and one
      // at 10:50 on 02-25), tracking records an open and a click, and the third fails.
      await update(ids[0]!, { claimed_by: 'w1' });
      await update(ids[0]!, { status: 'sent', sent_at: iso('02-25', '10:20:00.000') });
      await update(ids[1]!, { status: 'sent', sent_at: iso('02-25', '10:50:00.000') });
      await update(ids[1]!, { first_opened_at: iso('02-26'), open_count: 1 });
      await update(ids[1]!, { first_clicked_at: iso('02-26'), click_count: 1 });
      await update(ids[1]!, { open_count: 2 });
      await update(ids[2]!, { status: 'failed' });
      const [kept, removed] = await seed.addContacts(user, [
        [iso('02-25', '10:40:00.000')],
        [iso('02-25', '10:45:00.000')],
      ]);
      await server.db.deleteFrom('contacts').where('id', '=', removed!).execute();
      expect(kept).toEqual(expect.any(Number));

      const hours = await server.db
        .selectFrom('analytics_campaign_hours')
        .select(['delivered', 'opens', 'clicks'])
        .where('campaign_id', '=', campaign)
        .execute();
      expect(hours.map((h) => [Number(h.delivered), Number(h.opens), Number(h.clicks)])).toEqual([
        [2, 1, 1],
      ]);

      // Kolkata is UTC+5:30: its 02-25 ends at 18:30 UTC, and the 10:20/10:50 deliveries sit in
      // one UTC hour, so a bucket edge at 10:30 (a month before 03-27 10:30) splits that hour.
      const series = analyticsRepository(server, ownerScope(user));
      const kolkata = await series.campaignPerformance('week', 'Asia/Kolkata', NOW);
      expect(kolkata.points.map((p) => p.delivered)).toEqual([0, 0, 0, 2, 0, 0, 0, 0]);
      const split = await series.campaignPerformance(
        'month',
        'UTC',
        new Date('2026-03-27T10:30:00.000Z'),
      );
      // The window starts at 02-25 10:30: the 10:20 delivery is before it, the 10:50 one inside.
      expect(split.points[0]).toMatchObject({
        from: '2026-02-25T10:30:00.000Z',
        delivered: 1,
        uniqueOpens: 1,
        uniqueClicks: 1,
      });
      expect(split.campaigns).toMatchObject([
        { name: 'Totals', delivered: 1, firstSentAt: iso('02-25', '10:50:00.000') },
      ]);
      const growth = await series.contactGrowth(
        'month',
        'UTC',
        new Date('2026-03-27T10:42:00.000Z'),
      );
      // The window starts at 02-25 10:42: the contact of 10:40 is before it; the one of 10:45 is gone.
      expect(growth.points[0]?.newContacts).toBe(0);
      expect(growth.points.at(-1)?.totalContacts).toBe(1);

      // Deleting the campaign's rows takes its deliveries out of every figure.
      await server.db
        .deleteFrom('campaign_recipients')
        .where('campaign_id', '=', campaign)
        .execute();
      const after = await analyticsRepository(server, ownerScope(user)).summary('week', NOW);
      expect(after.current).toMatchObject({ recipients: 0, campaignsSent: 0, contactsNew: 1 });
    });
  });

  describe('recent activity', () => {
    it('merges contacts, imports, sends, milestones, unsubscribes and workflows, newest first', async () => {
      const items = await analyticsRepository(server, ownerScope(userC)).activity(10);
      expect(items.map((i) => [i.at, i.type, i.text, i.count, i.link.path])).toEqual([
        [iso('03-01', '08:00:00.000'), 'contact_added', 'Added contact Ann Lee', null, '/contacts'],
        [
          iso('02-28', '13:00:00.000'),
          'workflow_created',
          'Workflow “Welcome” created',
          null,
          '/automation',
        ],
        [
          iso('02-28', '12:00:00.000'),
          'unsubscribed',
          expect.stringMatching(/^c\d+@example\.test unsubscribed from “News”$/),
          null,
          '/contacts',
        ],
        [iso('02-28', '11:00:00.000'), 'campaign_clicks', 'First click on “News”', 1, '/campaigns'],
        [
          iso('02-28', '10:09:00.000'),
          'campaign_opens',
          '“News” reached 10 opens',
          10,
          '/campaigns',
        ],
        [iso('02-28', '10:00:00.000'), 'campaign_opens', 'First open of “News”', 1, '/campaigns'],
        [
          iso('02-28', '09:00:00.000'),
          'campaign_sent',
          '“News” sent to 12 recipients',
          12,
          '/campaigns',
        ],
        [iso('02-27', '10:00:00.000'), 'contacts_imported', 'Imported 3 contacts', 3, '/contacts'],
        [iso('02-20'), 'contact_added', 'Added contact Bob Ray', null, '/contacts'],
      ]);
      expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
      expect(items[0]?.link.id).toEqual(expect.any(Number));
      expect(items[7]?.link.id).toBeNull();
    });

    it('serves GET /api/analytics/activity with its limit, and nothing for a new account', async () => {
      const res = await server.get('/api/analytics/activity?limit=3', { token: tokenC });
      expect(res.status).toBe(200);
      expect(res.body.activity.map((i: { type: string }) => i.type)).toEqual([
        'contact_added',
        'workflow_created',
        'unsubscribed',
      ]);
      const fresh = await server.get('/api/analytics/activity', { token: tokenD });
      expect(fresh.body).toEqual({ activity: [] });
      const bad = await server.get('/api/analytics/activity?limit=51', { token: tokenC });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Limit must be a whole number from 1 to 50');
    });
  });

  it('serves both series for the signed-in account and refuses an unknown zone', async () => {
    const growth = await server.get('/api/analytics/contact-growth?timeframe=week&tz=Asia/Tokyo', {
      token: tokenC,
    });
    expect(growth.status).toBe(200);
    expect(growth.body.contactGrowth).toMatchObject({
      timeframe: 'week',
      tz: 'Asia/Tokyo',
      unit: 'day',
    });
    // Tokyo has no DST: every whole bucket starts at 15:00 UTC.
    expect(growth.body.contactGrowth.points[1].from).toMatch(/T15:00:00\.000Z$/);
    const perf = await server.get('/api/analytics/campaign-performance', { token: tokenC });
    expect(perf.status).toBe(200);
    expect(perf.body.campaignPerformance).toMatchObject({ timeframe: 'month', tz: 'UTC' });
    const bad = await server.get('/api/analytics/contact-growth?tz=Mars/Olympus', {
      token: tokenC,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Time zone must be an IANA time zone such as Europe/Berlin');
    const anonymous = await server.get('/api/analytics/campaign-performance');
    expect(anonymous.status).toBe(401);
  });
});
