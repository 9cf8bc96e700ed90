import type { WorkflowReport, WorkflowStepFigures } from '@crm/api-client';
import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../db/Db';
import { OWNER, type Scope } from '../db/scope';
import { sqlTimestamp } from '../db/sqlTimestamp';
import { jobsRepository } from '../jobs/jobsRepository';
import type { StepOutcome, WorkflowsRunsTable } from './workflowsTable';

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

/** Contact ids an import's enrolment takes per statement (about 1 s each on PostgreSQL here). */
const ENTER_SLICE = 25_000;

const EMPTY_FIGURES: WorkflowStepFigures = {
  waiting: 0,
  passed: 0,
  sent: 0,
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

  /** One slice of an enrolment (see `enter`): the runs, then their jobs. */
  async function enterWhere(workflowId: number, where: Expression<SqlBool>, now: Date) {
    const when = at(now);
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
      on conflict (workflow_id, contact_id) do nothing`.execute(db);
    const entered = Number(inserted.numAffectedRows ?? 0);
    if (entered === 0) return 0;
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
     * one statement makes their rows, active at once (a contact already in it is left as it is: a
     * contact enters a workflow once), one queues a job per new row, found by id above the highest
     * before (a row another transaction made meanwhile has its own job already: its key dedupes).
     * An import's contacts enter in slices of ENTER_SLICE ids, so each statement stays far inside
     * PostgreSQL's 15 s statement timeout however large the file. 100,000 contacts cost a few
     * statements, not 100,000 requests, and no pass to mark them active afterwards (it rewrote
     * every new row and its indexes: with it, 100,000 entries took 2.4x as long on SQLite and
     * passed the timeout on PostgreSQL on a loaded machine). Returns how many entered.
     */
    async enter(workflowId: number, contacts: EventContacts, now: Date): Promise<number> {
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
          );
        return entered;
      }
      const ids = 'ids' in contacts ? [...contacts.ids] : undefined;
      const where =
        ids === undefined
          ? (contacts as { where: Expression<SqlBool> }).where
          : dialect === 'postgres'
            ? sql<SqlBool>`contacts.id = any(cast(${ids} as integer[]))`
            : sql<SqlBool>`contacts.id in (select value from json_each(${JSON.stringify(ids)}))`;
      return enterWhere(workflowId, where, now);
    },

    async find(runId: number): Promise<RunRow | undefined> {
      return owned().selectAll().where('id', '=', runId).executeTakeFirst();
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
     * The contact went past `stepId` with `outcome` and is now at `nextStepId` (null: the end,
     * `completed`; or `exited` when `exit` is set). The record and the move commit together.
     */
    async pass(
      run: Pick<RunRow, 'id' | 'workflow_id'>,
      stepId: string,
      outcome: StepOutcome,
      nextStepId: string | null,
      now: Date,
      exit = false,
    ): Promise<void> {
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
      await db
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
        .execute();
    },

    /** The contact waits at `stepId` until `due`. */
    async waitAt(runId: number, stepId: string, due: Date, now: Date): Promise<void> {
      await db
        .updateTable('workflows_runs')
        .set({ step_id: stepId, next_due: due.toISOString(), updated_at: now.toISOString() })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', runId)
        .execute();
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

    /** Stopped at `stepId` by an error a retry cannot fix on its own (a deleted template). */
    async fail(runId: number, stepId: string | null, error: string, now: Date): Promise<void> {
      await db
        .updateTable('workflows_runs')
        .set({ status: 'failed', step_id: stepId, error, updated_at: now.toISOString() })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', runId)
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
        if (row.outcome === 'sent') f.sent += n;
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
      return report;
    },
  };
}
