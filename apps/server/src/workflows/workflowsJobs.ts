import {
  allSteps,
  nextSteps,
  parseWorkflowDefinition,
  waitEnd,
  WORKFLOW_TEST_WAIT_SECONDS,
  type Contact,
  type ContactUpdateData,
  type StepCondition,
  type WorkflowStep,
  UNSENDABLE_CONTACT_STATUSES,
} from '@crm/api-client';
import type { ServerConfig } from '../config';
import {
  contactsRepository,
  type BulkChange,
  type FieldChange,
} from '../contacts/contactsRepository';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import {
  jobContinues,
  jobDone,
  JobFailure,
  jobRecorded,
  JobLeaseLost,
  type JobBatch,
  type JobKind,
  type RunningJob,
} from '../jobs/jobKinds';
import { ownerScope } from '../db/scope';
import { settingsRepository } from '../settings/settingsRepository';
import type { StepOutcome } from './workflowsTable';
import { sendEach, sendOne } from '../sending/sendMessage';
import { resolveSegments } from '../segments/segmentFilter';
import { segmentsRepository } from '../segments/segmentsRepository';
import { suppressionsRepository } from '../suppressions/suppressionsRepository';
import { warmupTakeOne } from '../sending/warmup';
import { templatesRepository } from '../templates/templatesRepository';
import { WORKFLOW_RUN_JOB, workflowRunsRepository, type RunRow } from './workflowRunsRepository';
import { workflowsRepository } from './workflowsRepository';

interface RunPayload {
  runId: number;
}

/** Contacts in these states are never mailed by a workflow (they go past the step, counted skipped). */
export const NOT_MAILED_STATUSES: readonly string[] = [
  ...UNSENDABLE_CONTACT_STATUSES,
  'complained',
];

/**
 * The workflow pool's workers and jobs per claim (backgroundWork.ts): a claim's contacts at one
 * email step are mailed together, so a batch is what keeps the mailer's connections busy. A kill
 * -9 re-sends at most WORKFLOW_WORKERS x WORKFLOW_BATCH messages handed to the SMTP server but
 * not yet recorded, under their same Message-IDs (a campaign's window is 4 x 50).
 */
export const WORKFLOW_WORKERS = 4;
export const WORKFLOW_BATCH = 25;

/** Steps one turn of a run takes before it gives other accounts' work a turn. */
const STEPS_PER_TURN = 20;

/** When a paused contact's job is due if nothing resumes it: never, in practice. */
const farAhead = (now: Date) => new Date(now.getTime() + 10 * 366 * 24 * 60 * 60 * 1000);

/** The Message-ID key of a run's email step: a retry after a crash sends under the same Message-ID. */
export const stepMessageKey = (runId: number, stepId: string) => `workflows.run:${runId}:${stepId}`;

function fieldValue(contact: Contact, field: string): string {
  if (field.startsWith('custom:')) {
    const value = contact.customFields[field.slice('custom:'.length)];
    return value === undefined || value === null ? '' : String(value);
  }
  const value = (contact as unknown as Record<string, unknown>)[field];
  return value === undefined || value === null ? '' : String(value);
}

/** Whether the contact meets a condition step's condition about the contact itself. */
export function meetsCondition(
  contact: Contact,
  condition: Exclude<StepCondition, { kind: 'email' | 'segment' }>,
): boolean {
  switch (condition.kind) {
    case 'has_tag':
      return contact.tags.some((t) => t.toLowerCase() === condition.tag.toLowerCase());
    case 'status':
      return contact.status.toLowerCase() === condition.status.toLowerCase();
    case 'field': {
      const value = fieldValue(contact, condition.field).trim().toLowerCase();
      const wanted = condition.value.trim().toLowerCase();
      if (condition.operator === 'is_empty') return value === '';
      if (condition.operator === 'equals') return value === wanted;
      return value.includes(wanted);
    }
  }
}

/** A field step's change: custom fields and the status as one statement each (see `bulk.change`). */
function fieldChange(field: string, value: string): BulkChange | FieldChange | ContactUpdateData {
  if (field.startsWith('custom:'))
    return { action: 'customField', key: field.slice('custom:'.length), value };
  if (field === 'status') return { action: 'status', status: value };
  const nullable = ['phone', 'company', 'position', 'leadSource'];
  return {
    [field]: nullable.includes(field) && value.trim() === '' ? null : value,
  } as ContactUpdateData;
}

/** A step's place for an error message: "Step 2 (send email)". */
function stepName(steps: readonly WorkflowStep[], step: WorkflowStep): string {
  const index = allSteps(steps).findIndex((s) => s.id === step.id);
  return `Step ${index + 1} (${step.type.replace('_', ' ')})`;
}

/**
 * One contact's way through one workflow, a job of the one job layer (`workflows.run`, one per
 * contact in a workflow, keyed by its run). Each turn runs the steps that are due, each step's
 * writes and the contact's move to the next step committed together (`saveStep`), so a restart
 * resumes at the step it stopped at; a wait ends the turn with the job due again at the wait's end
 * (waiting costs nothing). An email step sends through the one message builder with a key per
 * contact and step, and records it in the same commit as the move: a retry after a crash reads the
 * record and does not send again (the window between the SMTP server's acceptance and that commit
 * re-sends under the same Message-ID, as a campaign's recipient rows do). Contacts unsubscribed,
 * bounced or complained, and addresses on the suppression list, are never mailed. An error a retry cannot fix (a deleted template, a
 * workflow whose steps no longer read) stops the contact at its step with the error, job parked,
 * until a retry.
 */
export function workflowRunJob(
  config: ServerConfig,
): JobKind<RunPayload, { stepId: string | null }> {
  const kind: JobKind<RunPayload, { stepId: string | null }> = {
    name: WORKFLOW_RUN_JOB,
    payload(value) {
      const runId = (value as Partial<RunPayload> | null)?.runId;
      if (typeof runId !== 'number') throw new Error('runId is missing');
      return { runId };
    },
    retryDelaysMs: [10_000, 60_000, 600_000, 3_600_000],
    run: (job) => runFrom(job, false),
    async runBatch(jobs, batch) {
      const together = await emailStepTogether(config, jobs, batch);
      return jobs.map(async (job) => {
        const ended = together.get(job);
        if (ended === undefined) return runFrom(job, false);
        if (ended === 'passed') return runFrom(job, true);
        // Back in the queue until the wait's end, in the batch's commit.
        if ('until' in ended) return jobRecorded();
        throw ended.error;
      });
    },
  };
  return kind;

  async function runFrom(job: RunJob, afterBatch: boolean) {
    if (!job.scope) throw new JobFailure('A workflow run needs its owner');
    const scope = job.scope;
    const runs = workflowRunsRepository(job.db, scope);
    const { runId } = job.payload;
    let done = job.progress.done;
    for (let turn = 0; turn < STEPS_PER_TURN; turn++) {
      const run = await runs.find(runId);
      // Held while its workflow is inactive: due again only when `resume` makes it so.
      if (run?.status === 'paused')
        return jobContinues({ checkpoint: { stepId: run.step_id }, done }, farAhead(job.now()));
      if (!run || run.status !== 'active') return jobDone({ status: run?.status ?? 'deleted' });
      // An email step reached after another step of this turn is taken in a turn of its own,
      // so it is claimed with the other contacts due there and mailed with them (runBatch).
      const outcome = await runStep(job, config, scope, run, turn > 0 || afterBatch);
      if (outcome.kind === 'end') return jobDone({ status: outcome.status });
      if (outcome.kind === 'wait')
        return jobContinues({ checkpoint: { stepId: run.step_id }, done }, outcome.until);
      done++;
    }
    // A long chain of instant steps: take a turn again after other accounts'.
    return jobContinues({ checkpoint: { stepId: null }, done });
  }
}

type RunJob = RunningJob<RunPayload, { stepId: string | null }>;
/** How a job's turn ended in `emailStepTogether`: go on, wait until, or failed. */
type Ended = 'passed' | { until: Date } | { error: Error };

/**
 * A claimed batch's contacts at the same send email step of a workflow, mailed together: each
 * table read once for all of them (runs, contacts, suppressions, earlier records), the template
 * compiled once and the messages sent as a campaign's are (`sendEach`), then every contact's
 * record and move, and its job's progress, in one commit. The rules are `runStep`'s: never to a
 * contact unsubscribed, bounced, complained or suppressed (skipped), a key per contact and step,
 * never sent twice (a contact whose step was recorded by an earlier attempt, a deleted template,
 * a test run, an inactive workflow, a warm-up cap and a contact alone at its step all take the
 * one-by-one path, which knows what to do). How each job of the batch ended here: `passed` (it
 * goes on from its next step), `until` (waiting at the wait step after the email), or an error
 * (a refused message: retried as one job's).
 */
async function emailStepTogether(
  config: ServerConfig,
  jobs: RunJob[],
  batch: JobBatch<RunPayload, { stepId: string | null }>,
): Promise<Map<RunJob, Ended>> {
  const ended = new Map<RunJob, Ended>();
  const owners = new Map<number, RunJob[]>();
  for (const job of jobs)
    if (job.scope) owners.set(job.scope.ownerId, [...(owners.get(job.scope.ownerId) ?? []), job]);
  for (const [ownerId, list] of owners) {
    const scope = ownerScope(ownerId);
    const { db } = list[0]!;
    const now = list[0]!.now();
    // Under a warm-up each message takes its turn from the day's count: one by one.
    if ((await settingsRepository(db, scope).warmup()) !== null) continue;
    const runs = workflowRunsRepository(db, scope);
    const found = new Map(
      (await runs.findMany(list.map((j) => j.payload.runId))).map((r) => [r.id, r]),
    );
    const definitions = new Map<number, { workflowId: number; steps: WorkflowStep[] } | null>();
    const atStep = new Map<
      string,
      {
        workflowId: number;
        step: Extract<WorkflowStep, { type: 'send_email' }>;
        next: string | null;
        steps: WorkflowStep[];
        from: string | null;
        members: { job: RunJob; run: RunRow }[];
      }
    >();
    for (const job of list) {
      const run = found.get(job.payload.runId);
      if (!run || run.status !== 'active') continue;
      let definition = definitions.get(run.workflow_id);
      if (definition === undefined) {
        const workflow = await workflowsRepository(db, scope).forRun(run.workflow_id);
        const parsed = workflow && parseWorkflowDefinition(workflow.steps);
        definition =
          workflow && !workflow.isTest && workflow.isActive && parsed?.ok
            ? { workflowId: workflow.id, steps: parsed.definition.steps }
            : null;
        definitions.set(run.workflow_id, definition);
      }
      if (!definition) continue;
      const stepId = run.step_id ?? definition.steps[0]?.id;
      const step = allSteps(definition.steps).find((s) => s.id === stepId);
      if (step?.type !== 'send_email') continue;
      const key = `${run.workflow_id}:${run.step_id ?? ''}`;
      let group = atStep.get(key);
      if (!group)
        atStep.set(
          key,
          (group = {
            workflowId: run.workflow_id,
            step,
            next: nextSteps(definition.steps).get(step.id) ?? null,
            steps: definition.steps,
            from: run.step_id,
            members: [],
          }),
        );
      group.members.push({ job, run });
    }
    for (const { workflowId, step, next, steps, from, members: all } of atStep.values()) {
      // A wait right after the email (a welcome series) starts in the same commit: the contacts
      // are due again at its end, with no turn of their own to reach it.
      const wait = allSteps(steps).find((s) => s.id === next && s.type === 'wait');
      const until = wait?.type === 'wait' ? waitEnd(wait, now) : undefined;
      if (all.length < 2) continue;
      const template = await templatesRepository(db, scope).find(step.templateId);
      if (!template) continue;
      const recorded = await runs.recordedAt(
        all.map((m) => m.run.id),
        step.id,
      );
      const contacts = await contactsRepository(db, scope).findMany(
        all.map((m) => m.run.contact_id),
      );
      const members = all.flatMap(({ job, run }) => {
        const contact = contacts.get(run.contact_id);
        return contact && !recorded.has(run.id) ? [{ job, run, contact }] : [];
      });
      const suppressed = await suppressionsRepository(db, scope).suppressedAmong(
        members.flatMap((m) => (m.contact.email ? [m.contact.email] : [])),
      );
      const outcomes = new Map<number, StepOutcome>();
      const mailed = members.filter(({ run, contact }) => {
        const mail =
          !NOT_MAILED_STATUSES.includes(contact.status.toLowerCase()) &&
          !!contact.email &&
          !suppressed.has(contact.email);
        if (!mail) outcomes.set(run.id, 'skipped');
        return mail;
      });
      const results = await sendEach(
        { ...db, config },
        scope,
        { content: { subject: template.subject, content: template.content }, throttled: true },
        mailed.map(({ run, contact }) => ({
          to: { contact },
          key: stepMessageKey(run.id, step.id),
          workflowStep: { runId: run.id, stepId: step.id },
        })),
      );
      results.forEach((result, i) => {
        const { job, run } = mailed[i]!;
        if (result.ok) outcomes.set(run.id, 'sent');
        else ended.set(job, { error: result.error });
      });
      const passing = members.filter((m) => outcomes.has(m.run.id)).map((m) => m.job);
      const saved = await batch.saveSteps(
        passing,
        (job) => ({
          checkpoint: { stepId: until ? next : step.id },
          done: job.progress.done + 1,
        }),
        async (trx, held) => {
          const ids = new Set(held.map((job) => job.payload.runId));
          const trxRuns = workflowRunsRepository(trx, scope);
          await trxRuns.passMany(
            workflowId,
            from,
            step.id,
            new Map([...outcomes].filter(([id]) => ids.has(id))),
            next,
            now,
          );
          if (until && next) await trxRuns.waitMany([...ids], next, until, now);
        },
        until,
      );
      const savedJobs = new Set(saved);
      for (const job of passing)
        ended.set(
          job,
          !savedJobs.has(job) ? { error: new JobLeaseLost(job.id) } : until ? { until } : 'passed',
        );
    }
  }
  return ended;
}

type StepResult =
  { kind: 'next' } | { kind: 'wait'; until: Date } | { kind: 'end'; status: string };

async function runStep(
  job: RunningJob<RunPayload, { stepId: string | null }>,
  config: ServerConfig,
  scope: Scope,
  run: RunRow,
  /** Hand an email step back to the queue to be claimed in a batch (see `runFrom`). */
  emailInOwnTurn = false,
): Promise<StepResult> {
  const now = job.now();
  const runs = workflowRunsRepository(job.db, scope);
  const workflow = await workflowsRepository(job.db, scope).forRun(run.workflow_id);
  if (!workflow) return { kind: 'end', status: 'deleted' };
  const parsed = parseWorkflowDefinition(workflow.steps);
  if (!parsed.ok)
    return fail(job, run, run.step_id, `The workflow's steps cannot be read: ${parsed.message}`);
  const { steps } = parsed.definition;
  if (!workflow.isActive && parsed.definition.whenInactive === 'pause') {
    // Deactivated while this turn was on its way (the route's `pause` raced with the claim).
    await runs.pause(workflow.id, now, run.id);
    return { kind: 'wait', until: farAhead(now) };
  }
  const stepId = run.step_id ?? steps[0]?.id ?? null;
  if (stepId === null) {
    await runs.exit(run.id, null, 'The workflow has no steps', now);
    return { kind: 'end', status: 'exited' };
  }
  const step = allSteps(steps).find((s) => s.id === stepId);
  if (!step) {
    // An edit moved the contact on from a removed step after this turn read its row: read again.
    const fresh = await runs.find(run.id);
    if (fresh && (fresh.step_id !== run.step_id || fresh.status !== run.status))
      return { kind: 'next' };
    // Not moved by an edit (it moves everyone at a removed step): the steps cannot say where to.
    await runs.exit(run.id, stepId, 'Its step was removed from the workflow', now);
    return { kind: 'end', status: 'exited' };
  }
  const next = nextSteps(steps).get(step.id) ?? null;
  const contacts = contactsRepository(job.db, scope);
  const contact = await contacts.find(run.contact_id);
  // A step's changes are on the contact's timeline as the workflow's.
  const byWorkflow = { by: 'workflow', name: workflow.name } as const;
  if (!contact) return { kind: 'end', status: 'deleted' };
  const save = (work: (trx: Db) => Promise<void>) =>
    job.saveStep({ checkpoint: { stepId: step.id }, done: job.progress.done + 1 }, work);
  const pass = (outcome: Parameters<typeof runs.pass>[2], to: string | null, exit = false) =>
    save(async (trx) => {
      await workflowRunsRepository(trx, scope).pass(run, step.id, outcome, to, now, exit);
    });

  switch (step.type) {
    case 'wait': {
      if (run.next_due === null || run.step_id !== step.id) {
        // A test ("Test with a contact") waits seconds, whatever the step says.
        const until = workflow.isTest
          ? new Date(now.getTime() + WORKFLOW_TEST_WAIT_SECONDS * 1000)
          : waitEnd(step, now);
        let waiting = false;
        await save(async (trx) => {
          waiting = await workflowRunsRepository(trx, scope).waitAt(run, step.id, until, now);
        });
        // Moved by an edit of the workflow meanwhile: go on from where the edit put the contact.
        return waiting ? { kind: 'wait', until } : { kind: 'next' };
      }
      const until = new Date(run.next_due);
      if (until > now) return { kind: 'wait', until };
      await pass('done', next);
      return { kind: 'next' };
    }
    case 'send_email': {
      if (emailInOwnTurn && !workflow.isTest) return { kind: 'wait', until: now };
      if (await runs.outcomeOf(run.id, step.id)) {
        // Recorded by an earlier attempt whose move did not finish: move on, never send again.
        await pass('sent', next);
        return { kind: 'next' };
      }
      if (
        NOT_MAILED_STATUSES.includes(contact.status.toLowerCase()) ||
        !contact.email ||
        // An address that left under another contact record (erased, say, then added again).
        (await suppressionsRepository(job.db, scope).reasonFor(contact.email))
      ) {
        await pass('skipped', next);
        return { kind: 'next' };
      }
      const template = await templatesRepository(job.db, scope).find(step.templateId);
      if (!template)
        return fail(job, run, step.id, `${stepName(steps, step)}: its email template was deleted`);
      if (!workflow.isTest) {
        // Counted against the day's warm-up cap as campaign mail is; over it, wait for tomorrow.
        const tomorrow = await warmupTakeOne(job.db, scope.ownerId, now);
        if (tomorrow) return { kind: 'wait', until: tomorrow };
      }
      await sendOne({ ...job.db, config }, scope, {
        content: { subject: template.subject, content: template.content },
        to: { contact },
        key: stepMessageKey(run.id, step.id),
        workflowStep: { runId: run.id, stepId: step.id },
        // A test's mail is for the user to read, never for the contact.
        outbox: workflow.isTest,
        // The account's and the server's send rate, as campaign mail and Compose wait for.
        throttled: !workflow.isTest,
      });
      await pass('sent', next);
      return { kind: 'next' };
    }
    case 'condition': {
      const { condition } = step;
      let met: boolean;
      if (condition.kind === 'email') {
        // The email's opens and clicks are recorded on its step's row for this contact (tracking).
        met = await runs.engaged(run.id, condition.stepId, condition.event);
      } else if (condition.kind === 'segment') {
        // The segment as it is now: live, as everywhere a segment is used.
        const segment = await segmentsRepository(job.db, scope).find(condition.segmentId);
        if (!segment)
          return fail(job, run, step.id, `${stepName(steps, step)}: its segment was deleted`);
        const conditions = await resolveSegments(job.db, scope, segment.conditions, [segment.id]);
        met = await contacts.meets(contact.id, conditions, now);
      } else met = meetsCondition(contact, condition);
      const branch = met ? step.yes : step.no;
      await pass(met ? 'yes' : 'no', branch[0]?.id ?? next);
      return { kind: 'next' };
    }
    case 'add_tag':
    case 'remove_tag': {
      const has = contact.tags.some((t) => t.toLowerCase() === step.tag.toLowerCase());
      // One statement each, not a read and a write of the whole list: two workflows tagging one
      // contact at once kept only one tag. The tag also starts the `tag_added` workflows.
      await save(async (trx) => {
        if (step.type === 'add_tag' && !has)
          await contactsRepository(trx, scope, byWorkflow).bulk.change([contact.id], {
            action: 'tag',
            tag: step.tag,
          });
        if (step.type === 'remove_tag' && has)
          for (const tag of contact.tags.filter((t) => t.toLowerCase() === step.tag.toLowerCase()))
            await contactsRepository(trx, scope, byWorkflow).bulk.change([contact.id], {
              action: 'untag',
              tag,
            });
        await workflowRunsRepository(trx, scope).pass(run, step.id, 'done', next, now);
      });
      return { kind: 'next' };
    }
    case 'update_field': {
      if (
        step.field.startsWith('custom:') === false &&
        step.field !== 'status' &&
        !(step.field in contact)
      )
        return fail(
          job,
          run,
          step.id,
          `${stepName(steps, step)}: the field ${step.field} no longer exists`,
        );
      await save(async (trx) => {
        const change = fieldChange(step.field, step.value);
        const contacts = contactsRepository(trx, scope, byWorkflow);
        if ('action' in change) await contacts.bulk.change([contact.id], change);
        else await contacts.update(contact.id, change);
        await workflowRunsRepository(trx, scope).pass(run, step.id, 'done', next, now);
      });
      return { kind: 'next' };
    }
    case 'exit':
      await pass('done', null, true);
      return { kind: 'end', status: 'exited' };
  }
}

/** Stops the contact at its step with a readable error and parks its job (a retry requeues it). */
async function fail(
  job: RunningJob<RunPayload, { stepId: string | null }>,
  run: RunRow,
  stepId: string | null,
  error: string,
): Promise<never> {
  await workflowRunsRepository(job.db, job.scope!).fail(run.id, stepId, error, job.now());
  throw new JobFailure(error);
}
