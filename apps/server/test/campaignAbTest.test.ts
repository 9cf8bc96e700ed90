import type { AbTestSettingsInput, CampaignDetailResponse } from '@crm/api-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackgroundWork, type BackgroundWork } from '../src/backgroundWork';
import type { MailConfig } from '../src/config';
import { JOBS_QUEUE } from '../src/jobs/jobWorkers';
import { wakeWorkers } from '../src/jobs/workerPool';
import { closeSharedMailers } from '../src/sending/mailer';
import { wakeSending } from '../src/sending/sendingEngine';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { manualClock } from './jobsHarness';
import { startSmtpSink, waitFor, type SmtpSink } from './sendingSink';

const HOUR = 3_600_000;

/**
 * A/B subject tests (issue 27 §3): a send queues only the test share, dealt evenly to the
 * variants, and holds the rest; when the wait ends the server picks the winner by the measure (a
 * tie goes to the other measure, then to the first variant), or the user picks it before, and the
 * rest get the winner's subject. Opens and clicks are set on the recipient rows, as the tracking
 * routes record them; the clock is the job layer's and the routes' injected one, and the mail goes
 * through a real SMTP server. Every contact gets exactly one message.
 */
describeEachDatabase('campaign A/B tests', (database) => {
  let server: TestServer;
  let sink: SmtpSink;
  let work: BackgroundWork | undefined;
  const clock = manualClock(Date.parse('2037-12-01T09:00:00.000Z'));
  let run = 0;

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
    server = await startTestServer({ database, config: { mail }, clock });
    work = await startBackgroundWork({ ...server, clock });
  });

  afterAll(async () => {
    await work?.stop();
    closeSharedMailers();
    await server?.close();
    await sink?.close();
  });

  /** A user, `size` tagged contacts and a draft campaign to the tag with `abTest`. */
  async function campaignWith(size: number, abTest: AbTestSettingsInput) {
    const { token } = await server.registerUser({ plan: 'pro' });
    const prefix = `ab${++run}-${database}-`;
    for (let i = 0; i < size; i++) {
      const res = await server.post(
        '/api/contacts',
        { firstName: 'Pat', lastName: `N${i}`, email: `${prefix}${i}@example.com`, tags: ['ab'] },
        { token },
      );
      expect(res.status, res.text).toBe(201);
    }
    const created = await server.post(
      '/api/campaigns',
      {
        name: 'Launch',
        subject: 'Original',
        content: '<p>Hello {{firstName}}</p>',
        audience: { tags: ['ab'] },
        abTest,
      },
      { token },
    );
    expect(created.status, created.text).toBe(201);
    const id = created.body.campaign.id as number;
    const mail = () => sink.received.filter((m) => m.to.startsWith(prefix));
    const rows = () =>
      server.db
        .selectFrom('campaign_recipients')
        .select(['id', 'email', 'status', 'variant'])
        .where('campaign_id', '=', id)
        .orderBy('id')
        .execute();
    const details = async () =>
      (await server.get(`/api/campaigns/${id}`, { token })).body as CampaignDetailResponse;
    /** Marks `count` sent recipients of `variant` as having opened (and clicked). */
    const engage = async (variant: number, count: number, what: 'open' | 'click') => {
      const ids = (await rows())
        .filter((r) => Number(r.variant) === variant && r.status === 'sent')
        .slice(0, count)
        .map((r) => r.id);
      expect(ids).toHaveLength(count);
      await server.db
        .updateTable('campaign_recipients')
        .set(what === 'open' ? { open_count: 1 } : { open_count: 1, click_count: 1 })
        .where('id', 'in', ids)
        .execute();
    };
    const send = async () => {
      const res = await server.post(`/api/campaigns/${id}/send`, undefined, { token });
      expect(res.status, res.text).toBe(202);
    };
    return { id, token, mail, rows, details, engage, send };
  }

  /** Moves the clock past the campaign's wait and wakes the job workers. */
  const endWait = (decideAt: string | null) => {
    clock.set(Date.parse(decideAt!) + 1000);
    wakeWorkers(JOBS_QUEUE);
    wakeSending();
  };

  /** Each address got one message, and the subjects by address. */
  const subjectsByAddress = (
    mail: ReturnType<Awaited<ReturnType<typeof campaignWith>>['mail']>,
  ) => {
    const by = new Map<string, string>();
    for (const m of mail) {
      expect(by.has(m.to), `${m.to} got a second message`).toBe(false);
      by.set(m.to, m.parsed.subject ?? '');
    }
    return by;
  };

  it('sends the test share split evenly, holds the rest, and picks the winner by opens', async () => {
    const test = await campaignWith(20, {
      variants: [{ subject: 'Subject A' }, { subject: 'Subject B' }],
      sharePercent: 50,
      measure: 'opens',
      waitHours: 4,
    });
    await test.send();
    await waitFor(() => test.mail().length === 10, { what: 'the test share' });
    const rows = await test.rows();
    const count = (pred: (r: (typeof rows)[number]) => boolean) => rows.filter(pred).length;
    expect(count((r) => Number(r.variant) === 1)).toBe(5);
    expect(count((r) => Number(r.variant) === 2)).toBe(5);
    expect(count((r) => r.status === 'held' && r.variant === null)).toBe(10);
    // Each test address got its own variant's subject.
    for (const row of rows.filter((r) => r.variant !== null))
      expect(subjectsByAddress(test.mail()).get(row.email)).toBe(
        `Subject ${'AB'[Number(row.variant) - 1]}`,
      );
    const waiting = await test.details();
    expect(waiting.campaign.status).toBe('sending');
    expect(waiting.campaign.abTest).toMatchObject({
      winner: null,
      decideAt: new Date(Date.parse('2037-12-01T09:00:00.000Z') + 4 * HOUR).toISOString(),
    });

    await test.engage(1, 1, 'open');
    await test.engage(2, 3, 'open');
    // Not yet: the wait is not over.
    wakeWorkers(JOBS_QUEUE);
    await new Promise((r) => setTimeout(r, 300));
    expect(test.mail()).toHaveLength(10);

    endWait(waiting.campaign.abTest!.decideAt);
    await waitFor(() => test.mail().length === 20, { what: 'the rest' });
    const subjects = subjectsByAddress(test.mail());
    expect(subjects.size).toBe(20);
    for (const row of (await test.rows()).filter((r) => r.variant === null))
      expect(subjects.get(row.email)).toBe('Subject B');
    await waitFor(async () => (await test.details()).campaign.status === 'sent', {
      what: 'the campaign sent',
    });
    const done = await test.details();
    expect(done.campaign.abTest).toMatchObject({
      winner: 2,
      chosenHow: 'auto',
      reason: 'Most opens: A 20.0%, B 60.0%',
    });
    expect(done.abResults).toEqual([
      {
        variant: 1,
        subject: 'Subject A',
        sent: 5,
        opens: 1,
        clicks: 0,
        openRate: 0.2,
        clickRate: 0,
      },
      {
        variant: 2,
        subject: 'Subject B',
        sent: 5,
        opens: 3,
        clicks: 0,
        openRate: 0.6,
        clickRate: 0,
      },
      {
        variant: null,
        subject: 'Subject B',
        sent: 10,
        opens: 0,
        clicks: 0,
        openRate: 0,
        clickRate: 0,
      },
    ]);
  });

  it('picks the winner by clicks, over more opens', async () => {
    const test = await campaignWith(12, {
      variants: [{ subject: 'Click A' }, { subject: 'Click B', content: '<p>Other body</p>' }],
      sharePercent: 50,
      measure: 'clicks',
      waitHours: 1,
    });
    await test.send();
    await waitFor(() => test.mail().length === 6, { what: 'the test share' });
    // Variant B's own content went to its recipients.
    const rows = await test.rows();
    const b = rows.find((r) => Number(r.variant) === 2)!;
    expect(test.mail().find((m) => m.to === b.email)!.parsed.html).toContain('Other body');
    await test.engage(1, 1, 'click');
    await test.engage(2, 3, 'open');
    endWait((await test.details()).campaign.abTest!.decideAt);
    await waitFor(() => test.mail().length === 12, { what: 'the rest' });
    const subjects = subjectsByAddress(test.mail());
    for (const row of (await test.rows()).filter((r) => r.variant === null))
      expect(subjects.get(row.email)).toBe('Click A');
    expect((await test.details()).campaign.abTest).toMatchObject({
      winner: 1,
      chosenHow: 'auto',
      reason: 'Most clicks: A 33.3%, B 0.0%',
    });
  });

  it('breaks a tie by the other measure, then by the first variant', async () => {
    const test = await campaignWith(30, {
      variants: [{ subject: 'Tie A' }, { subject: 'Tie B' }, { subject: 'Tie C' }],
      sharePercent: 30,
      measure: 'opens',
      waitHours: 2,
    });
    await test.send();
    await waitFor(() => test.mail().length === 9, { what: 'the test share' });
    const rows = await test.rows();
    for (const variant of [1, 2, 3])
      expect(rows.filter((r) => Number(r.variant) === variant)).toHaveLength(3);
    await test.engage(1, 1, 'open');
    await test.engage(3, 1, 'click');
    endWait((await test.details()).campaign.abTest!.decideAt);
    await waitFor(() => test.mail().length === 30, { what: 'the rest' });
    expect((await test.details()).campaign.abTest).toMatchObject({
      winner: 3,
      reason: 'A and C tied on opens (33.3%); won on clicks: A 0.0%, C 33.3%',
    });

    // Nobody opened or clicked: the first variant.
    const quiet = await campaignWith(4, {
      variants: [{ subject: 'Quiet A' }, { subject: 'Quiet B' }],
      sharePercent: 50,
      measure: 'clicks',
      waitHours: 1,
    });
    await quiet.send();
    await waitFor(() => quiet.mail().length === 2, { what: 'the test share' });
    endWait((await quiet.details()).campaign.abTest!.decideAt);
    await waitFor(() => quiet.mail().length === 4, { what: 'the rest' });
    expect((await quiet.details()).campaign.abTest).toMatchObject({
      winner: 1,
      reason: 'A and B tied on clicks and opens; the first variant won',
    });
  });

  it('still picks the winner after a restart mid-wait', async () => {
    const test = await campaignWith(10, {
      variants: [{ subject: 'Restart A' }, { subject: 'Restart B' }],
      sharePercent: 20,
      measure: 'opens',
      waitHours: 72,
    });
    await test.send();
    await waitFor(() => test.mail().length === 2, { what: 'the test share' });
    await test.engage(2, 1, 'open');
    const { decideAt } = (await test.details()).campaign.abTest!;
    // The process ends mid-wait; a new one over the same database starts after the wait is over.
    await work!.stop();
    work = undefined;
    clock.set(Date.parse(decideAt!) + HOUR);
    work = await startBackgroundWork({ ...server, clock });
    await waitFor(() => test.mail().length === 10, { what: 'the rest after the restart' });
    const subjects = subjectsByAddress(test.mail());
    for (const row of (await test.rows()).filter((r) => r.variant === null))
      expect(subjects.get(row.email)).toBe('Restart B');
    expect((await test.details()).campaign.abTest).toMatchObject({ winner: 2, chosenHow: 'auto' });
  });

  it('lets the user pick the winner early, once, and the wait’s end then changes nothing', async () => {
    const test = await campaignWith(10, {
      variants: [{ subject: 'Pick A' }, { subject: 'Pick B' }, { subject: 'Pick C' }],
      sharePercent: 30,
      measure: 'opens',
      waitHours: 24,
    });
    const early = await server.post(
      `/api/campaigns/${test.id}/ab-winner`,
      { variant: 2 },
      { token: test.token },
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A winner can be picked only while the campaign is sending');
    await test.send();
    await waitFor(() => test.mail().length === 3, { what: 'the test share' });
    await test.engage(1, 1, 'open');
    const bad = await server.post(
      `/api/campaigns/${test.id}/ab-winner`,
      { variant: 4 },
      { token: test.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Variant must be 1, 2 or 3');
    const picked = await server.post(
      `/api/campaigns/${test.id}/ab-winner`,
      { variant: 3 },
      { token: test.token },
    );
    expect(picked.status, picked.text).toBe(200);
    expect(picked.body.campaign.abTest).toMatchObject({ winner: 3, chosenHow: 'manual' });
    expect(picked.body.campaign.abTest.reason).toMatch(/^Picked by .+ before the wait ended$/);
    await waitFor(() => test.mail().length === 10, { what: 'the rest' });
    const again = await server.post(
      `/api/campaigns/${test.id}/ab-winner`,
      { variant: 1 },
      { token: test.token },
    );
    expect(again.status).toBe(409);
    endWait(picked.body.campaign.abTest.decideAt);
    await new Promise((r) => setTimeout(r, 300));
    expect(test.mail()).toHaveLength(10);
    const subjects = subjectsByAddress(test.mail());
    for (const row of (await test.rows()).filter((r) => r.variant === null))
      expect(subjects.get(row.email)).toBe('Pick C');
    expect((await test.details()).campaign.abTest).toMatchObject({
      winner: 3,
      chosenHow: 'manual',
    });
    // Another account cannot pick for it.
    const other = await server.registerUser();
    expect(
      (
        await server.post(
          `/api/campaigns/${test.id}/ab-winner`,
          { variant: 1 },
          { token: other.token },
        )
      ).status,
    ).toBe(404);
  });

  it('refuses a test that is not sane, naming what is wrong', async () => {
    const { token } = await server.registerUser();
    const base = { name: 'Bad', subject: 'Hi', content: '<p>Hi</p>' };
    const good: AbTestSettingsInput = {
      variants: [{ subject: 'A' }, { subject: 'B' }],
      sharePercent: 20,
      measure: 'opens',
      waitHours: 4,
    };
    const cases: [Partial<AbTestSettingsInput> & Record<string, unknown>, string][] = [
      [{ variants: [{ subject: 'A' }] }, 'An A/B test needs 2 or 3 variants'],
      [
        { variants: [1, 2, 3, 4].map((n) => ({ subject: `S${n}` })) },
        'An A/B test needs 2 or 3 variants',
      ],
      [{ variants: [{ subject: 'A' }, { subject: '  ' }] }, 'Each variant needs a subject'],
      [
        { variants: [{ subject: 'A' }, { subject: 'x'.repeat(301) }] },
        'A variant’s subject must be at most 300 characters',
      ],
      [{ sharePercent: 5 }, 'Test share must be a whole number from 10 to 50 percent'],
      [{ sharePercent: 60 }, 'Test share must be a whole number from 10 to 50 percent'],
      [{ waitHours: 0 }, 'Wait must be a whole number from 1 to 72 hours'],
      [{ waitHours: 73 }, 'Wait must be a whole number from 1 to 72 hours'],
      [{ waitHours: 1.5 }, 'Wait must be a whole number from 1 to 72 hours'],
      [{ measure: 'replies' as never }, 'Winning measure must be opens or clicks'],
    ];
    for (const [change, message] of cases) {
      const res = await server.post(
        '/api/campaigns',
        { ...base, abTest: { ...good, ...change } },
        { token },
      );
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const created = await server.post('/api/campaigns', { ...base, abTest: good }, { token });
    expect(created.status).toBe(201);
    expect(created.body.campaign.abTest).toMatchObject({ ...good, winner: null, decideAt: null });
    const id = created.body.campaign.id as number;
    const patched = await server.patch(
      `/api/campaigns/${id}`,
      { abTest: { ...good, waitHours: 99 } },
      { token },
    );
    expect(patched.status).toBe(400);
    const removed = await server.patch(`/api/campaigns/${id}`, { abTest: null }, { token });
    expect(removed.body.campaign.abTest).toBeNull();
  });
});
