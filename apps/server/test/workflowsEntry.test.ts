import type { WorkflowReport } from '@crm/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackgroundWork, type BackgroundWork } from '../src/backgroundWork';
import { JOBS_QUEUE } from '../src/jobs/jobWorkers';
import { wakeWorkers } from '../src/jobs/workerPool';
import { DATE_SWEEP_MS } from '../src/workflows/workflowDateTrigger';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { manualClock } from './jobsHarness';
import { waitFor } from './sendingSink';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A UTC day `days` from `day` (`YYYY-MM-DD`). */
const dayPlus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * Who enters a workflow and who leaves it (issue 29 §1): the date trigger (N days before or after
 * a date of the contact, at a time of day, yearly or once, entered once a day by the job layer's
 * sweep, also after a late start), re-entry after an interval, and a goal that takes contacts out
 * wherever they are. The job layer's clock is a manual one that starts tomorrow (requests, such as
 * a contact's `createdAt`, use the real time); one server per database for the file, a user per test.
 */
describeEachDatabase('workflow entry and exit', (database) => {
  let server: TestServer;
  let work: BackgroundWork | undefined;
  // Tomorrow: the workflows, made now, exist before its times of day (none earlier is caught up).
  const today = dayPlus(new Date().toISOString().slice(0, 10), 1);
  const clock = manualClock(Date.parse(`${today}T08:00:00.000Z`));

  beforeAll(async () => {
    server = await startTestServer({ database });
    work = await startBackgroundWork({ ...server, clock });
  });

  afterAll(async () => {
    await work?.stop();
    await server?.close();
  });

  async function user() {
    const { token } = await server.registerUser();
    const post = async (path: string, json: unknown, status = 201) => {
      const res = await server.post(path, json, { token });
      expect(res.status, res.text).toBe(status);
      return res.body;
    };
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
    const patch = async (path: string, json: unknown) => {
      const res = await server.patch(path, json, { token });
      expect(res.status, res.text).toBe(200);
      return res.body;
    };
    return { token, post, patch, workflow, contact, report };
  }

  /** The contacts of a workflow's runs, in the order they entered. */
  const entered = async (workflowId: number) =>
    (
      await server.db
        .selectFrom('workflows_runs')
        .select('contact_id')
        .where('workflow_id', '=', workflowId)
        .orderBy('id')
        .execute()
    ).map((r) => r.contact_id);

  const settled = <T>(check: () => Promise<T | false> | T | false, what: string) =>
    waitFor(
      async () => {
        wakeWorkers(JOBS_QUEUE);
        return check();
      },
      { what },
    );

  /** Moves the clock to `at` (after one sweep period at least) and lets the sweep and its entries run. */
  async function runSweepAt(at: number) {
    clock.set(at);
    wakeWorkers(JOBS_QUEUE);
    await settled(async () => {
      const pending = await server.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', 'in', ['workflows.dateSweep', 'workflows.dateEntry'])
        .where('state', '=', 'queued')
        .where('run_at', '<=', sqlTime(at))
        .executeTakeFirst();
      return !pending;
    }, 'the date sweep and its entries');
  }
  const sqlTime = (ms: number) => new Date(ms).toISOString();

  const dateWorkflow = (
    u: Awaited<ReturnType<typeof user>>,
    date: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) =>
    u.workflow('date', {
      version: 2,
      trigger: { date: { field: 'custom:birthday', days: 0, direction: 'before', ...date } },
      steps: [{ id: 't', type: 'add_tag', tag: 'greeted' }],
      ...extra,
    });

  it('enters contacts on their date at the time of day, N days before or after, yearly or once, skipping values that are not dates', async () => {
    const u = await user();
    const on = await u.contact(`on-${database}@example.com`, {
      customFields: { birthday: `1990-${today.slice(5)}` },
    });
    const inThreeDays = await u.contact(`in3-${database}@example.com`, {
      customFields: { birthday: `1985-${dayPlus(today, 3).slice(5)}` },
    });
    const threeDaysAgo = await u.contact(`ago3-${database}@example.com`, {
      customFields: { birthday: dayPlus(today, -3) },
    });
    const lastYear = await u.contact(`lastyear-${database}@example.com`, {
      customFields: {
        birthday: `${Number(dayPlus(today, -3).slice(0, 4)) - 1}${dayPlus(today, -3).slice(4)}`,
      },
    });
    // Not dates: skipped, and the statement does not fail for them.
    for (const [i, birthday] of ['soon', 12, '', `x${today}`, { y: 1 }].entries())
      await u.contact(`odd${i}-${database}@example.com`, {
        customFields: {
          birthday: typeof birthday === 'object' ? JSON.stringify(birthday) : birthday,
        },
      });
    await u.contact(`nofield-${database}@example.com`);

    const yearly = await dateWorkflow(u, { time: '09:00' });
    const before = await dateWorkflow(u, { time: '09:00', days: 3, direction: 'before' });
    const afterOnce = await dateWorkflow(u, {
      time: '09:00',
      days: 3,
      direction: 'after',
      yearly: false,
    });
    const signedUp = await u.workflow('date', {
      version: 2,
      trigger: {
        date: { field: 'createdAt', days: 1, direction: 'after', time: '09:00', yearly: false },
      },
      steps: [{ id: 'x', type: 'exit' }],
    });
    const later = await dateWorkflow(u, { time: '17:30' });

    // Before the time of day: nobody.
    await runSweepAt(Date.parse(`${today}T08:59:00.000Z`));
    expect(await entered(yearly)).toEqual([]);
    await runSweepAt(Date.parse(`${today}T09:00:00.000Z`) + DATE_SWEEP_MS);
    expect(await entered(yearly)).toEqual([on]);
    expect(await entered(before)).toEqual([inThreeDays]);
    expect(await entered(afterOnce)).toEqual([threeDaysAgo]);
    // Every contact was created the day before (the real today).
    expect((await entered(signedUp)).length).toBe(10);
    expect(await entered(later)).toEqual([]);
    await settled(async () => (await u.report(yearly)).completed === 1, 'through the steps');
    expect(lastYear).toBeGreaterThan(0);

    // Sweeps later that day enter nobody twice; the later time of day comes.
    await runSweepAt(Date.parse(`${today}T12:00:00.000Z`));
    await runSweepAt(Date.parse(`${today}T17:30:00.000Z`) + DATE_SWEEP_MS);
    expect(await entered(yearly)).toEqual([on]);
    expect(await entered(later)).toEqual([on]);
  });

  it('still enters the day’s contacts once after a late start, and yesterday’s within a day', async () => {
    const u = await user();
    const day = dayPlus(today, 10);
    const birthday = await u.contact(`late-${database}@example.com`, {
      customFields: { birthday: `2001-${day.slice(5)}` },
    });
    const nextDay = await u.contact(`late2-${database}@example.com`, {
      customFields: { birthday: `2001-${dayPlus(day, 1).slice(5)}` },
    });
    const id = await dateWorkflow(u, { time: '10:00' });
    // The server is down from the morning of `day` until 15:00: it starts and enters them once.
    await work!.stop();
    clock.set(Date.parse(`${day}T15:00:00.000Z`));
    work = await startBackgroundWork({ ...server, clock });
    await runSweepAt(Date.parse(`${day}T15:00:00.000Z`));
    expect(await entered(id)).toEqual([birthday]);
    // Another restart the same day does not enter them again.
    await work.stop();
    work = await startBackgroundWork({ ...server, clock });
    await runSweepAt(Date.parse(`${day}T16:00:00.000Z`));
    expect(await entered(id)).toEqual([birthday]);
    // Down over the next day's 10:00, up at 08:00 the day after: that day's contact still enters.
    await work.stop();
    clock.set(Date.parse(`${dayPlus(day, 2)}T08:00:00.000Z`));
    work = await startBackgroundWork({ ...server, clock });
    await runSweepAt(Date.parse(`${dayPlus(day, 2)}T08:00:00.000Z`));
    expect(await entered(id)).toEqual([birthday, nextDay]);
  });

  it('enters a yearly date workflow’s contact again the next year, by default', async () => {
    const u = await user();
    const day = dayPlus(today, 20);
    const contact = await u.contact(`yearly-${database}@example.com`, {
      customFields: { birthday: `1970-${day.slice(5)}` },
    });
    const id = await dateWorkflow(u, { time: '07:00' });
    const once = await dateWorkflow(u, { time: '07:00' }, { reentry: { again: false } });
    await runSweepAt(Date.parse(`${day}T07:00:00.000Z`) + DATE_SWEEP_MS);
    await settled(async () => (await u.report(id)).completed === 1, 'first year');
    expect(await entered(once)).toEqual([contact]);
    // A year on (the sweeps in between find nobody): the same day enters the contact again.
    const nextYear = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
    await runSweepAt(Date.parse(`${nextYear}T06:00:00.000Z`));
    expect(await entered(id)).toEqual([contact]);
    await runSweepAt(Date.parse(`${nextYear}T07:00:00.000Z`) + DATE_SWEEP_MS);
    expect(await entered(id)).toEqual([contact, contact]);
    await settled(async () => (await u.report(id)).completed === 2, 'second year');
    expect((await u.report(id)).enrolled).toBe(2);
    // The workflow that says "once" does not.
    expect(await entered(once)).toEqual([contact]);
  });

  it('refuses date settings that cannot work, in words', async () => {
    const u = await user();
    const bad = async (date: unknown) =>
      (
        await server.post(
          '/api/automation-workflows',
          {
            name: 'Bad date',
            trigger: 'date',
            steps: JSON.stringify({ version: 2, trigger: { date }, steps: [] }),
          },
          { token: u.token },
        )
      ).body.message;
    expect(await bad({ field: 'firstName', time: '09:00' })).toBe(
      'Trigger settings: date.field must be createdAt or a custom field',
    );
    expect(await bad({ field: 'custom:birthday', time: '25:00' })).toBe(
      'Trigger settings: date.time must be a time of day such as 09:00',
    );
    expect(await bad({ field: 'custom:birthday', time: '09:00', days: 400 })).toBe(
      'Trigger settings: date.days must be a whole number from 0 to 365',
    );
  });

  it('lets a contact enter again only once its last run finished and the interval passed', async () => {
    const u = await user();
    const tagged = (id: number, tags: string[]) => u.patch(`/api/contacts/${id}`, { tags });
    const again = await u.workflow('tag_added', {
      version: 2,
      trigger: { tag: 'trial' },
      reentry: { again: true, afterDays: 2 },
      steps: [{ id: 'x', type: 'add_tag', tag: 'seen' }],
    });
    const waits = await u.workflow('tag_added', {
      version: 2,
      trigger: { tag: 'trial' },
      reentry: { again: true, afterDays: 0 },
      steps: [{ id: 'w', type: 'wait', amount: 3, unit: 'days' }],
    });
    const once = await u.workflow('tag_added', {
      version: 2,
      trigger: { tag: 'trial' },
      steps: [{ id: 'x', type: 'add_tag', tag: 'seen' }],
    });
    const c = await u.contact(`again-${database}@example.com`);
    await tagged(c, ['trial']);
    await settled(async () => (await u.report(again)).completed === 1, 'first run');
    await settled(async () => (await u.report(once)).completed === 1, 'first run (once)');

    // Finished a day ago: not yet (two days).
    const finishedAgo = (ms: number) =>
      server.db
        .updateTable('workflows_runs')
        .set({ finished_at: new Date(Date.now() - ms).toISOString() })
        .where('workflow_id', 'in', [again, once])
        .execute();
    await finishedAgo(DAY);
    await tagged(c, []);
    await tagged(c, ['trial']);
    expect((await u.report(again)).enrolled).toBe(1);
    // Still inside the other workflow (at its wait): not again while there.
    expect((await u.report(waits)).enrolled).toBe(1);

    await finishedAgo(2 * DAY + HOUR);
    await tagged(c, []);
    await tagged(c, ['trial']);
    expect(await entered(again)).toEqual([c, c]);
    expect(await entered(once)).toEqual([c]);
    await settled(async () => (await u.report(again)).completed === 2, 'second run');
    expect((await u.report(again)).steps.x).toMatchObject({ passed: 2 });
    // Two events at once enter it once: one unfinished run per contact and workflow.
    await finishedAgo(3 * DAY);
    await tagged(c, []);
    const [bulk, enrol] = await Promise.all([
      server.post('/api/contacts/bulk/tag', { ids: [c], tag: 'trial' }, { token: u.token }),
      server.post(
        `/api/automation-workflows/${again}/enrol`,
        { contactIds: [c] },
        { token: u.token },
      ),
    ]);
    expect([bulk.status, enrol.status]).toEqual([200, 200]);
    expect(await entered(again)).toEqual([c, c, c]);
    const unfinished = await server.db
      .selectFrom('workflows_runs')
      .select(sql<number>`count(*)`.as('n'))
      .where('workflow_id', '=', again)
      .where('finished_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(unfinished.n)).toBeLessThanOrEqual(1);
  });

  it('takes contacts out wherever they are when the goal comes true, in the same request, with the reason', async () => {
    const u = await user();
    const steps = [
      { id: 'w', type: 'wait', amount: 2, unit: 'days' },
      { id: 'after', type: 'add_tag', tag: 'nudged' },
    ];
    const buyGoal = await u.workflow('tag_added', {
      version: 2,
      trigger: { tag: 'lead' },
      goal: { kind: 'tag_added', tag: 'Customer' },
      steps,
    });
    const unsubGoal = await u.workflow('tag_added', {
      version: 2,
      trigger: { tag: 'lead' },
      goal: { kind: 'unsubscribed' },
      whenInactive: 'pause',
      steps,
    });
    const noGoal = await u.workflow('tag_added', {
      version: 2,
      trigger: { tag: 'lead' },
      steps: [steps[0], { id: 'after', type: 'add_tag', tag: 'went-on' }],
    });
    const [a, b, c] = [
      await u.contact(`goal-a-${database}@example.com`, { tags: ['lead'] }),
      await u.contact(`goal-b-${database}@example.com`, { tags: ['lead'] }),
      await u.contact(`goal-c-${database}@example.com`, { tags: ['lead'] }),
    ];
    const atWait = async (id: number) =>
      (
        await server.db
          .selectFrom('workflows_runs')
          .select('id')
          .where('workflow_id', '=', id)
          .where('step_id', '=', 'w')
          .where('next_due', 'is not', null)
          .execute()
      ).length;
    await settled(
      async () => (await atWait(buyGoal)) === 3 && (await atWait(unsubGoal)) === 3,
      'waiting',
    );

    // A gains the goal's tag (case aside) by an edit, B by a bulk action: out at once.
    await u.patch(`/api/contacts/${a}`, { tags: ['lead', 'customer'] });
    let report = await u.report(buyGoal);
    expect(report).toMatchObject({ exited: 1, inProgress: 2 });
    const bulk = await server.post(
      '/api/contacts/bulk/tag',
      { ids: [b], tag: 'Customer' },
      { token: u.token },
    );
    expect(bulk.status, bulk.text).toBe(200);
    report = await u.report(buyGoal);
    expect(report).toMatchObject({ exited: 2, inProgress: 1 });
    expect(report.exitReasons).toEqual([
      { reason: "The contact gained the tag “Customer”: the workflow's goal", count: 2 },
    ]);

    // The unsubscribe goal: C is paused inside (the workflow deactivated) and still taken out.
    await u.patch(`/api/automation-workflows/${unsubGoal}`, { isActive: false });
    expect((await u.report(unsubGoal)).paused).toBe(3);
    await u.patch(`/api/contacts/${c}`, { status: 'unsubscribed' });
    report = await u.report(unsubGoal);
    expect(report).toMatchObject({ exited: 1, paused: 2 });
    expect(report.exitReasons).toEqual([
      { reason: "The contact unsubscribed: the workflow's goal", count: 1 },
    ]);
    expect(await u.report(noGoal)).toMatchObject({ exited: 0, inProgress: 3 });

    // Two days on: those still inside go on; those taken out never get the next step.
    clock.advance(2 * DAY + HOUR);
    await settled(async () => (await u.report(noGoal)).completed === 3, 'the others finish');
    await settled(async () => (await u.report(buyGoal)).completed === 1, 'C finishes');
    const tags = async (id: number) =>
      (await server.get(`/api/contacts/${id}`, { token: u.token })).body.contact.tags as string[];
    expect(await tags(a)).not.toContain('nudged');
    expect(await tags(a)).toContain('went-on');
    expect(await tags(c)).toContain('nudged');
    expect((await u.report(buyGoal)).steps.after).toMatchObject({ passed: 1 });
  });
});
