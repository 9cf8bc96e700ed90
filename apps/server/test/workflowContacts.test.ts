import type { ContactWorkflow, WorkflowReport, WorkflowTest } from '@crm/api-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackgroundWork, type BackgroundWork } from '../src/backgroundWork';
import type { MailConfig } from '../src/config';
import { JOBS_QUEUE } from '../src/jobs/jobWorkers';
import { wakeWorkers } from '../src/jobs/workerPool';
import { closeSharedMailers } from '../src/sending/mailer';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { manualClock } from './jobsHarness';
import { startSmtpSink, waitFor, type SmtpSink } from './sendingSink';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A workflow seen from a contact (issue 29 §1, §3): "Test with a contact" (waits shortened, mail to
 * the Outbox though SMTP is set, not counted, not holding the real entry), the workflows a contact
 * is in, and manual enrolment of a bulk selection (chosen ids or every contact a filter matches).
 */
describeEachDatabase('workflows seen from a contact', (database) => {
  let server: TestServer;
  let sink: SmtpSink;
  let work: BackgroundWork;
  const clock = manualClock();

  beforeAll(async () => {
    sink = await startSmtpSink();
    const { defaultConfig } = await import('../src/config');
    const mail: MailConfig = {
      ...defaultConfig.mail,
      smtpUrl: sink.url,
      from: 'Beacon <news@beacon.test>',
      publicUrl: 'https://crm.example.test',
    };
    server = await startTestServer({ database, config: { mail } });
    work = await startBackgroundWork({ ...server, clock });
  });

  afterAll(async () => {
    await work?.stop();
    closeSharedMailers();
    await server?.close();
    await sink?.close();
  });

  async function user() {
    const { token } = await server.registerUser();
    const post = async (path: string, json: unknown, status = 201) => {
      const res = await server.post(path, json, { token });
      expect(res.status, res.text).toBe(status);
      return res.body;
    };
    const get = async (path: string, status = 200) => {
      const res = await server.get(path, { token });
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
    const workflow = async (steps: unknown[], isActive = true, trigger = 'form_submission') =>
      (
        await post('/api/automation-workflows', {
          name: `WF ${Math.random().toString(36).slice(2, 7)}`,
          trigger,
          isActive,
          steps: JSON.stringify({ version: 2, trigger: {}, steps }),
        })
      ).workflow.id as number;
    const contact = async (email: string, fields: Record<string, unknown> = {}) =>
      (await post('/api/contacts', { firstName: 'Ada', lastName: 'L', email, ...fields })).contact
        .id as number;
    const report = async (id: number) =>
      (await get(`/api/automation-workflows/${id}/report`)).report as WorkflowReport;
    const test = async (id: number, testId: number) =>
      (await get(`/api/automation-workflows/${id}/tests/${testId}`)).test as WorkflowTest;
    const workflowsOf = async (contactId: number) =>
      (await get(`/api/contacts/${contactId}/workflows`)).workflows as ContactWorkflow[];
    const outbox = async () =>
      (await get('/api/outbox')).messages as { to: string; subject: string }[];
    return { token, post, get, template, workflow, contact, report, test, workflowsOf, outbox };
  }

  const settled = <T>(check: () => Promise<T | false> | T | false, what: string) =>
    waitFor(
      async () => {
        wakeWorkers(JOBS_QUEUE);
        return check();
      },
      { what },
    );

  it('tests an inactive workflow with a contact: waits of seconds, mail to the Outbox only, not counted', async () => {
    const u = await user();
    const first = await u.template('Welcome test');
    const second = await u.template('Two days later');
    const id = await u.workflow(
      [
        { id: 's1', type: 'send_email', templateId: first },
        { id: 'w1', type: 'wait', amount: 2, unit: 'days' },
        { id: 't1', type: 'add_tag', tag: 'tested' },
        { id: 's2', type: 'send_email', templateId: second },
      ],
      false,
    );
    const address = `tester-${database}@example.com`;
    const contactId = await u.contact(address);

    const started = (await u.post(`/api/automation-workflows/${id}/test`, { contactId })).test;
    expect(started).toMatchObject({ workflowId: id, contactId, contactEmail: address });
    const atWait = await settled(async () => {
      const t = await u.test(id, started.id);
      return t.stepId === 'w1' && t.nextDue !== null && t;
    }, 'the test at its wait');
    expect(atWait.steps).toEqual([{ stepId: 's1', outcome: 'sent', at: expect.any(String) }]);
    // The two-day wait lasts five seconds in a test.
    expect(Date.parse(atWait.nextDue!) - Date.parse(atWait.steps[0]!.at)).toBe(5000);
    expect((await u.outbox()).map((m) => [m.to, m.subject])).toEqual([[address, 'Welcome test']]);

    clock.advance(5000);
    const done = await settled(async () => {
      const t = await u.test(id, started.id);
      return t.status === 'completed' && t;
    }, 'the test done');
    expect(done.steps.map((s) => [s.stepId, s.outcome])).toEqual([
      ['s1', 'sent'],
      ['w1', 'done'],
      ['t1', 'done'],
      ['s2', 'sent'],
    ]);
    expect((await u.outbox()).map((m) => m.subject)).toEqual(['Two days later', 'Welcome test']);
    // SMTP is set, yet nothing of the test reached it.
    expect(sink.received.filter((m) => m.to === address)).toEqual([]);
    // Not in the workflow's figures, not among the contact's workflows.
    expect(await u.report(id)).toMatchObject({ enrolled: 0, completed: 0, steps: {} });
    expect(await u.workflowsOf(contactId)).toEqual([]);
    // Nor in the workflows list.
    const list = (await u.get('/api/automation-workflows')).workflows as { id: number }[];
    expect(list.map((w) => w.id)).toEqual([id]);

    // The contact can still enter for real, once.
    await server.patch(`/api/automation-workflows/${id}`, { isActive: true }, { token: u.token });
    const enrol = await u.post(`/api/automation-workflows/${id}/enrol`, { ids: [contactId] }, 200);
    expect(enrol).toEqual({ entered: 1, selected: 1 });
    expect((await u.report(id)).enrolled).toBe(1);
    await settled(async () => (await u.report(id)).steps.s1?.sent === 1, 'sent for real');
    await settled(() => sink.received.some((m) => m.to === address), 'the real email at SMTP');
    expect(sink.received.filter((m) => m.to === address)).toHaveLength(1);
  });

  it('runs the editor’s unsaved steps in a test, one test per workflow, and refuses what it cannot run', async () => {
    const u = await user();
    const id = await u.workflow([{ id: 'x', type: 'exit' }]);
    const contactId = await u.contact(`editor-${database}@example.com`);
    const steps = JSON.stringify({
      version: 2,
      trigger: {},
      steps: [{ id: 'tag', type: 'add_tag', tag: 'from-editor' }],
    });
    const first = (await u.post(`/api/automation-workflows/${id}/test`, { contactId, steps })).test;
    await settled(async () => (await u.test(id, first.id)).status === 'completed', 'first test');
    expect((await u.test(id, first.id)).steps.map((s) => s.stepId)).toEqual(['tag']);
    const contact = (await u.get(`/api/contacts/${contactId}`)).contact;
    expect(contact.tags).toEqual(['from-editor']);
    // A new test replaces the last one.
    const second = (await u.post(`/api/automation-workflows/${id}/test`, { contactId })).test;
    await u.get(`/api/automation-workflows/${id}/tests/${first.id}`, 404);
    await settled(async () => (await u.test(id, second.id)).status === 'exited', 'second test');

    const bad = await server.post(
      `/api/automation-workflows/${id}/test`,
      { contactId, steps: '[{"id":"a","type":"wait","amount":0,"unit":"days"}]' },
      { token: u.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Step 1 (wait): amount');
    const empty = await server.post(
      `/api/automation-workflows/${id}/test`,
      { contactId, steps: '[]' },
      { token: u.token },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Add a step first: this workflow has no steps to test.');
  });

  it('keeps tests, workflows and contacts to their owner', async () => {
    const u = await user();
    const other = await user();
    const id = await u.workflow([{ id: 'x', type: 'exit' }]);
    const mine = await u.contact(`owner-${database}@example.com`);
    const theirs = await other.contact(`other-${database}@example.com`);
    const theirWorkflow = await other.workflow([{ id: 'x', type: 'exit' }]);
    const test = (await u.post(`/api/automation-workflows/${id}/test`, { contactId: mine })).test;

    const ask = async (path: string, json: unknown, token: string) =>
      (await server.post(path, json, { token })).status;
    expect(await ask(`/api/automation-workflows/${id}/test`, { contactId: theirs }, u.token)).toBe(
      404,
    );
    expect(
      await ask(`/api/automation-workflows/${theirWorkflow}/test`, { contactId: mine }, u.token),
    ).toBe(404);
    await other.get(`/api/automation-workflows/${id}/tests/${test.id}`, 404);
    // A test's id is its run's, not a workflow's: another workflow's path does not find it.
    await u.get(`/api/automation-workflows/${theirWorkflow}/tests/${test.id}`, 404);
    await other.get(`/api/contacts/${mine}/workflows`, 404);
    expect(
      await ask(`/api/automation-workflows/${theirWorkflow}/enrol`, { ids: [mine] }, u.token),
    ).toBe(404);
    // Another owner's contacts in a selection are not entered.
    const enrol = await u.post(
      `/api/automation-workflows/${id}/enrol`,
      { ids: [mine, theirs] },
      200,
    );
    expect(enrol).toEqual({ entered: 1, selected: 1 });
    expect((await other.report(theirWorkflow)).enrolled).toBe(0);
  });

  it('lists the workflows a contact is in and where: the step, waiting, finished, failed', async () => {
    const u = await user();
    const t = await u.template('Hello');
    const waiting = await u.workflow([
      { id: 'a', type: 'add_tag', tag: 'one' },
      { id: 'w', type: 'wait', amount: 3, unit: 'days' },
      { id: 'b', type: 'add_tag', tag: 'two' },
    ]);
    const finished = await u.workflow([{ id: 'x', type: 'add_tag', tag: 'three' }]);
    const failing = await u.workflow([{ id: 'm', type: 'send_email', templateId: t }]);
    const contactId = await u.contact(`where-${database}@example.com`);
    const bystander = await u.contact(`bystander-${database}@example.com`);
    await server.delete(`/api/email-templates/${t}`, { token: u.token });
    for (const id of [waiting, finished, failing])
      await u.post(`/api/automation-workflows/${id}/enrol`, { ids: [contactId] }, 200);
    await u.post(`/api/automation-workflows/${finished}/enrol`, { ids: [bystander] }, 200);

    const list = await settled(async () => {
      const rows = await u.workflowsOf(contactId);
      const states = rows.map((r) => r.status).join();
      return states === 'failed,completed,active' && rows[2]!.nextDue !== null && rows;
    }, 'the three where they are');
    expect(list.map((r) => [r.workflowId, r.status, r.step])).toEqual([
      [failing, 'failed', { id: 'm', number: 1, type: 'send_email' }],
      [finished, 'completed', { id: 'x', number: 1, type: 'add_tag' }],
      [waiting, 'active', { id: 'w', number: 2, type: 'wait' }],
    ]);
    expect(list[0]!.error).toBe('Step 1 (send email): its email template was deleted');
    expect(Date.parse(list[2]!.nextDue!) - Date.parse(list[2]!.since)).toBe(3 * DAY);
    expect(list[2]!.workflowName).toMatch(/^WF /);
    // Only this contact's runs.
    expect(await u.workflowsOf(bystander)).toHaveLength(1);
    await u.get('/api/contacts/999999999/workflows', 404);
  });

  it('enrols every contact a filter matches, set-based, once each, and only into an active workflow', async () => {
    const u = await user();
    const id = await u.workflow([{ id: 'w', type: 'wait', amount: 1, unit: 'days' }]);
    const vips: number[] = [];
    for (let i = 0; i < 4; i++)
      vips.push(await u.contact(`vip${i}-${database}@example.com`, { tags: ['vip'] }));
    await u.contact(`plain-${database}@example.com`);
    await u.contact(`yahoo-vip-${database}@yahoo.example`, { tags: ['vip'], status: 'lead' });

    const byTag = await u.post(
      `/api/automation-workflows/${id}/enrol`,
      { filter: { tag: 'vip' } },
      200,
    );
    expect(byTag).toEqual({ entered: 5, selected: 5 });
    // Again, with a wider filter: only the one not yet inside enters.
    const all = await u.post(`/api/automation-workflows/${id}/enrol`, { filter: {} }, 200);
    expect(all).toEqual({ entered: 1, selected: 6 });
    expect((await u.report(id)).enrolled).toBe(6);
    // A search and a status narrow it as the Contacts screen's filter does.
    const other = await u.workflow([{ id: 'x', type: 'exit' }]);
    const narrow = await u.post(
      `/api/automation-workflows/${other}/enrol`,
      { filter: { q: 'yahoo', status: 'lead' } },
      200,
    );
    expect(narrow).toEqual({ entered: 1, selected: 1 });
    // The first form of the call still works.
    const legacy = await u.post(
      `/api/automation-workflows/${other}/enrol`,
      { contactIds: vips },
      200,
    );
    expect(legacy).toEqual({ entered: 4, selected: 4 });

    const inactive = await u.workflow([{ id: 'x', type: 'exit' }], false);
    const refused = await server.post(
      `/api/automation-workflows/${inactive}/enrol`,
      { filter: {} },
      { token: u.token },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This workflow is inactive: activate it to add contacts to it.',
    );
    const both = await server.post(
      `/api/automation-workflows/${id}/enrol`,
      { ids: vips, filter: {} },
      { token: u.token },
    );
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Choose the contacts: either ids or a filter');
  });
});
