import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackgroundWork, type BackgroundWork } from '../src/backgroundWork';
import type { MailConfig } from '../src/config';
import { closeSharedMailers } from '../src/sending/mailer';
import { wakeSending } from '../src/sending/sendingEngine';
import { JOBS_QUEUE } from '../src/jobs/jobWorkers';
import { wakeWorkers } from '../src/jobs/workerPool';
import { utcDay, warmupToday, WARMUP_DAYS } from '@crm/api-client';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { manualClock } from './jobsHarness';
import { startSmtpSink, waitFor, type SmtpSink } from './sendingSink';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The warm-up schedule (issue 30 §3): while an account's domain warms up, the sending engine takes
 * no more of its mail a day than the day's cap; the rest waits, queued, for the next day, across a
 * restart of the engine. The clock is the engine's injected one.
 */
describeEachDatabase('sending warm-up', (database) => {
  let server: TestServer;
  let sink: SmtpSink;
  let work: BackgroundWork | undefined;
  const clock = manualClock(Date.parse('2037-12-01T09:00:00.000Z'));

  beforeAll(async () => {
    sink = await startSmtpSink();
    const { defaultConfig } = await import('../src/config');
    const mail: MailConfig = {
      ...defaultConfig.mail,
      smtpUrl: sink.url,
      from: 'Beacon <news@beacon.test>',
      publicUrl: 'https://crm.example.test',
      pollIntervalMs: 50,
    };
    server = await startTestServer({ database, config: { mail } });
  });

  afterAll(async () => {
    await work?.stop();
    closeSharedMailers();
    await server?.close();
    await sink?.close();
  });

  it('grows the daily cap over four weeks, then lifts it', () => {
    const on = (date: string) => warmupToday('2037-12-01', new Date(`${date}T12:00:00Z`));
    expect(on('2037-12-01')).toEqual({ day: 1, date: '2037-12-01', cap: 50 });
    expect(on('2037-12-02')?.cap).toBe(70);
    expect(on('2037-12-07')?.cap).toBe(376);
    expect(on('2037-12-28')).toMatchObject({ day: WARMUP_DAYS, cap: 440_988 });
    expect(on('2037-12-29')).toBeUndefined();
    const caps = Array.from({ length: WARMUP_DAYS }, (_, i) =>
      warmupToday('2037-12-01', new Date(Date.parse('2037-12-01') + i * DAY)),
    ).map((today) => today!.cap);
    expect(caps.every((cap, i) => i === 0 || cap > caps[i - 1]!)).toBe(true);
  });

  it('starts and ends by the page, for the account alone, and says what is wrong', async () => {
    const { token } = await server.registerUser();
    const other = await server.registerUser();
    expect((await server.get('/api/domains/warmup', { token })).body).toEqual({
      startedOn: null,
      days: WARMUP_DAYS,
      today: null,
    });
    const on = await server.put('/api/domains/warmup', { enabled: true }, { token });
    expect(on.status, on.text).toBe(200);
    expect(on.body).toEqual({
      startedOn: utcDay(new Date()),
      days: WARMUP_DAYS,
      today: { day: 1, cap: 50, taken: 0 },
    });
    expect((await server.get('/api/domains/warmup', { token: other.token })).body.startedOn).toBe(
      null,
    );
    const bad = await server.put('/api/domains/warmup', { enabled: 'yes' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('enabled must be true or false');
    expect((await server.get('/api/domains/warmup')).status).toBe(401);
    const off = await server.put('/api/domains/warmup', { enabled: false }, { token });
    expect(off.body).toMatchObject({ startedOn: null, today: null });
  });

  it('sends no more than the day’s cap, keeps the rest queued across a restart, and sends it the next day', async () => {
    const { token, user } = await server.registerUser();
    const ownerId = user.id as number;
    const other = await server.registerUser();
    const contactIds: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await server.post(
        '/api/contacts',
        { firstName: 'Pat', lastName: `N${i}`, email: `warm-${database}-${i}@example.com` },
        { token },
      );
      contactIds.push(res.body.contact.id);
    }
    const campaign = (
      await server.post(
        '/api/campaigns',
        { name: 'Launch', subject: 'Hi', content: '<p>Hello</p>' },
        { token },
      )
    ).body.campaign.id as number;
    for (const contactId of contactIds)
      await server.post(`/api/campaigns/${campaign}/contacts`, { contactId }, { token });
    // Another account, no warm-up: its mail is not held by this one's cap.
    const outsider = (
      await server.post(
        '/api/contacts',
        { firstName: 'Out', lastName: 'Side', email: `outsider-${database}@example.com` },
        { token: other.token },
      )
    ).body.contact.id as number;
    const otherCampaign = (
      await server.post(
        '/api/campaigns',
        { name: 'Other', subject: 'Hi', content: '<p>Hello</p>' },
        { token: other.token },
      )
    ).body.campaign.id as number;
    await server.post(
      `/api/campaigns/${otherCampaign}/contacts`,
      { contactId: outsider },
      { token: other.token },
    );
    // The warm-up began on the engine's day (the page starts it on the server's real day).
    await server.db
      .insertInto('settings')
      .values({
        user_id: ownerId,
        from_name: null,
        from_email: null,
        reply_to: null,
        postal_address: null,
        warmup_started_on: '2037-12-01',
        updated_at: new Date().toISOString(),
      })
      .execute();

    const mine = () => sink.received.filter((m) => m.to.startsWith(`warm-${database}-`)).length;
    const settle = async () => {
      for (let i = 0; i < 10; i++) {
        wakeSending();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    work = await startBackgroundWork({ ...server, clock });
    expect(
      (await server.post(`/api/campaigns/${campaign}/send`, undefined, { token })).status,
    ).toBe(202);
    expect(
      (await server.post(`/api/campaigns/${otherCampaign}/send`, undefined, { token: other.token }))
        .status,
    ).toBe(202);
    await waitFor(() => mine() === 50, { what: 'the first day’s 50' });
    await waitFor(() => sink.received.some((m) => m.to === `outsider-${database}@example.com`), {
      what: 'the other account’s mail',
    });
    await settle();
    expect(mine()).toBe(50);
    const queued = await server.db
      .selectFrom('campaign_recipients')
      .select(['status', 'next_attempt_at'])
      .where('campaign_id', '=', campaign)
      .where('status', '=', 'queued')
      .execute();
    expect(queued).toHaveLength(10);
    expect(new Date(String(queued[0]!.next_attempt_at)).toISOString()).toBe(
      '2037-12-02T00:00:00.000Z',
    );

    // A restart the same day: the day's count is in the database, so nothing more goes out.
    await work.stop();
    work = await startBackgroundWork({ ...server, clock });
    await settle();
    expect(mine()).toBe(50);

    // The next day (cap 70): the 10 left go out and the campaign is sent, nothing failed.
    clock.set(Date.parse('2037-12-02T00:00:01.000Z'));
    await waitFor(() => mine() === 60, { what: 'the rest on day 2' });
    await waitFor(
      async () =>
        (
          await server.db
            .selectFrom('campaigns')
            .select('status')
            .where('id', '=', campaign)
            .executeTakeFirstOrThrow()
        ).status === 'sent',
      { what: 'campaign sent' },
    );
    const counts = await server.db
      .selectFrom('sending_daily_counts')
      .select(['day', 'claimed'])
      .where('user_id', '=', ownerId)
      .orderBy('day')
      .execute();
    expect(counts.map((c) => [c.day, Number(c.claimed)])).toEqual([
      ['2037-12-01', 50],
      ['2037-12-02', 10],
    ]);
    const recipients = await server.db
      .selectFrom('campaign_recipients')
      .select('status')
      .where('campaign_id', '=', campaign)
      .execute();
    expect(new Set(recipients.map((r) => r.status))).toEqual(new Set(['sent']));
  });

  it('counts a workflow’s emails against the same daily cap, and holds the rest for the next day', async () => {
    const { token, user } = await server.registerUser();
    const ownerId = user.id as number;
    const prefix = `wfwarm-${database}-`;
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await server.post(
        '/api/contacts',
        { firstName: 'Pat', lastName: `W${i}`, email: `${prefix}${i}@example.com` },
        { token },
      );
      ids.push(res.body.contact.id);
    }
    const template = (
      await server.post(
        '/api/email-templates',
        { name: 'Welcome', subject: 'Hi', content: '<p>Hello</p>', templateType: 'welcome' },
        { token },
      )
    ).body.template.id as number;
    const workflow = (
      await server.post(
        '/api/automation-workflows',
        {
          name: 'Welcome series',
          // Entered by hand below, not by the contacts created above.
          trigger: 'form_submission',
          isActive: true,
          steps: JSON.stringify({
            version: 2,
            trigger: {},
            steps: [{ id: 'e', type: 'send_email', templateId: template }],
          }),
        },
        { token },
      )
    ).body.workflow.id as number;
    const day = utcDay(clock.now());
    const next = new Date(Date.parse(day) + DAY);
    await server.db
      .insertInto('settings')
      .values({
        user_id: ownerId,
        from_name: null,
        from_email: null,
        reply_to: null,
        postal_address: null,
        warmup_started_on: day,
        updated_at: new Date().toISOString(),
      })
      .execute();

    const mine = () => sink.received.filter((m) => m.to.startsWith(prefix)).length;
    work ??= await startBackgroundWork({ ...server, clock });
    const enrolled = await server.post(
      `/api/automation-workflows/${workflow}/enrol`,
      { ids },
      { token },
    );
    expect(enrolled.status, enrolled.text).toBe(200);
    // Day 1 of the warm-up: 50, as a campaign would get; the other 10 wait for the next day.
    await waitFor(() => mine() === 50, { what: 'the first day’s 50 workflow emails' });
    for (let i = 0; i < 10; i++) {
      wakeWorkers(JOBS_QUEUE);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mine()).toBe(50);
    const held = await server.db
      .selectFrom('jobs')
      .select('run_at')
      .where('user_id', '=', ownerId)
      .where('state', '=', 'queued')
      .execute();
    expect(held).toHaveLength(10);
    expect(new Set(held.map((j) => new Date(String(j.run_at)).toISOString()))).toEqual(
      new Set([next.toISOString()]),
    );

    clock.set(next.getTime() + 1000);
    wakeWorkers(JOBS_QUEUE);
    await waitFor(() => mine() === 60, { what: 'the rest on the next day' });
    const counts = await server.db
      .selectFrom('sending_daily_counts')
      .select(['day', 'claimed'])
      .where('user_id', '=', ownerId)
      .orderBy('day')
      .execute();
    expect(counts.map((c) => [c.day, Number(c.claimed)])).toEqual([
      [day, 50],
      [utcDay(next), 10],
    ]);
  });
});
