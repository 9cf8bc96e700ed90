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

  it('never mails an unsubscribed or bounced contact, and says so in the figures', async () => {
    const u = await user();
    const t = await u.template('Hi there');
    const id = await u.workflow('contact_added', [{ id: 'a', type: 'send_email', templateId: t }]);
    const quiet = [`unsub-${database}@example.com`, `bounced-${database}@example.com`];
    await u.contact(quiet[0]!, { status: 'unsubscribed' });
    await u.contact(quiet[1]!, { status: 'bounced' });
    await settled(async () => (await u.report(id)).completed === 2, 'both past the step');
    expect((await u.report(id)).steps.a).toMatchObject({ passed: 2, skipped: 2, sent: 0 });
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

  it('lets a contact waiting at a removed step leave, and others go on to the edited steps', async () => {
    const u = await user();
    const id = await u.workflow('contact_added', [
      { id: 'w', type: 'wait', amount: 1, unit: 'hours' },
      { id: 'x', type: 'add_tag', tag: 'after' },
    ]);
    await u.contact(`edit-${database}@example.com`);
    await settled(() => waitingAt(id, 'w'), 'waiting');
    await server.patch(
      `/api/automation-workflows/${id}`,
      { steps: JSON.stringify([{ id: 'x', type: 'add_tag', tag: 'after' }]) },
      { token: u.token },
    );
    clock.advance(60 * 60 * 1000);
    await settled(async () => (await u.report(id)).exited === 1, 'exited');
    expect((await u.report(id)).steps.x).toBeUndefined();
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
