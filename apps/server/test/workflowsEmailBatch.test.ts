import { createHash } from 'node:crypto';
import type { WorkflowReport } from '@crm/api-client';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startBackgroundWork, type BackgroundWork } from '../src/backgroundWork';
import type { MailConfig } from '../src/config';
import { ownerScope } from '../src/db/scope';
import { JOBS_QUEUE } from '../src/jobs/jobWorkers';
import { wakeWorkers } from '../src/jobs/workerPool';
import { closeSharedMailers } from '../src/sending/mailer';
import { suppressionsRepository } from '../src/suppressions/suppressionsRepository';
import { WORKFLOW_RUN_JOB } from '../src/workflows/workflowRunsRepository';
import { stepMessageKey } from '../src/workflows/workflowsJobs';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { manualClock } from './jobsHarness';
import { startSmtpSink, waitFor, type SmtpSink } from './sendingSink';

/**
 * A workflow's email step for many contacts at once (issue 29 §4): a claim's contacts at one email
 * step are mailed together (workflowsJobs.ts `emailStepTogether`). Each test queues its contacts'
 * jobs before the workers start, so the first claim takes them all in one batch, and changes some
 * of the contacts in between, as happens while 100,000 imported contacts wait their turn.
 */
describeEachDatabase('workflow emails in batches', (database) => {
  let server: TestServer;
  let sink: SmtpSink;
  let work: BackgroundWork | undefined;
  const clock = manualClock();
  const DAY = 24 * 60 * 60 * 1000;

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
  });
  afterEach(async () => {
    await work?.stop();
    work = undefined;
  });
  afterAll(async () => {
    closeSharedMailers();
    await server?.close();
    await sink?.close();
  });

  /** A user whose workflow, started by the tag `go`, has `steps`; `count` contacts enrolled at once. */
  async function arrange(steps: (templates: number[]) => unknown[], count: number) {
    const { token, user } = await server.registerUser();
    const post = async (path: string, json: unknown, status = 201) => {
      const res = await server.post(path, json, { token });
      expect(res.status, res.text).toBe(status);
      return res.body;
    };
    const templates: number[] = [];
    for (const subject of ['Batch hello', 'Batch again'])
      templates.push(
        (
          await post('/api/email-templates', {
            name: subject,
            subject,
            content: `<p>Hello {{firstName}}, ${subject}</p>`,
            templateType: 'welcome',
          })
        ).template.id as number,
      );
    const workflowId = (
      await post('/api/automation-workflows', {
        name: 'On go',
        trigger: 'tag_added',
        isActive: true,
        steps: JSON.stringify({ version: 2, trigger: { tag: 'go' }, steps: steps(templates) }),
      })
    ).workflow.id as number;
    const contacts: { id: number; email: string }[] = [];
    for (let i = 0; i < count; i++) {
      const email = `batch${i}-${user.id}-${database}@example.com`;
      const { contact } = await post('/api/contacts', { firstName: `P${i}`, lastName: 'L', email });
      contacts.push({ id: contact.id as number, email });
    }
    const tagged = await post(
      '/api/contacts/bulk/tag',
      { ids: contacts.map((c) => c.id), tag: 'go' },
      200,
    );
    expect(tagged.affected).toBe(count);
    const report = async () =>
      (await server.get(`/api/automation-workflows/${workflowId}/report`, { token })).body
        .report as WorkflowReport;
    return { token, userId: user.id as number, templates, workflowId, contacts, report };
  }

  const unfinishedJobs = async (userId: number) =>
    (
      await server.db
        .selectFrom('jobs')
        .select(['id', 'state'])
        .where('user_id', '=', userId)
        .where('kind', '=', WORKFLOW_RUN_JOB)
        .where('state', '=', 'queued')
        .execute()
    ).length;
  const settled = <T>(check: () => Promise<T | false> | T | false, what: string) =>
    waitFor(
      async () => {
        wakeWorkers(JOBS_QUEUE);
        return check();
      },
      { what },
    );
  const subjectsTo = (address: string) =>
    sink.received.filter((m) => m.to === address).map((m) => m.parsed.subject);

  it('mails a batch together, each email once under its key, never to a contact unsubscribed, bounced, suppressed or erased since it entered', async () => {
    const u = await arrange(
      ([hello, again]) => [
        { id: 's1', type: 'send_email', templateId: hello },
        { id: 'w1', type: 'wait', amount: 1, unit: 'days' },
        { id: 's2', type: 'send_email', templateId: again },
      ],
      8,
    );
    const [unsubscribed, bounced, suppressed, erased, ...mailed] = u.contacts;
    // In between: entered, not yet mailed.
    const patch = async (id: number, status: string) =>
      expect(
        (await server.patch(`/api/contacts/${id}`, { status }, { token: u.token })).status,
      ).toBe(200);
    await patch(unsubscribed!.id, 'unsubscribed');
    await patch(bounced!.id, 'bounced');
    // An address listed while the contact stays a subscriber (erased once, added again, say).
    await suppressionsRepository(server, ownerScope(u.userId)).add([suppressed!.email], 'erased');
    const erase = await server.post(
      `/api/contacts/${erased!.id}/erase`,
      { confirmEmail: erased!.email },
      { token: u.token },
    );
    expect(erase.status, erase.text).toBe(204);

    work = await startBackgroundWork({ ...server, clock });
    // The wait after the email starts in the batch's commit: each contact left due at its end.
    const waiting = () =>
      server.db
        .selectFrom('workflows_runs')
        .select(['step_id', 'next_due'])
        .where('workflow_id', '=', u.workflowId)
        .execute();
    await settled(
      async () => (await waiting()).filter((r) => r.step_id === 'w1' && r.next_due).length === 7,
      'all seven at the wait',
    );
    const end = new Date(clock.now().getTime() + DAY).toISOString();
    expect(
      (await waiting()).map((r) => new Date(r.next_due as string | Date).toISOString()),
    ).toEqual(Array(7).fill(end));
    for (const { email } of mailed) expect(subjectsTo(email), email).toEqual(['Batch hello']);
    clock.advance(DAY);
    await settled(async () => (await unfinishedJobs(u.userId)) === 0, 'every job ended');

    for (const { email } of mailed)
      expect(subjectsTo(email), email).toEqual(['Batch hello', 'Batch again']);
    for (const { email } of [unsubscribed!, bounced!, suppressed!, erased!])
      expect(subjectsTo(email), email).toEqual([]);
    const report = await u.report();
    expect(report).toMatchObject({ completed: 7, failed: 0 });
    expect(report.steps.s1).toMatchObject({ passed: 7, sent: 4, skipped: 3 });
    expect(report.steps.w1).toMatchObject({ passed: 7 });
    expect(report.steps.s2).toMatchObject({ passed: 7, sent: 4, skipped: 3 });
    // Each message under the Message-ID its run and step make: a retry would reuse it.
    const runs = await server.db
      .selectFrom('workflows_runs')
      .select(['id', 'contact_id'])
      .where('workflow_id', '=', u.workflowId)
      .execute();
    const runOf = new Map(runs.map((r) => [r.contact_id, r.id]));
    for (const { id, email } of mailed) {
      const ids = sink.received
        .filter((m) => m.to === email)
        .map((m) => /^Message-ID:\s*(.*)$/im.exec(m.raw)?.[1]?.trim());
      expect(ids).toEqual(
        ['s1', 's2'].map(
          (step) =>
            `<k.${createHash('sha256')
              .update(stepMessageKey(runOf.get(id)!, step))
              .digest('hex')
              .slice(0, 32)}@beacon.test>`,
        ),
      );
    }
  });

  it('stops every contact of a batch at an email step whose template was deleted, with the error, and mails no one', async () => {
    const u = await arrange(([hello]) => [{ id: 'm', type: 'send_email', templateId: hello }], 5);
    expect(
      (await server.delete(`/api/email-templates/${u.templates[0]}`, { token: u.token })).status,
    ).toBe(204);

    work = await startBackgroundWork({ ...server, clock });
    await settled(async () => (await u.report()).failed === 5, 'every contact stopped');
    const report = await u.report();
    expect(report.failures.map((f) => f.error)).toEqual(
      Array(5).fill('Step 1 (send email): its email template was deleted'),
    );
    expect(report.steps.m).toMatchObject({ failed: 5, sent: 0 });
    for (const { email } of u.contacts) expect(subjectsTo(email), email).toEqual([]);
    // Parked, not retried without end: a retry waits for the user.
    const parked = await server.db
      .selectFrom('jobs')
      .select('state')
      .where('user_id', '=', u.userId)
      .where('kind', '=', WORKFLOW_RUN_JOB)
      .execute();
    expect(parked.map((j) => j.state)).toEqual(Array(5).fill('parked'));
  });
});
