import type { RowSet } from '../db/countUpTo';
import {
  allSteps,
  CONTACT_WORKFLOWS_LIMIT,
  parseWorkflowDefinition,
  type ContactWorkflow,
  type DateTriggerSettings,
  type EmailEvent,
  type WorkflowReport,
  type WorkflowRunFilter,
  type WorkflowRunsPage,
  type WorkflowStepFigures,
  type WorkflowTest,
} from '@crm/api-client';
import { toIso, toIsoOrNull } from '../db/columnTypes';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Selectable,
  type SqlBool,
} from 'kysely';
import type { Db } from '../db/Db';
import type { Database } from '../db/schema';
import { OWNER, type Scope } from '../db/scope';
import { contactOrderKey, emitWebhookEvents } from '../webhooks/webhookEvents';
import { sqlTimestamp } from '../db/sqlTimestamp';
import {
  timelineBefore,
  timelineId,
  type TimelineItem,
  timelineLimit,
  type TimelineRead,
} from '../db/timelineBound';
import { jobsRepository } from '../jobs/jobsRepository';
import type { StepOutcome, WorkflowsRunsTable } from './workflowsTable';

/** The steps of a workflow's definition in flow order (branches included), empty if unreadable. */
function flowOf(steps: string) {
  const parsed = parseWorkflowDefinition(steps);
  return parsed.ok ? allSteps(parsed.definition.steps) : [];
}

/**
 * Where in `flow` a contact at `stepId` is: the step's id, its number in the flow and its type
 * (`removed` when an edit took it out). Before its first turn a contact is at the first step.
 */
function placeIn(flow: ReturnType<typeof flowOf>, stepId: string | null) {
  const id = stepId ?? flow[0]?.id ?? null;
  if (id === null) return null;
  const index = flow.findIndex((step) => step.id === id);
  return { id, number: index + 1, type: flow[index]?.type ?? 'removed' };
}

export type RunRow = Selectable<WorkflowsRunsTable>;

/** Which contacts: chosen ids, or an expression over `contacts` (a bulk action's selection). */
export type EventContacts =
  | { ids: readonly number[] }
  | { where: Expression<SqlBool> }
  /**
   * Every contact of the owner with an id above `afterId` (the contacts an import added), or only
   * those of them with this status (compared in lower case).
   */
  | { afterId: number; status?: string };

/** The job kind that moves one contact through a workflow (workflowsJobs.ts). */
export const WORKFLOW_RUN_JOB = 'workflows.run';
/** The key of a run's job: one job per contact in a workflow, whatever retries or enrolments say. */
export const runJobKey = (runId: number) => `run:${runId}`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Contact ids an import's enrolment takes per statement (about 1 s each on PostgreSQL here). */
const ENTER_SLICE = 25_000;

const EMPTY_FIGURES: WorkflowStepFigures = {
  waiting: 0,
  passed: 0,
  sent: 0,
  opened: 0,
  clicked: 0,
  skipped: 0,
  failed: 0,
};

/**
 * The contacts in workflows (`workflows_runs`) and the steps they went past
 * (`workflows_run_steps`), scoped: another owner's run does not exist here.
 */
export function workflowRunsRepository(database: Db, scope: Scope) {
  const { db, dialect } = database;
  const at = (date: Date) => sqlTimestamp(dialect, date.toISOString());
  const owned = () => db.selectFrom('workflows_runs').where(OWNER, '=', scope.ownerId);
  /** Still at the step the engine read: an edit of the workflow may have moved the contact since. */
  const stillAt = (stepId: string | null) => (eb: ExpressionBuilder<Database, 'workflows_runs'>) =>
    stepId === null ? eb('step_id', 'is', null) : eb('step_id', '=', stepId);
  /** The runs of the owner, for a statement on another table. */
  const ownedRunIds = () =>
    db.selectFrom('workflows_runs').select('id').where(OWNER, '=', scope.ownerId);
  /** The event's contacts as a condition over `contacts` (the caller adds the owner). */
  const contactsWhere = (contacts: EventContacts): Expression<SqlBool> => {
    if ('afterId' in contacts)
      return contacts.status === undefined
        ? sql<SqlBool>`contacts.id > ${contacts.afterId}`
        : sql<SqlBool>`contacts.id > ${contacts.afterId} and lower(contacts.status) = ${contacts.status}`;
    if ('where' in contacts) return contacts.where;
    return dialect === 'postgres'
      ? sql<SqlBool>`contacts.id = any(cast(${[...contacts.ids]} as integer[]))`
      : sql<SqlBool>`contacts.id in (select value from json_each(${JSON.stringify(contacts.ids)}))`;
  };

  /** One slice of an enrolment (see `enter`): the runs, then their jobs. */
  async function enterWhere(
    workflowId: number,
    where: Expression<SqlBool>,
    now: Date,
    reenterAfterDays: number | null,
  ) {
    const when = at(now);
    const earlier =
      reenterAfterDays === null
        ? sql<SqlBool>`true`
        : sql<SqlBool>`(earlier.finished_at is null or earlier.finished_at > ${at(
            new Date(now.getTime() - reenterAfterDays * DAY_MS),
          )})`;
    const highest = await db
      .selectFrom('workflows_runs')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const before = Number(highest?.id ?? 0);
    const inserted = await sql`
      insert into workflows_runs (${sql.ref(OWNER)}, workflow_id, contact_id, status, entered_at, updated_at)
      select ${sql.ref(`contacts.${OWNER}`)}, ${workflowId}, contacts.id, 'active', ${when}, ${when}
      from contacts
      where ${sql.ref(`contacts.${OWNER}`)} = ${scope.ownerId} and ${where}
        and not exists (
          select 1 from workflows_runs earlier
          where earlier.workflow_id = ${workflowId} and earlier.contact_id = contacts.id and ${earlier})
      on conflict (workflow_id, contact_id) where finished_at is null do nothing`.execute(db);
    const entered = Number(inserted.numAffectedRows ?? 0);
    if (entered === 0) return 0;
    await emitWebhookEvents(database, scope, 'workflow.entered', async () =>
      (
        await db
          .selectFrom('workflows_runs as r')
          .innerJoin('workflows as w', 'w.id', 'r.workflow_id')
          .select(['r.id', 'r.contact_id', 'w.name'])
          .where('r.id', '>', before)
          .where('r.workflow_id', '=', workflowId)
          .orderBy('r.id')
          .execute()
      ).map((r) => ({
        data: { workflow: { id: workflowId, name: r.name }, runId: r.id, contactId: r.contact_id },
        orderKey: contactOrderKey(r.contact_id),
      })),
    );
    await jobsRepository(database).enqueueSelected(
      WORKFLOW_RUN_JOB,
      () => ({
        owner: sql.ref(OWNER),
        payload: sql`'{"runId":' || cast(id as text) || '}'`,
        key: sql`'run:' || cast(id as text)`,
        from: sql`from workflows_runs where id > ${before} and workflow_id = ${workflowId}`,
      }),
      now,
    );
    return entered;
  }

  return {
    /**
     * The contacts `where` selects (an expression over `contacts`) enter the workflow, set-based:
     * one statement makes their rows, active at once, one queues a job per new row, found by id
     * above the highest before (a row another transaction made meanwhile has its own job already:
     * its key dedupes). A contact enters once (`reenterAfterDays` null), or again that many days
     * after its last run finished; never while a run of it is unfinished (the unique index of
     * migration 022 holds that against two events at once). An import's contacts enter in slices
     * of ENTER_SLICE ids, so each statement stays far inside PostgreSQL's 15 s statement timeout
     * however large the file. 100,000 contacts cost a few statements, not 100,000 requests, and no
     * pass to mark them active afterwards (it rewrote every new row and its indexes: with it,
     * 100,000 entries took 2.4x as long on SQLite and passed the timeout on PostgreSQL on a loaded
     * machine). Returns how many entered.
     */
    async enter(
      workflowId: number,
      contacts: EventContacts,
      now: Date,
      reenterAfterDays: number | null = null,
    ): Promise<number> {
      if ('afterId' in contacts) {
        const last = await db
          .selectFrom('contacts')
          .select((eb) => eb.fn.max('id').as('id'))
          .where(OWNER, '=', scope.ownerId)
          .executeTakeFirst();
        const status =
          contacts.status === undefined
            ? sql``
            : sql` and lower(contacts.status) = ${contacts.status}`;
        let entered = 0;
        for (let from = contacts.afterId; from < Number(last?.id ?? 0); from += ENTER_SLICE)
          entered += await enterWhere(
            workflowId,
            sql<SqlBool>`contacts.id > ${from} and contacts.id <= ${from + ENTER_SLICE}${status}`,
            now,
            reenterAfterDays,
          );
        return entered;
      }
      return enterWhere(workflowId, contactsWhere(contacts), now, reenterAfterDays);
    },

    /**
     * The date trigger's entry for `day` (`YYYY-MM-DD`, UTC): the contacts whose date (`settings`)
     * falls `days` before or after it enter, in the statement of `enter`. A custom field's value
     * is read with the database's JSON operator and compared as text; a value that does not start
     * with a date (`YYYY-MM-DD`, or an ISO time) never matches, so it is skipped, not an error.
     * Yearly: month and day match (a 29 February enters on the 28th in other years).
     */
    async enterByDate(
      workflowId: number,
      settings: DateTriggerSettings,
      day: string,
      now: Date,
      reenterAfterDays: number | null,
    ): Promise<number> {
      const offset = (settings.direction === 'before' ? 1 : -1) * settings.days * DAY_MS;
      const target = new Date(Date.parse(`${day}T00:00:00.000Z`) + offset).toISOString();
      const value =
        settings.field === 'createdAt'
          ? dialect === 'postgres'
            ? sql<string>`to_char(contacts.created_at at time zone 'UTC', 'YYYY-MM-DD')`
            : sql<string>`substr(contacts.created_at, 1, 10)`
          : dialect === 'postgres'
            ? sql<string>`(cast(contacts.custom_fields as jsonb) ->> cast(${settings.field.slice('custom:'.length)} as text))`
            : sql<string>`(contacts.custom_fields ->> ${settings.field.slice('custom:'.length)})`;
      const isDate =
        dialect === 'postgres'
          ? sql<SqlBool>`${value} ~ '^[0-9]{4}-[01][0-9]-[0-3][0-9]'`
          : sql<SqlBool>`${value} glob '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*'`;
      let matches: Expression<SqlBool>;
      if (!settings.yearly)
        matches = sql<SqlBool>`substr(${value}, 1, 10) = ${target.slice(0, 10)}`;
      else {
        const monthDays = [target.slice(5, 10)];
        const year = Number(target.slice(0, 4));
        const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
        if (monthDays[0] === '02-28' && !leap) monthDays.push('02-29');
        matches = sql<SqlBool>`substr(${value}, 6, 5) in (${sql.join(monthDays)})`;
      }
      return this.enter(
        workflowId,
        { where: sql<SqlBool>`${isDate} and ${matches}` },
        now,
        reenterAfterDays,
      );
    },

    /** The id of a contact's run in a workflow (the one just entered). */
    async idOf(workflowId: number, contactId: number): Promise<number> {
      const row = await owned()
        .select('id')
        .where('workflow_id', '=', workflowId)
        .where('contact_id', '=', contactId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async find(runId: number): Promise<RunRow | undefined> {
      return owned().selectAll().where('id', '=', runId).executeTakeFirst();
    },

    /** Runs by id (a claimed batch's), this owner's only. */
    async findMany(runIds: readonly number[]): Promise<RunRow[]> {
      if (runIds.length === 0) return [];
      return owned()
        .selectAll()
        .where('id', 'in', [...runIds])
        .execute();
    },

    /** Which of these runs already have a record of `stepId` (a retry after a crash reads them). */
    async recordedAt(runIds: readonly number[], stepId: string): Promise<Set<number>> {
      if (runIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('workflows_run_steps')
        .select('run_id')
        .where('run_id', 'in', [...runIds])
        .where('step_id', '=', stepId)
        .execute();
      return new Set(rows.map((row) => row.run_id));
    },

    /**
     * `pass` for a batch of runs of one workflow that read as being at `from` (a step id, or null
     * before their first turn) and went past `stepId`, each with its outcome, to `nextStepId`: the
     * records in one statement, the moves in one, with `pass`'s checks (still active, still at the
     * step read). A run that finishes here goes through `pass` (its completion event).
     */
    async passMany(
      workflowId: number,
      from: string | null,
      stepId: string,
      outcomes: ReadonlyMap<number, StepOutcome>,
      nextStepId: string | null,
      now: Date,
    ): Promise<void> {
      if (outcomes.size === 0) return;
      if (nextStepId === null) {
        for (const [id, outcome] of outcomes)
          await this.pass(
            { id, workflow_id: workflowId, step_id: from },
            stepId,
            outcome,
            null,
            now,
          );
        return;
      }
      const nowIso = now.toISOString();
      await db
        .insertInto('workflows_run_steps')
        .values(
          [...outcomes].map(([run_id, outcome]) => ({
            run_id,
            step_id: stepId,
            workflow_id: workflowId,
            outcome,
            at: nowIso,
          })),
        )
        .onConflict((oc) => oc.columns(['run_id', 'step_id']).doNothing())
        .execute();
      await db
        .updateTable('workflows_runs')
        .set({ step_id: nextStepId, next_due: null, error: null, updated_at: nowIso })
        .where(OWNER, '=', scope.ownerId)
        .where('id', 'in', [...outcomes.keys()])
        .where('status', '=', 'active')
        .where(stillAt(from))
        .execute();
    },

    /** `waitAt` for runs just moved to `stepId` (`passMany`): they wait there until `due`. */
    async waitMany(runIds: readonly number[], stepId: string, due: Date, now: Date): Promise<void> {
      if (runIds.length === 0) return;
      await db
        .updateTable('workflows_runs')
        .set({ next_due: due.toISOString(), updated_at: now.toISOString() })
        .where(OWNER, '=', scope.ownerId)
        .where('id', 'in', [...runIds])
        .where('status', '=', 'active')
        .where('step_id', '=', stepId)
        .execute();
    },

    /** The outcome a step already had for this contact (a retry after a crash reads it). */
    async outcomeOf(runId: number, stepId: string): Promise<StepOutcome | undefined> {
      const row = await db
        .selectFrom('workflows_run_steps')
        .innerJoin('workflows_runs', 'workflows_runs.id', 'workflows_run_steps.run_id')
        .select('outcome')
        .where('workflows_runs.user_id', '=', scope.ownerId)
        .where('run_id', '=', runId)
        .where('workflows_run_steps.step_id', '=', stepId)
        .executeTakeFirst();
      return row?.outcome;
    },

    /**
     * Whether the contact opened (`opened`; a click counts) or clicked a link in the email of their
     * step `stepId`: its row's outcome, which the tracking links move on (`recordEmailEngagement`).
     */
    async engaged(runId: number, stepId: string, event: EmailEvent): Promise<boolean> {
      const outcome = await this.outcomeOf(runId, stepId);
      return event === 'clicked'
        ? outcome === 'clicked'
        : outcome === 'opened' || outcome === 'clicked';
    },

    /**
     * An open or a click of the email a run's step sent (the tracking links): its outcome goes from
     * `sent` to `opened` to `clicked`, never back. Returns the contact, for the tracking event;
     * undefined when the run is not this owner's or its step sent nothing.
     */
    async recordEmailEngagement(
      runId: number,
      stepId: string,
      clicked: boolean,
    ): Promise<{ contactId: number } | undefined> {
      const row = await db
        .selectFrom('workflows_run_steps')
        .innerJoin('workflows_runs', 'workflows_runs.id', 'workflows_run_steps.run_id')
        .select(['workflows_runs.contact_id', 'outcome'])
        .where('workflows_runs.user_id', '=', scope.ownerId)
        .where('run_id', '=', runId)
        .where('workflows_run_steps.step_id', '=', stepId)
        .executeTakeFirst();
      if (!row || !['sent', 'opened', 'clicked'].includes(row.outcome)) return undefined;
      await db
        .updateTable('workflows_run_steps')
        .set({ outcome: clicked ? 'clicked' : 'opened' })
        .where('run_id', 'in', ownedRunIds())
        .where('run_id', '=', runId)
        .where('step_id', '=', stepId)
        .where('outcome', 'in', clicked ? ['sent', 'opened'] : ['sent'])
        .execute();
      return { contactId: row.contact_id };
    },

    /**
     * The contact went past `stepId` with `outcome` and is now at `nextStepId` (null: the end,
     * `completed`; or `exited` when `exit` is set). The record and the move commit together. The
     * move happens only if the contact is still at the step the engine read (`run.step_id`): an
     * edit that moved them meanwhile wins, and false says so.
     */
    async pass(
      run: Pick<RunRow, 'id' | 'workflow_id' | 'step_id'>,
      stepId: string,
      outcome: StepOutcome,
      nextStepId: string | null,
      now: Date,
      exit = false,
    ): Promise<boolean> {
      const nowIso = now.toISOString();
      await db
        .insertInto('workflows_run_steps')
        .values({
          run_id: run.id,
          step_id: stepId,
          workflow_id: run.workflow_id,
          outcome,
          at: nowIso,
        })
        .onConflict((oc) => oc.columns(['run_id', 'step_id']).doNothing())
        .execute();
      const finished = exit || nextStepId === null;
      const moved = await db
        .updateTable('workflows_runs')
        .set({
          step_id: finished ? stepId : nextStepId,
          next_due: null,
          status: exit ? 'exited' : finished ? 'completed' : 'active',
          error: null,
          updated_at: nowIso,
          finished_at: finished ? nowIso : null,
        })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', run.id)
        // A goal (or a pause) that took the contact out while this step ran stands.
        .where('status', '=', 'active')
        .where(stillAt(run.step_id))
        .executeTakeFirst();
      const passed = Number(moved.numUpdatedRows) > 0;
      if (passed && finished && !exit)
        await emitWebhookEvents(database, scope, 'workflow.completed', async () => {
          const done = await db
            .selectFrom('workflows_runs as r')
            .innerJoin('workflows as w', 'w.id', 'r.workflow_id')
            .select(['r.contact_id', 'w.name'])
            .where('r.id', '=', run.id)
            .executeTakeFirstOrThrow();
          return [
            {
              data: {
                workflow: { id: run.workflow_id, name: done.name },
                runId: run.id,
                contactId: done.contact_id,
                completedAt: nowIso,
              },
              orderKey: contactOrderKey(done.contact_id),
            },
          ];
        });
      return passed;
    },

    /** The contact waits at `stepId` until `due`; false when an edit moved them meanwhile. */
    async waitAt(
      run: Pick<RunRow, 'id' | 'step_id'>,
      stepId: string,
      due: Date,
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('workflows_runs')
        .set({ step_id: stepId, next_due: due.toISOString(), updated_at: now.toISOString() })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', run.id)
        .where('status', '=', 'active')
        .where(stillAt(run.step_id))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * An edit removed steps: the workflow's contacts at each of them (not finished) go on at the
     * step `moves` names (`removedStepsGoTo`), or finish when it names none, set-based, a statement
     * per removed step. Those that were waiting there are due at once. Nobody is lost, and since an
     * email step's record stays with the contact, nobody is sent a step's email twice.
     */
    async moveFromRemoved(
      workflowId: number,
      moves: ReadonlyMap<string, string | null>,
      now: Date,
    ): Promise<number> {
      if (moves.size === 0) return 0;
      const removed = [...moves.keys()];
      // Read while they are still at the removed steps; paused ones stay held, failed ones parked.
      await jobsRepository(database).dueNow(
        WORKFLOW_RUN_JOB,
        sql`select 'run:' || cast(id as text) from workflows_runs where workflow_id = ${workflowId} and status = 'active' and step_id in (${sql.join(removed)})`,
        now,
      );
      const nowIso = now.toISOString();
      let moved = 0;
      for (const [from, to] of moves) {
        const result = await db
          .updateTable('workflows_runs')
          .set(
            to === null
              ? { status: 'completed', next_due: null, updated_at: nowIso, finished_at: nowIso }
              : { step_id: to, next_due: null, updated_at: nowIso },
          )
          .where(OWNER, '=', scope.ownerId)
          .where('workflow_id', '=', workflowId)
          .where('step_id', '=', from)
          .where('status', 'in', ['entering', 'active', 'paused', 'failed'])
          .executeTakeFirst();
        moved += Number(result.numUpdatedRows);
      }
      return moved;
    },

    /** The contact leaves before the end (its step was removed, or it was deleted): `error` says why. */
    async exit(runId: number, stepId: string | null, reason: string, now: Date): Promise<void> {
      await db
        .updateTable('workflows_runs')
        .set({
          status: 'exited',
          step_id: stepId,
          error: reason,
          next_due: null,
          updated_at: now.toISOString(),
          finished_at: now.toISOString(),
        })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', runId)
        .execute();
    },

    /**
     * The workflow's goal came true for these contacts: those inside leave wherever they are
     * (waiting, paused, stopped by an error), `exited` with `reason`, in one statement in the
     * transaction of the event. Their jobs find the run finished when next due and end.
     */
    async exitAtGoal(
      workflowId: number,
      contacts: EventContacts,
      reason: string,
      now: Date,
    ): Promise<number> {
      const when = at(now);
      const result = await sql`
        update workflows_runs
        set status = 'exited', error = ${reason}, next_due = null, updated_at = ${when}, finished_at = ${when}
        where ${sql.ref(OWNER)} = ${scope.ownerId} and workflow_id = ${workflowId}
          and finished_at is null and status in ('active', 'paused', 'failed')
          and contact_id in (
            select contacts.id from contacts
            where ${sql.ref(`contacts.${OWNER}`)} = ${scope.ownerId} and ${contactsWhere(contacts)})`.execute(
        db,
      );
      return Number(result.numAffectedRows ?? 0);
    },

    /** Stopped at `stepId` by an error a retry cannot fix on its own (a deleted template). */
    async fail(runId: number, stepId: string | null, error: string, now: Date): Promise<void> {
      await db
        .updateTable('workflows_runs')
        .set({ status: 'failed', step_id: stepId, error, updated_at: now.toISOString() })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', runId)
        .where('status', '=', 'active')
        .execute();
    },

    /** A failed contact runs its step again: active, and its parked job queued. */
    async retry(workflowId: number, runId: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('workflows_runs')
        .set({ status: 'active', error: null, updated_at: now.toISOString() })
        .where(OWNER, '=', scope.ownerId)
        .where('workflow_id', '=', workflowId)
        .where('id', '=', runId)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      return jobsRepository(database).retryParkedKey(
        scope,
        WORKFLOW_RUN_JOB,
        runJobKey(runId),
        now,
      );
    },

    /**
     * The workflow's contacts in progress hold where they are (`pause`) or go on (`resume`), set-based.
     * A paused contact's job stays queued far ahead (`runWorkflowJob` puts it there), so resuming
     * makes those jobs due now; a contact at a wait whose end passed meanwhile moves on at once.
     */
    async pause(workflowId: number, now: Date, runId?: number): Promise<number> {
      let update = db
        .updateTable('workflows_runs')
        .set({ status: 'paused', updated_at: now.toISOString() })
        .where(OWNER, '=', scope.ownerId)
        .where('workflow_id', '=', workflowId)
        .where('status', '=', 'active');
      if (runId !== undefined) update = update.where('id', '=', runId);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async resume(workflowId: number, now: Date): Promise<number> {
      const result = await db
        .updateTable('workflows_runs')
        .set({ status: 'active', updated_at: now.toISOString() })
        .where(OWNER, '=', scope.ownerId)
        .where('workflow_id', '=', workflowId)
        .where('status', '=', 'paused')
        .returning('id')
        .execute();
      if (result.length === 0) return 0;
      await jobsRepository(database).dueNow(
        WORKFLOW_RUN_JOB,
        sql`select 'run:' || cast(id as text) from workflows_runs where workflow_id = ${workflowId} and status = 'active'`,
        now,
      );
      return result.length;
    },

    /**
     * A test run of workflow `workflowId` (a run of one of its test copies) with the steps it went
     * past, in the order they ran; undefined when it is not this owner's or not that workflow's.
     */
    async test(workflowId: number, runId: number): Promise<WorkflowTest | undefined> {
      const run = await db
        .selectFrom('workflows_runs')
        .innerJoin('workflows', 'workflows.id', 'workflows_runs.workflow_id')
        .innerJoin('contacts', 'contacts.id', 'workflows_runs.contact_id')
        .select([
          'workflows_runs.id',
          'workflows_runs.contact_id',
          'contacts.email',
          'workflows_runs.status',
          'workflows_runs.step_id',
          'workflows_runs.next_due',
          'workflows_runs.error',
          'workflows_runs.entered_at',
          'workflows.steps',
        ])
        .where('workflows_runs.user_id', '=', scope.ownerId)
        .where('workflows.test_of', '=', workflowId)
        .where('workflows_runs.id', '=', runId)
        .executeTakeFirst();
      if (!run) return undefined;
      const passed = await db
        .selectFrom('workflows_run_steps')
        .select(['step_id', 'outcome', 'at'])
        .where('run_id', '=', runId)
        .execute();
      // Steps of one turn share its time: the flow's order breaks the tie.
      const place = new Map(flowOf(run.steps).map((step, i) => [step.id, i]));
      const steps = passed
        .map((row) => ({ stepId: row.step_id, outcome: row.outcome, at: toIso(row.at) }))
        .sort(
          (a, b) =>
            a.at.localeCompare(b.at) || (place.get(a.stepId) ?? 0) - (place.get(b.stepId) ?? 0),
        );
      return {
        id: run.id,
        workflowId,
        contactId: run.contact_id,
        contactEmail: run.email,
        status: run.status,
        stepId: run.step_id,
        nextDue: toIsoOrNull(run.next_due),
        error: run.error,
        definition: run.steps,
        startedAt: toIso(run.entered_at),
        steps,
      };
    },

    /**
     * Every email a workflow's step sent the contact, oldest first, and whether it was opened and
     * clicked (its step's outcome); tests left out. A contact's data export: no bound, a contact
     * goes past a handful of email steps per workflow entry.
     */
    async emailsOf(contactId: number) {
      const rows = await db
        .selectFrom('workflows_run_steps as s')
        .innerJoin('workflows_runs as r', 'r.id', 's.run_id')
        .innerJoin('workflows as w', 'w.id', 'r.workflow_id')
        .select(['r.workflow_id', 'w.name', 'w.steps', 's.step_id', 's.outcome', 's.at'])
        .where('r.user_id', '=', scope.ownerId)
        .where('r.contact_id', '=', contactId)
        .where('w.test_of', 'is', null)
        .where('s.outcome', 'in', ['sent', 'opened', 'clicked'])
        .orderBy('s.at')
        .orderBy('s.run_id')
        .execute();
      return rows.map((row) => {
        const step = flowOf(row.steps).find((s) => s.id === row.step_id);
        return {
          workflowId: row.workflow_id,
          workflowName: row.name,
          stepId: row.step_id,
          templateId: step?.type === 'send_email' ? step.templateId : null,
          sentAt: toIso(row.at),
          opened: row.outcome !== 'sent',
          clicked: row.outcome === 'clicked',
        };
      });
    },

    /**
     * The workflow emails sent to the contact as a timeline source, newest first (tests left
     * out). Read through the contact's runs (`workflows_runs_contact_id`): they are few, and step
     * rows have no contact column to index.
     */
    async timelineEmails(contactId: number, rank: number, read: TimelineRead) {
      const rows = await db
        .selectFrom('workflows_run_steps as s')
        .innerJoin('workflows_runs as r', 'r.id', 's.run_id')
        .innerJoin('workflows as w', 'w.id', 'r.workflow_id')
        .select(['s.run_id', 's.step_id', 'r.workflow_id', 'w.name', 's.at'])
        .where(`r.${OWNER}`, '=', scope.ownerId)
        .where('r.contact_id', '=', contactId)
        .where('w.test_of', 'is', null)
        .where('s.outcome', 'in', ['sent', 'opened', 'clicked'])
        .where(timelineBefore(rank, 's.at', ['s.run_id', 's.step_id'], read.before))
        .orderBy('s.at', 'desc')
        .orderBy('s.run_id', 'desc')
        .orderBy('s.step_id', 'desc')
        .limit(timelineLimit(read))
        .execute();
      return rows.map((r): TimelineItem => {
        const at = toIso(r.at);
        const keys = [r.run_id, r.step_id];
        return {
          at,
          rank,
          keys,
          event: {
            kind: 'workflow_email_sent',
            id: timelineId(rank, keys),
            at,
            workflowId: r.workflow_id,
            workflowName: r.name,
          },
        };
      });
    },

    /** The workflow emails the contact was sent (tests left out), unexecuted. */
    emailRowsOf: (contactId: number): RowSet =>
      db
        .selectFrom('workflows_run_steps as s')
        .innerJoin('workflows_runs as r', 'r.id', 's.run_id')
        .innerJoin('workflows as w', 'w.id', 'r.workflow_id')
        .where(`r.${OWNER}`, '=', scope.ownerId)
        .where('r.contact_id', '=', contactId)
        .where('w.test_of', 'is', null)
        .where('s.outcome', 'in', ['sent', 'opened', 'clicked']),

    /**
     * The workflows a contact is in or went through, newest entry first, and where it is in each
     * (tests left out). Bounded: a contact is in tens of workflows.
     */
    async ofContact(contactId: number): Promise<ContactWorkflow[]> {
      const rows = await db
        .selectFrom('workflows_runs')
        .innerJoin('workflows', 'workflows.id', 'workflows_runs.workflow_id')
        .select([
          'workflows_runs.id',
          'workflows_runs.workflow_id',
          'workflows.name',
          'workflows.steps',
          'workflows_runs.status',
          'workflows_runs.step_id',
          'workflows_runs.next_due',
          'workflows_runs.error',
          'workflows_runs.entered_at',
          'workflows_runs.updated_at',
          'workflows_runs.finished_at',
        ])
        .where('workflows_runs.user_id', '=', scope.ownerId)
        .where('workflows_runs.contact_id', '=', contactId)
        .where('workflows.test_of', 'is', null)
        .orderBy('workflows_runs.id', 'desc')
        .limit(CONTACT_WORKFLOWS_LIMIT)
        .execute();
      return rows.map((row) => ({
        runId: row.id,
        workflowId: row.workflow_id,
        workflowName: row.name,
        status: row.status,
        step: placeIn(flowOf(row.steps), row.step_id),
        nextDue: toIsoOrNull(row.next_due),
        error: row.error,
        enteredAt: toIso(row.entered_at),
        since: toIso(row.finished_at ?? row.updated_at),
      }));
    },

    /**
     * A workflow's contacts (tests are other workflows, so left out) and where each is, newest
     * entry first, after `cursor` (the last run id seen), with how many match `filter` over every
     * page. `steps` is the workflow's definition: each row's step is placed in it as `ofContact`
     * places a contact's. Keyset by id: a workflow of 100,000 contacts reads a page at a time.
     */
    async page(
      workflowId: number,
      steps: string,
      filter: WorkflowRunFilter | undefined,
      limit: number,
      cursor: number | undefined,
    ): Promise<WorkflowRunsPage> {
      const matching = () => {
        let query = db
          .selectFrom('workflows_runs')
          .where('workflows_runs.user_id', '=', scope.ownerId)
          .where('workflows_runs.workflow_id', '=', workflowId);
        if (filter === 'active' || filter === 'waiting')
          query = query.where('workflows_runs.status', 'in', ['entering', 'active']);
        else if (filter !== undefined) query = query.where('workflows_runs.status', '=', filter);
        if (filter === 'waiting') query = query.where('workflows_runs.next_due', 'is not', null);
        return query;
      };
      let rowsQuery = matching()
        .innerJoin('contacts', 'contacts.id', 'workflows_runs.contact_id')
        .select([
          'workflows_runs.id',
          'workflows_runs.contact_id',
          'contacts.first_name',
          'contacts.last_name',
          'contacts.email',
          'workflows_runs.status',
          'workflows_runs.step_id',
          'workflows_runs.next_due',
          'workflows_runs.error',
          'workflows_runs.entered_at',
          'workflows_runs.updated_at',
          'workflows_runs.finished_at',
        ])
        .orderBy('workflows_runs.id', 'desc')
        .limit(limit + 1);
      if (cursor !== undefined) rowsQuery = rowsQuery.where('workflows_runs.id', '<', cursor);
      const [rows, count] = await Promise.all([
        rowsQuery.execute(),
        matching()
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirst(),
      ]);
      const flow = flowOf(steps);
      const shown = rows.slice(0, limit);
      return {
        runs: shown.map((row) => ({
          runId: row.id,
          contactId: row.contact_id,
          name: [row.first_name, row.last_name].filter(Boolean).join(' '),
          email: row.email,
          status: row.status,
          step: placeIn(flow, row.step_id),
          nextDue: toIsoOrNull(row.next_due),
          error: row.error,
          enteredAt: toIso(row.entered_at),
          since: toIso(row.finished_at ?? row.updated_at),
        })),
        nextCursor: rows.length > limit ? String(shown.at(-1)!.id) : null,
        total: Number(count?.n ?? 0),
      };
    },

    /** A workflow's run history: contacts per state, each step's figures, the contacts stopped by errors. */
    async report(workflowId: number, firstStepId: string | null): Promise<WorkflowReport> {
      const states = await owned()
        .select(['status', 'step_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('workflow_id', '=', workflowId)
        .groupBy(['status', 'step_id'])
        .execute();
      const passed = await db
        .selectFrom('workflows_run_steps')
        .select(['step_id', 'outcome', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('workflow_id', '=', workflowId)
        .groupBy(['step_id', 'outcome'])
        .execute();
      const steps: Record<string, WorkflowStepFigures> = {};
      const figures = (stepId: string) => (steps[stepId] ??= { ...EMPTY_FIGURES });
      const report: WorkflowReport = {
        enrolled: 0,
        inProgress: 0,
        completed: 0,
        exited: 0,
        failed: 0,
        paused: 0,
        steps,
        failures: [],
        exitReasons: [],
      };
      for (const row of states) {
        const n = Number(row.n);
        report.enrolled += n;
        const stepId = row.step_id ?? firstStepId;
        if (row.status === 'active' || row.status === 'entering' || row.status === 'paused') {
          report.inProgress += n;
          if (row.status === 'paused') report.paused += n;
          if (stepId) figures(stepId).waiting += n;
        } else if (row.status === 'completed') report.completed += n;
        else if (row.status === 'exited') report.exited += n;
        else if (row.status === 'failed') {
          report.failed += n;
          if (stepId) figures(stepId).failed += n;
        }
      }
      for (const row of passed) {
        const n = Number(row.n);
        const f = figures(row.step_id);
        f.passed += n;
        if (row.outcome === 'sent' || row.outcome === 'opened' || row.outcome === 'clicked')
          f.sent += n;
        if (row.outcome === 'opened' || row.outcome === 'clicked') f.opened += n;
        if (row.outcome === 'clicked') f.clicked += n;
        if (row.outcome === 'skipped') f.skipped += n;
      }
      if (report.failed > 0) {
        const failed = await db
          .selectFrom('workflows_runs')
          .innerJoin('contacts', 'contacts.id', 'workflows_runs.contact_id')
          .select([
            'workflows_runs.id as runId',
            'contacts.id as contactId',
            'contacts.email',
            'workflows_runs.step_id as stepId',
            'workflows_runs.error',
          ])
          .where('workflows_runs.user_id', '=', scope.ownerId)
          .where('workflows_runs.workflow_id', '=', workflowId)
          .where('workflows_runs.status', '=', 'failed')
          .orderBy('workflows_runs.id')
          .limit(20)
          .execute();
        report.failures = failed.map((f) => ({ ...f, error: f.error ?? 'Unknown error' }));
      }
      if (report.exited > 0) {
        const reasons = await owned()
          .select(['error', (eb) => eb.fn.countAll<number | string>().as('n')])
          .where('workflow_id', '=', workflowId)
          .where('status', '=', 'exited')
          .groupBy('error')
          .execute();
        report.exitReasons = reasons
          .map((r) => ({ reason: r.error ?? 'Reached an exit step', count: Number(r.n) }))
          .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
      }
      return report;
    },
  };
}
