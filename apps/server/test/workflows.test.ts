import type { WorkflowReport } from '@crm/api-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackgroundWork, type BackgroundWork } from '../src/backgroundWork';
import { JOBS_QUEUE } from '../src/jobs/jobWorkers';
import { wakeWorkers } from '../src/jobs/workerPool';
import { serverSecret } from '../src/db/serverSecretsRepository';
import type { MailConfig } from '../src/config';
import { closeSharedMailers } from '../src/sending/mailer';
import { flushEngagement } from '../src/tracking/trackingRoutes';
import { trackingTokens } from '../src/tracking/trackingTokens';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { manualClock } from './jobsHarness';
import { startSmtpSink, waitFor, type SmtpSink } from './sendingSink';
import { uploadFile } from './transfer/transferHelpers';
import { analyticsSeed } from './analyticsSeed';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Workflows that run (issue 29): triggers, enrolment once per contact, each step a job of the one
 * job layer with an injected clock for waits, emails through the one message builder to a real
 * SMTP server, contacts not mailed once unsubscribed or bounced, the run history per workflow.
 * One server per database for the whole file; each test has its own user.
 */
describeEachDatabase('workflows', (database) => {
  let server: TestServer;
  let sink: SmtpSink;
  let work: BackgroundWork;
  let mailConfig: MailConfig;
  const clock = manualClock();

  beforeAll(async () => {
    sink = await startSmtpSink();
    const { defaultConfig } = await import('../src/config');
    mailConfig = {
      ...defaultConfig.mail,
      smtpUrl: sink.url,
      from: 'Beacon <news@beacon.test>',
      publicUrl: 'https://crm.example.test',
    };
    server = await startTestServer({ database, config: { mail: mailConfig } });
    work = await startBackgroundWork({ ...server, clock });
  });

  afterAll(async () => {
    await work?.stop();
    closeSharedMailers();
    await server?.close();
    await sink?.close();
  });

  async function user() {
    const { token, user: account } = await server.registerUser();
    const post = async (path: string, json: unknown, status = 201) => {
      const res = await server.post(path, json, { token });
      expect(res.status, res.text).toBe(status);
      return res.body;
    };
    const template = async (subject: string) =>
      (
        await post('/api/email-templates', {
          name: subject,
          subject,
          content: `<p>Hello {{firstName}}, ${subject}</p>`,
          templateType: 'welcome',
        })
      ).template.id as number;
    const workflow = async (trigger: string, definition: unknown, isActive = true) =>
      (
        await post('/api/automation-workflows', {
          name: `WF ${trigger}`,
          trigger,
          isActive,
          steps: JSON.stringify(definition),
        })
      ).workflow.id as number;
    const contact = async (email: string, fields: Record<string, unknown> = {}) =>
      (await post('/api/contacts', { firstName: 'Ada', lastName: 'L', email, ...fields })).contact
        .id as number;
    const report = async (id: number) =>
      (await server.get(`/api/automation-workflows/${id}/report`, { token })).body
        .report as WorkflowReport;
    const tags = async (contactId: number) =>
      (await server.get(`/api/contacts/${contactId}`, { token })).body.contact.tags as string[];
    return { token, userId: account.id as number, post, template, workflow, contact, report, tags };
  }

  /**
   * A contact is at a wait step itself (its end set). The report counts a contact whose run has not
   * started yet as at the first step too: a test that moves on then races the run's first turn.
   */
  const waitingAt = (workflowId: number, stepId: string) =>
    server.db
      .selectFrom('workflows_runs')
      .select('id')
      .where('workflow_id', '=', workflowId)
      .where('step_id', '=', stepId)
      .where('next_due', 'is not', null)
      .executeTakeFirst();

  const mailTo = (address: string) => sink.received.filter((m) => m.to === address);
  const settled = <T>(check: () => Promise<T | false> | T | false, what: string) =>
    waitFor(
      async () => {
        wakeWorkers(JOBS_QUEUE);
        return check();
      },
      { what },
    );

  it('runs a welcome series: first email at once, the next after the wait, figures per step', async () => {
    const u = await user();
    const first = await u.template('Welcome aboard');
    const second = await u.template('Your first week');
    const id = await u.workflow('contact_added', {
      version: 2,
      trigger: {},
      steps: [
        { id: 's1', type: 'send_email', templateId: first },
        { id: 'w1', type: 'wait', amount: 2, unit: 'days' },
        {
          id: 'c1',
          type: 'condition',
          condition: { kind: 'has_tag', tag: 'vip' },
          yes: [{ id: 't1', type: 'add_tag', tag: 'welcomed-vip' }],
          no: [{ id: 't2', type: 'add_tag', tag: 'welcomed' }],
        },
        { id: 's2', type: 'send_email', templateId: second },
      ],
    });
    const address = `welcome-${database}@example.com`;
    const contactId = await u.contact(address, { tags: ['vip'] });

    const [mail] = await settled(() => mailTo(address).length === 1 && mailTo(address), 'email 1');
    expect(mail!.parsed.subject).toBe('Welcome aboard');
    expect(mail!.parsed.html).toContain('Hello Ada');
    await settled(() => waitingAt(id, 'w1'), 'at the wait');
    let report = await u.report(id);
    expect(report).toMatchObject({ enrolled: 1, inProgress: 1, completed: 0 });
    expect(report.steps.s1).toMatchObject({ passed: 1, sent: 1, waiting: 0 });

    // A day later: still waiting (the wait is two days), nothing more sent.
    clock.advance(DAY);
    wakeWorkers(JOBS_QUEUE);
    expect((await u.report(id)).steps.w1?.waiting).toBe(1);

    clock.advance(DAY);
    await settled(() => mailTo(address).length === 2, 'email 2');
    expect(mailTo(address)[1]!.parsed.subject).toBe('Your first week');
    await settled(async () => (await u.report(id)).completed === 1, 'completed');
    report = await u.report(id);
    expect(report).toMatchObject({ enrolled: 1, inProgress: 0, completed: 1, failed: 0 });
    expect(report.steps.c1).toMatchObject({ passed: 1 });
    expect(report.steps.t1).toMatchObject({ passed: 1 });
    expect(report.steps.t2).toBeUndefined();
    expect(report.steps.s2).toMatchObject({ sent: 1 });
    const contact = (await server.get(`/api/contacts/${contactId}`, { token: u.token })).body
      .contact;
    expect(contact.tags).toEqual(['vip', 'welcomed-vip']);
  });

  it('never mails an unsubscribed, bounced or suppressed contact, and says so in the figures', async () => {
    const u = await user();
    const t = await u.template('Hi there');
    const quiet = [
      `unsub-${database}@example.com`,
      `bounced-${database}@example.com`,
      `erased-${database}@example.com`,
    ];
    // An erased person added again by hand, as a subscriber: the address stays suppressed.
    const erased = await u.contact(quiet[2]!);
    await u.post(`/api/contacts/${erased}/erase`, { confirmEmail: quiet[2] }, 204);
    const id = await u.workflow('contact_added', [{ id: 'a', type: 'send_email', templateId: t }]);
    await u.contact(quiet[0]!, { status: 'unsubscribed' });
    await u.contact(quiet[1]!, { status: 'bounced' });
    await u.contact(quiet[2]!, { status: 'subscriber' });
    await settled(async () => (await u.report(id)).completed === 3, 'all three past the step');
    expect((await u.report(id)).steps.a).toMatchObject({ passed: 3, skipped: 3, sent: 0 });
    expect(quiet.flatMap(mailTo)).toEqual([]);
  });

  it('enters a contact once, on its tag only, also from a bulk action over many contacts', async () => {
    const u = await user();
    const id = await u.workflow('tag_added', {
      version: 2,
      trigger: { tag: 'trial' },
      steps: [{ id: 'x', type: 'add_tag', tag: 'seen' }],
    });
    const one = await u.contact(`tag-${database}@example.com`);
    await server.patch(`/api/contacts/${one}`, { tags: ['other'] }, { token: u.token });
    expect((await u.report(id)).enrolled).toBe(0);
    await server.patch(`/api/contacts/${one}`, { tags: ['other', 'trial'] }, { token: u.token });
    await server.patch(`/api/contacts/${one}`, { tags: [] }, { token: u.token });
    await server.patch(`/api/contacts/${one}`, { tags: ['trial'] }, { token: u.token });
    expect((await u.report(id)).enrolled).toBe(1);

    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await u.contact(`bulk${i}-${database}@example.com`));
    const bulk = await server.post(
      '/api/contacts/bulk/tag',
      { ids: [...ids, one], tag: 'trial' },
      { token: u.token },
    );
    expect(bulk.status, bulk.text).toBe(200);
    // The one that already had the tag did not gain it again, and entered only once.
    expect((await u.report(id)).enrolled).toBe(31);
    await settled(async () => (await u.report(id)).completed === 31, 'all through');
    expect((await u.report(id)).steps.x).toMatchObject({ passed: 31 });
  });

  it('refuses a malformed or unknown step naming the step and the field', async () => {
    const u = await user();
    const bad = async (steps: unknown) => {
      const res = await server.post(
        '/api/automation-workflows',
        { name: 'Bad', trigger: 'contact_added', steps: JSON.stringify(steps) },
        { token: u.token },
      );
      expect(res.status).toBe(400);
      return res.body;
    };
    expect(await bad([{ id: 'a', type: 'send_email' }])).toMatchObject({
      message: 'Step 1 (send_email): templateId is required',
      field: 'steps',
    });
    expect(await bad([{ id: 'a', type: 'teleport' }])).toMatchObject({
      message:
        'Step 1: type must be one of send_email, wait, condition, add_tag, remove_tag, update_field, exit',
    });
    expect(
      (
        await bad([
          {
            id: 'c',
            type: 'condition',
            condition: { kind: 'has_tag', tag: 'a' },
            yes: [{ id: 'w', type: 'wait', amount: 0, unit: 'days' }],
          },
        ])
      ).message,
    ).toBe('Step 2 (wait): amount must be a whole number from 1 up to a year');
  });

  it('stops a contact at a step whose template was deleted, with the error, until a retry', async () => {
    const u = await user();
    const gone = await u.template('Soon gone');
    const id = await u.workflow('contact_added', [
      { id: 'm', type: 'send_email', templateId: gone },
    ]);
    expect((await server.delete(`/api/email-templates/${gone}`, { token: u.token })).status).toBe(
      204,
    );
    const address = `deleted-${database}@example.com`;
    await u.contact(address);
    await settled(async () => (await u.report(id)).failed === 1, 'failed');
    const report = await u.report(id);
    expect(report.failures[0]).toMatchObject({
      email: address,
      stepId: 'm',
      error: 'Step 1 (send email): its email template was deleted',
    });
    expect(report.steps.m).toMatchObject({ failed: 1 });
    // The user points the step at another template and retries: the email goes out once.
    const again = await u.template('Back again');
    const patch = await server.patch(
      `/api/automation-workflows/${id}`,
      { steps: JSON.stringify([{ id: 'm', type: 'send_email', templateId: again }]) },
      { token: u.token },
    );
    expect(patch.status).toBe(200);
    const retry = await server.post(
      `/api/automation-workflows/${id}/runs/${report.failures[0]!.runId}/retry`,
      undefined,
      { token: u.token },
    );
    expect(retry.status, retry.text).toBe(200);
    await settled(() => mailTo(address).length === 1, 'sent after the retry');
    await settled(async () => (await u.report(id)).completed === 1, 'completed');
    expect(mailTo(address)[0]!.parsed.subject).toBe('Back again');
  });

  it('branches on a saved segment as it is when the contact arrives; a deleted one stops the contact with the error', async () => {
    const u = await user();
    const segment = async (name: string) =>
      (
        await u.post('/api/segments', {
          name,
          conditions: {
            match: 'all',
            conditions: [
              { kind: 'tags', op: 'any', tags: ['vip'] },
              { kind: 'field', field: 'company', op: 'contains', value: 'acme' },
            ],
          },
        })
      ).segment.id as number;
    const vips = await segment('VIPs at Acme');
    const branch = (segmentId: number) => [
      {
        id: 'c',
        type: 'condition',
        condition: { kind: 'segment', segmentId },
        yes: [{ id: 'y', type: 'add_tag', tag: 'in-segment' }],
        no: [{ id: 'n', type: 'add_tag', tag: 'not-in-segment' }],
      },
    ];
    const id = await u.workflow('contact_added', branch(vips));
    const inside = await u.contact(`seg-in-${database}@example.com`, {
      tags: ['VIP'],
      company: 'ACME Corp',
    });
    const tagOnly = await u.contact(`seg-tag-${database}@example.com`, { tags: ['vip'] });
    const companyOnly = await u.contact(`seg-co-${database}@example.com`, { company: 'Acme' });
    await settled(async () => (await u.report(id)).completed === 3, 'all three past the condition');
    expect(await u.tags(inside)).toEqual(['VIP', 'in-segment']);
    expect(await u.tags(tagOnly)).toEqual(['vip', 'not-in-segment']);
    expect(await u.tags(companyOnly)).toEqual(['not-in-segment']);

    // A segment deleted since the workflow was saved: the contact stops at the step, with why.
    const gone = await segment('Soon gone');
    const second = await u.workflow('tag_added', branch(gone));
    expect((await server.delete(`/api/segments/${gone}`, { token: u.token })).status).toBe(204);
    await u.post(`/api/contacts/bulk/tag`, { ids: [companyOnly], tag: 'go' }, 200);
    await settled(async () => (await u.report(second)).failed === 1, 'failed');
    expect((await u.report(second)).failures[0]).toMatchObject({
      stepId: 'c',
      error: 'Step 1 (condition): its segment was deleted',
    });
    expect(
      (
        await server.post(
          '/api/automation-workflows',
          {
            name: 'Bad',
            trigger: 'contact_added',
            steps: JSON.stringify([{ ...branch(1)[0], condition: { kind: 'segment' } }]),
          },
          { token: u.token },
        )
      ).body.message,
    ).toBe('Step 1 (condition): condition.segmentId must be a segment id');
  });

  it('edited while contacts wait: they go on from their step or the next one kept, each email once', async () => {
    const u = await user();
    const [e0, e1, e2, e3] = [
      await u.template('Edit new first'),
      await u.template('Edit one'),
      await u.template('Edit two'),
      await u.template('Edit three'),
    ];
    const email = (id: string, templateId: number) => ({ id, type: 'send_email', templateId });
    const wait = (id: string) => ({ id, type: 'wait', amount: 1, unit: 'days' });
    const id = await u.workflow('contact_added', [
      email('e1', e1),
      wait('w1'),
      email('e2', e2),
      wait('w2'),
      email('e3', e3),
    ]);
    const [ahead, behind] = [
      `edit-ahead-${database}@example.com`,
      `edit-behind-${database}@example.com`,
    ];
    const subjects = (address: string) => mailTo(address).map((m) => m.parsed.subject);
    await u.contact(ahead);
    await settled(() => waitingAt(id, 'w1'), 'ahead at w1');
    clock.advance(DAY);
    await settled(() => waitingAt(id, 'w2'), 'ahead at w2');
    await u.contact(behind);
    await settled(
      async () => (await u.report(id)).steps.w1?.waiting === 1 && waitingAt(id, 'w1'),
      'behind at w1',
    );
    expect(subjects(ahead)).toEqual(['Edit one', 'Edit two']);
    expect(subjects(behind)).toEqual(['Edit one']);

    // A new first email, w2 (where `ahead` waits) removed, w1 (where `behind` waits) kept.
    const res = await server.patch(
      `/api/automation-workflows/${id}`,
      {
        steps: JSON.stringify([
          email('e0', e0),
          email('e1', e1),
          wait('w1'),
          email('e2', e2),
          email('e3', e3),
        ]),
      },
      { token: u.token },
    );
    expect(res.status, res.text).toBe(200);
    // `ahead` goes on at once at the step after the removed wait; nobody gets the new first email.
    await settled(() => subjects(ahead).length === 3, 'ahead mailed e3');
    await settled(async () => (await u.report(id)).completed === 1, 'ahead completed');
    expect(subjects(behind)).toEqual(['Edit one']);
    // `behind` keeps waiting at w1, to its end, then gets e2 and e3 with no wait between.
    clock.advance(DAY);
    await settled(async () => (await u.report(id)).completed === 2, 'behind completed');
    expect(subjects(ahead)).toEqual(['Edit one', 'Edit two', 'Edit three']);
    expect(subjects(behind)).toEqual(['Edit one', 'Edit two', 'Edit three']);
    const report = await u.report(id);
    expect(report).toMatchObject({ enrolled: 2, completed: 2, exited: 0, failed: 0 });
    expect(report.steps.e0).toBeUndefined();
    expect(report.steps.e1).toMatchObject({ sent: 2 });
    expect(report.steps.e3).toMatchObject({ sent: 2 });
    // A contact moved back before an email it had (e1 after its wait now) is not sent it again.
    const again = `edit-again-${database}@example.com`;
    await u.contact(again);
    await settled(() => subjects(again).length === 2 && waitingAt(id, 'w1'), 'again at w1');
    await server.patch(
      `/api/automation-workflows/${id}`,
      { steps: JSON.stringify([wait('w1'), email('e1', e1), email('e3', e3)]) },
      { token: u.token },
    );
    clock.advance(DAY);
    await settled(async () => (await u.report(id)).completed === 3, 'again completed');
    expect(subjects(again)).toEqual(['Edit new first', 'Edit one', 'Edit three']);
    expect(subjects(ahead)).toHaveLength(3);
    expect(subjects(behind)).toHaveLength(3);
  });

  it('waits until a weekday and time of day in UTC, across a week boundary', async () => {
    const u = await user();
    const mondays = await u.workflow('contact_added', [
      { id: 'w', type: 'wait', until: { weekdays: ['mon'], time: '09:00' } },
      { id: 't', type: 'add_tag', tag: 'monday-morning' },
    ]);
    const workdays = await u.workflow('contact_added', [
      {
        id: 'w',
        type: 'wait',
        until: { weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], time: '17:30' },
      },
      { id: 't', type: 'add_tag', tag: 'workday-evening' },
    ]);
    // To the next Saturday, 10:00 UTC: both waits end in the next week.
    const now = clock.now();
    const saturday = new Date(
      Date.UTC(
        now.getUTCFullYear(),
        now.getUTCMonth(),
        now.getUTCDate() + ((6 - now.getUTCDay() + 7) % 7 || 7),
        10,
      ),
    );
    clock.set(saturday.getTime());
    const contactId = await u.contact(`weekday-${database}@example.com`);
    const due = async (workflowId: number) => {
      const row = await settled(() => waitingAt(workflowId, 'w'), 'waiting');
      const run = await server.db
        .selectFrom('workflows_runs')
        .select('next_due')
        .where('id', '=', row!.id)
        .executeTakeFirstOrThrow();
      return new Date(run.next_due as string | Date).toISOString();
    };
    const monday = (hours: number, minutes = 0) =>
      new Date(
        saturday.getTime() + 2 * DAY + (hours - 10) * 3_600_000 + minutes * 60_000,
      ).toISOString();
    expect(await due(mondays)).toBe(monday(9));
    expect(await due(workdays)).toBe(monday(17, 30));

    // A minute before Monday 09:00 nothing moved; at 09:00 the first goes on, the other waits.
    clock.set(Date.parse(monday(8, 59)));
    wakeWorkers(JOBS_QUEUE);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await u.tags(contactId)).toEqual([]);
    clock.set(Date.parse(monday(9)));
    await settled(async () => (await u.tags(contactId)).length === 1, 'monday tag');
    expect(await u.tags(contactId)).toEqual(['monday-morning']);
    clock.set(Date.parse(monday(17, 30)));
    await settled(async () => (await u.tags(contactId)).length === 2, 'workday tag');
    expect((await u.report(workdays)).completed).toBe(1);
  });

  it('branches on whether the contact opened or clicked an earlier step’s email, its own only', async () => {
    const u = await user();
    const other = await user();
    const template = (
      await u.post('/api/email-templates', {
        name: 'Offer',
        subject: 'Our offer',
        content:
          '<p>Hello {{firstName}}, see <a href="https://shop.example.com/offer">the offer</a></p>',
        templateType: 'welcome',
      })
    ).template.id as number;
    const branch = (id: string, event: string) => ({
      id,
      type: 'condition',
      condition: { kind: 'email', stepId: 's1', event },
      yes: [{ id: `${id}y`, type: 'add_tag', tag: `${event}` }],
      no: [{ id: `${id}n`, type: 'add_tag', tag: `not-${event}` }],
    });
    const id = await u.workflow('contact_added', [
      { id: 's1', type: 'send_email', templateId: template },
      { id: 'w1', type: 'wait', amount: 1, unit: 'hours' },
      branch('c1', 'opened'),
      branch('c2', 'clicked'),
    ]);
    const [opener, clicker, idle] = ['opener', 'clicker', 'idle'].map(
      (who) => `email-${who}-${database}@example.com`,
    ) as [string, string, string];
    const ids: Record<string, number> = {};
    for (const address of [opener, clicker, idle]) ids[address] = await u.contact(address);
    await settled(() => [opener, clicker, idle].every((a) => mailTo(a).length === 1), 'sent');
    const link = (address: string, path: string) => {
      const html = String(mailTo(address)[0]!.parsed.html);
      const found = new RegExp(`https://crm\\.example\\.test(${path}[^"'\\s]+)`).exec(html);
      expect(found, `${path} link in ${address}'s email`).not.toBeNull();
      return found![1]!;
    };
    expect((await server.get(link(opener, '/t/o/'))).status).toBe(200);
    const click = await server.get(link(clicker, '/t/c/'));
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('https://shop.example.com/offer');
    // A link signed for another account naming this run counts for nothing.
    const idleRun = await server.db
      .selectFrom('workflows_runs')
      .select('id')
      .where('contact_id', '=', ids[idle]!)
      .executeTakeFirstOrThrow();
    const tokens = trackingTokens(await serverSecret(server, mailConfig.appSecret));
    const forged = tokens.sign({
      kind: 'step-open',
      runId: idleRun.id,
      stepId: 's1',
      ownerId: other.userId,
      expiresAt: Date.now() + 60_000,
    });
    expect((await server.get(`/t/o/${forged}`)).status).toBe(200);
    await flushEngagement(server);

    clock.advance(60 * 60 * 1000);
    await settled(
      async () => (await u.report(id)).completed === 3,
      'all three past both conditions',
    );
    expect((await u.tags(ids[opener]!)).sort()).toEqual(['not-clicked', 'opened']);
    // A click counts as an open, as for campaign mail.
    expect((await u.tags(ids[clicker]!)).sort()).toEqual(['clicked', 'opened']);
    expect((await u.tags(ids[idle]!)).sort()).toEqual(['not-clicked', 'not-opened']);
    expect((await u.report(id)).steps.s1).toMatchObject({ sent: 3, opened: 2, clicked: 1 });
    const events = await server.db
      .selectFrom('tracking_events')
      .select(['contact_id', 'type', 'url', 'campaign_id'])
      .where('user_id', '=', u.userId)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { contact_id: ids[opener], type: 'open', url: null, campaign_id: null },
      {
        contact_id: ids[clicker],
        type: 'click',
        url: 'https://shop.example.com/offer',
        campaign_id: null,
      },
    ]);
  });

  it('refuses a wait until a day that is no day, and an email condition off the contact’s way', async () => {
    const u = await user();
    const t = await u.template('Checked');
    const bad = async (steps: unknown) => {
      const res = await server.post(
        '/api/automation-workflows',
        { name: 'Bad', trigger: 'contact_added', steps: JSON.stringify(steps) },
        { token: u.token },
      );
      expect(res.status, res.text).toBe(400);
      return res.body.message as string;
    };
    expect(await bad([{ id: 'w', type: 'wait', until: { weekdays: ['mon'], time: '9am' } }])).toBe(
      'Step 1 (wait): until.time must be a time of day in UTC, HH:MM from 00:00 to 23:59',
    );
    expect(await bad([{ id: 'w', type: 'wait', until: { weekdays: [], time: '09:00' } }])).toBe(
      'Step 1 (wait): until.weekdays must list at least one of mon, tue, wed, thu, fri, sat, sun',
    );
    const opened = (stepId: string) => ({
      id: 'c',
      type: 'condition',
      condition: { kind: 'email', stepId, event: 'opened' },
    });
    const offWay =
      "Step 2 (condition): condition.stepId must be a send email step before this one on the contact's way";
    // An email after the condition, one in a branch the contact may not have taken, a wait step.
    expect(await bad([{ id: 'w', type: 'wait', amount: 1, unit: 'days' }, opened('w')])).toBe(
      offWay,
    );
    expect(
      await bad([
        {
          id: 'x',
          type: 'condition',
          condition: { kind: 'has_tag', tag: 'a' },
          yes: [{ id: 'e', type: 'send_email', templateId: t }],
        },
        { ...opened('e'), id: 'c2' },
      ]),
    ).toBe(
      "Step 3 (condition): condition.stepId must be a send email step before this one on the contact's way",
    );
    expect(await bad([opened('e'), { id: 'e', type: 'send_email', templateId: t }])).toBe(
      "Step 1 (condition): condition.stepId must be a send email step before this one on the contact's way",
    );
    // An email before the condition the step sits in is on every contact's way there.
    const ok = await server.post(
      '/api/automation-workflows',
      {
        name: 'Good',
        trigger: 'contact_added',
        steps: JSON.stringify([
          { id: 'e', type: 'send_email', templateId: t },
          {
            id: 'x',
            type: 'condition',
            condition: { kind: 'has_tag', tag: 'a' },
            no: [opened('e')],
          },
        ]),
      },
      { token: u.token },
    );
    expect(ok.status, ok.text).toBe(201);
  });

  it('enters chosen contacts by hand, once each, and not into another account’s workflow', async () => {
    const u = await user();
    const other = await user();
    const id = await u.workflow('form_submission', [{ id: 'e', type: 'exit' }]);
    const a = await u.contact(`manual-a-${database}@example.com`);
    const theirs = await other.contact(`manual-b-${database}@example.com`);
    const res = await server.post(
      `/api/automation-workflows/${id}/enrol`,
      { contactIds: [a, theirs] },
      { token: u.token },
    );
    expect(res.body).toEqual({ entered: 1, selected: 1 });
    const again = await server.post(
      `/api/automation-workflows/${id}/enrol`,
      { contactIds: [a] },
      { token: u.token },
    );
    expect(again.body).toEqual({ entered: 0, selected: 1 });
    const theirsRes = await server.post(
      `/api/automation-workflows/${id}/enrol`,
      { contactIds: [theirs] },
      { token: other.token },
    );
    expect(theirsRes.status).toBe(404);
    await settled(async () => (await u.report(id)).exited === 1, 'exited');
  });

  it('enters imported contacts into contact_added workflows that take them, and not the others', async () => {
    const u = await user();
    const takes = await u.workflow('contact_added', [{ id: 'e', type: 'exit' }]);
    const leaves = await u.workflow('contact_added', {
      version: 2,
      trigger: { includeImported: false },
      steps: [{ id: 'e', type: 'exit' }],
    });
    const subscribed = await u.workflow('subscription_started', [{ id: 'e', type: 'exit' }]);
    const before = await u.contact(`before-${database}@example.com`);
    const csv = [
      'First Name,Last Name,Email',
      'Imp,One,imp1@example.com',
      'Imp,Two,imp2@example.com',
    ];
    const res = await uploadFile(server, u.token, 'contacts.csv', csv.join('\n'));
    expect(res.status, res.text).toBe(200);
    expect(res.body.importedCount).toBe(2);
    // The contact added by hand entered both; the two imported ones only the first.
    expect((await u.report(takes)).enrolled).toBe(3);
    expect((await u.report(leaves)).enrolled).toBe(1);
    // All three arrived as subscribers: their subscriptions started too.
    expect((await u.report(subscribed)).enrolled).toBe(3);
    expect(before).toBeGreaterThan(0);
  });

  it('starts email_opened and link_clicked workflows from a campaign’s opens and clicks, by campaign and link', async () => {
    const u = await user();
    const seed = analyticsSeed(server.db);
    const [spring, autumn] = [
      await seed.addCampaign(u.userId, 'Spring', 2),
      await seed.addCampaign(u.userId, 'Autumn', 1),
    ];
    const [opener, clicker, other] = [
      await u.contact(`opener-${database}@example.com`),
      await u.contact(`clicker-${database}@example.com`),
      await u.contact(`other-${database}@example.com`),
    ];
    const tagging = (tag: string) => [{ id: 't', type: 'add_tag', tag }];
    const anyOpen = await u.workflow('email_opened', tagging('opened-any'));
    await u.workflow('email_opened', {
      version: 2,
      trigger: { campaignId: spring },
      steps: tagging('opened-spring'),
    });
    await u.workflow('link_clicked', {
      version: 2,
      trigger: { campaignId: spring, linkContains: '/PRICING' },
      steps: tagging('clicked-pricing'),
    });
    const sentAt = new Date().toISOString();
    await seed.addRecipients(u.userId, [
      { campaign: spring, sentAt, contact: opener },
      { campaign: spring, sentAt, contact: clicker },
      { campaign: autumn, sentAt, contact: other },
    ]);
    const recipients = await server.db
      .selectFrom('campaign_recipients')
      .select(['id', 'contact_id'])
      .where('contact_id', 'in', [opener, clicker, other])
      .execute();
    const recipientOf = (contact: number) => recipients.find((r) => r.contact_id === contact)!.id;
    const tokens = trackingTokens(await serverSecret(server, mailConfig.appSecret));
    const expiresAt = Date.now() + 60_000;
    const hit = async (path: string) => expect((await server.get(path)).status).toBeLessThan(400);
    await hit(`/t/o/${tokens.sign({ kind: 'open', recipientId: recipientOf(opener), expiresAt })}`);
    // A click with images off: it counts as the first open too.
    const click = (contact: number, url: string) =>
      hit(
        `/t/c/${tokens.sign({ kind: 'click', recipientId: recipientOf(contact), expiresAt, url })}`,
      );
    await click(clicker, 'https://shop.example.com/pricing?plan=pro');
    await click(other, 'https://shop.example.com/pricing');
    await flushEngagement(server);

    expect((await u.report(anyOpen)).enrolled).toBe(3);
    // Each contact's runs are jobs of their own: wait for all three, not for one of them.
    await settled(
      async () =>
        (await u.tags(opener)).length === 2 &&
        (await u.tags(clicker)).length === 3 &&
        (await u.tags(other)).length === 1,
      'tagged',
    );
    expect((await u.tags(opener)).sort()).toEqual(['opened-any', 'opened-spring']);
    expect((await u.tags(clicker)).sort()).toEqual([
      'clicked-pricing',
      'opened-any',
      'opened-spring',
    ]);
    // Autumn's clicker opened mail but not Spring's, and its pricing click was not Spring's.
    expect(await u.tags(other)).toEqual(['opened-any']);
  });

  it('starts subscription workflows when a contact becomes a subscriber or unsubscribes, by any path', async () => {
    const u = await user();
    const started = await u.workflow('subscription_started', [{ id: 'e', type: 'exit' }]);
    const ended = await u.workflow('subscription_ended', [{ id: 'e', type: 'exit' }]);
    const enrolled = async () => [
      (await u.report(started)).enrolled,
      (await u.report(ended)).enrolled,
    ];
    const subscriber = await u.contact(`sub-${database}@example.com`);
    const lead = await u.contact(`lead-${database}@example.com`, { status: 'lead' });
    expect(await enrolled()).toEqual([1, 0]);

    const patch = (id: number, body: unknown) =>
      server.patch(`/api/contacts/${id}`, body, { token: u.token });
    expect((await patch(lead, { status: 'subscriber' })).status).toBe(200);
    expect((await patch(subscriber, { status: 'unsubscribed' })).status).toBe(200);
    expect(await enrolled()).toEqual([2, 1]);

    // A bulk status change: only those whose status it changes; the unsubscribe link: once.
    const bulkLeads = [
      await u.contact(`bulk-a-${database}@example.com`, { status: 'customer' }),
      await u.contact(`bulk-b-${database}@example.com`, { status: 'customer' }),
    ];
    const bulk = await server.post(
      '/api/contacts/bulk/status',
      { ids: [...bulkLeads, lead], status: 'unsubscribed' },
      { token: u.token },
    );
    expect(bulk.status, bulk.text).toBe(200);
    expect(await enrolled()).toEqual([2, 4]);

    // A one-click unsubscribe from a single message's link; posting it again changes nothing.
    const reader = await u.contact(`reader-${database}@example.com`);
    const tokens = trackingTokens(await serverSecret(server, mailConfig.appSecret));
    const link = `/u/${tokens.sign({ kind: 'contact-unsubscribe', contactId: reader, ownerId: u.userId, expiresAt: Date.now() + 60_000 })}`;
    const oneClick = () =>
      server.request('POST', link, {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick()).status).toBe(200);
    expect((await oneClick()).status).toBe(200);
    expect(await enrolled()).toEqual([3, 5]);
  });
  it('keeps every field and tag when several workflows change one contact at the same moment', async () => {
    const u = await user();
    const keys = ['a', 'b', 'c', 'd', 'e', 'f'];
    const ids: number[] = [];
    for (const key of keys)
      ids.push(
        await u.workflow('contact_added', [
          { id: 'f', type: 'update_field', field: `custom:${key}`, value: key.toUpperCase() },
          { id: 't', type: 'add_tag', tag: `tag-${key}` },
        ]),
      );
    // A step that changes the status goes through the same path and starts its own workflows.
    const ended = await u.workflow('subscription_ended', [{ id: 'e', type: 'exit' }]);
    const status = await u.workflow('contact_added', [
      { id: 's', type: 'update_field', field: 'status', value: 'unsubscribed' },
    ]);
    const contactId = await u.contact(`many-${database}@example.com`, {
      customFields: { kept: 'yes' },
    });
    await settled(async () => {
      for (const id of [...ids, status]) if ((await u.report(id)).completed !== 1) return false;
      return true;
    }, 'every workflow done');
    const contact = (await server.get(`/api/contacts/${contactId}`, { token: u.token })).body
      .contact;
    expect(contact.customFields).toEqual({
      kept: 'yes',
      a: 'A',
      b: 'B',
      c: 'C',
      d: 'D',
      e: 'E',
      f: 'F',
    });
    expect([...contact.tags].sort()).toEqual(keys.map((key) => `tag-${key}`));
    expect(contact.status).toBe('unsubscribed');
    expect((await u.report(ended)).enrolled).toBe(1);
  });
  it('deactivated, holds the contacts inside where they are or lets them finish, as the workflow says', async () => {
    const u = await user();
    const steps = [
      { id: 'w', type: 'wait', amount: 1, unit: 'hours' },
      { id: 't', type: 'add_tag', tag: 'after-wait' },
    ];
    const paused = await u.workflow('contact_added', {
      version: 2,
      trigger: {},
      steps,
      whenInactive: 'pause',
    });
    const finishing = await u.workflow('contact_added', { version: 2, trigger: {}, steps });
    const contactId = await u.contact(`held-${database}@example.com`);
    await settled(
      async () => (await waitingAt(paused, 'w')) && waitingAt(finishing, 'w'),
      'both at the wait',
    );
    const setActive = async (id: number, isActive: boolean) =>
      expect(
        (await server.patch(`/api/automation-workflows/${id}`, { isActive }, { token: u.token }))
          .status,
      ).toBe(200);
    await setActive(paused, false);
    await setActive(finishing, false);
    expect(await u.report(paused)).toMatchObject({ inProgress: 1, paused: 1 });

    // The wait's end passes while inactive: the finishing one goes on, the paused one holds.
    clock.advance(2 * 60 * 60 * 1000);
    await settled(async () => (await u.report(finishing)).completed === 1, 'finished');
    for (let i = 0; i < 5; i++) {
      wakeWorkers(JOBS_QUEUE);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await u.report(paused)).toMatchObject({ inProgress: 1, paused: 1, completed: 0 });
    expect((await u.report(paused)).steps.t).toBeUndefined();
    expect(await u.tags(contactId)).toEqual(['after-wait']);

    // Active again: the held contact goes on from where it was, at once.
    await setActive(paused, true);
    await settled(async () => (await u.report(paused)).completed === 1, 'resumed and done');
    expect(await u.report(paused)).toMatchObject({ paused: 0, inProgress: 0 });
    expect((await u.report(paused)).steps.t).toMatchObject({ passed: 1 });
    expect((await u.report(finishing)).paused).toBe(0);
  });
});
