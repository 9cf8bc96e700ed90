import type {
  AutomationWorkflow,
  AutomationWorkflowData,
  AutomationWorkflowUpdateData,
} from '@crm/api-client';
import { sql, type Selectable, type Updateable } from 'kysely';
import { toIso } from '../db/columnTypes';
import type { Db } from '../db/Db';
import { containsPattern } from '../db/likePattern';
import { OWNER, ownedBy, type Scope } from '../db/scope';
import type { WorkflowsTable } from './workflowsTable';

export function toWorkflow(row: Selectable<WorkflowsTable>): AutomationWorkflow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    trigger: row.trigger as AutomationWorkflow['trigger'],
    isActive: Boolean(row.is_active),
    steps: row.steps,
    createdAt: toIso(row.created_at),
  };
}

/** The `workflows` table, scoped: another owner's workflow does not exist here. */
export function workflowsRepository({ db }: Db, scope: Scope) {
  // A test copy ("Test with a contact") is no workflow of the screen's: only its test reads it.
  const owned = () =>
    db
      .selectFrom('workflows')
      .selectAll()
      .where(OWNER, '=', scope.ownerId)
      .where('test_of', 'is', null);
  return {
    /**
     * The user's workflows, or those whose name or description contains `q` ignoring case. An
     * account has tens of workflows, not millions: a scan of its own rows is enough.
     */
    async list(q = ''): Promise<AutomationWorkflow[]> {
      let query = owned();
      if (q) {
        const pattern = containsPattern(q);
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(coalesce(description, ''))`, 'like', sql`${pattern} escape '\\'`),
          ]),
        );
      }
      return (await query.orderBy('id').execute()).map(toWorkflow);
    },
    async create(input: AutomationWorkflowData): Promise<AutomationWorkflow> {
      const row = await db
        .insertInto('workflows')
        .values({
          ...ownedBy(scope),
          name: input.name,
          description: input.description,
          trigger: input.trigger,
          is_active: input.isActive ? 1 : 0,
          steps: input.steps,
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toWorkflow(row);
    },
    /** Changes the fields present; undefined when the workflow is not this user's. */
    async update(
      id: number,
      input: AutomationWorkflowUpdateData,
    ): Promise<AutomationWorkflow | undefined> {
      const changes: Updateable<WorkflowsTable> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.description !== undefined) changes.description = input.description;
      if (input.trigger !== undefined) changes.trigger = input.trigger;
      if (input.isActive !== undefined) changes.is_active = input.isActive ? 1 : 0;
      if (input.steps !== undefined) changes.steps = input.steps;
      if (Object.keys(changes).length === 0) return this.get(id);
      const row = await db
        .updateTable('workflows')
        .set(changes)
        .where(OWNER, '=', scope.ownerId)
        .where('test_of', 'is', null)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toWorkflow(row);
    },
    /** The active workflows with `trigger` (an event's candidates: an account has tens). */
    async activeWith(trigger: string): Promise<AutomationWorkflow[]> {
      const rows = await owned()
        .where('trigger', '=', trigger)
        .where('is_active', '=', 1)
        .execute();
      return rows.map(toWorkflow);
    },
    /** The workflows that may have a goal (its key is in their definition), active or not. */
    async withGoals(): Promise<AutomationWorkflow[]> {
      const rows = await owned().where('steps', 'like', '%"goal":%').execute();
      return rows.map(toWorkflow);
    },
    /** Deletes it; answers its name (kept by the audit log), undefined when not this owner's. */
    async remove(id: number): Promise<string | undefined> {
      const row = await db
        .deleteFrom('workflows')
        .where(OWNER, '=', scope.ownerId)
        .where('test_of', 'is', null)
        .where('id', '=', id)
        .returning('name')
        .executeTakeFirst();
      return row?.name;
    },
    async get(id: number): Promise<AutomationWorkflow | undefined> {
      const row = await owned().where('id', '=', id).executeTakeFirst();
      return row && toWorkflow(row);
    },
    /**
     * The workflow a run belongs to, a test copy included (`isTest`: its waits are shortened and
     * its mail goes to the Outbox).
     */
    async forRun(id: number): Promise<(AutomationWorkflow & { isTest: boolean }) | undefined> {
      const row = await db
        .selectFrom('workflows')
        .selectAll()
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...toWorkflow(row), isTest: row.test_of !== null };
    },
    /**
     * A hidden, inactive copy of `workflow` running `steps` for a test: its runs have their own
     * workflow id, so they never count in the workflow's figures nor hold a contact's entry into
     * it. Contacts inside a test copy always finish (it is inactive from the start). An earlier
     * test of the same workflow is deleted with its run: one test per workflow at a time.
     */
    async createTestCopy(workflow: AutomationWorkflow, steps: string): Promise<number> {
      await db
        .deleteFrom('workflows')
        .where(OWNER, '=', scope.ownerId)
        .where('test_of', '=', workflow.id)
        .execute();
      const row = await db
        .insertInto('workflows')
        .values({
          ...ownedBy(scope),
          name: workflow.name,
          description: workflow.description,
          trigger: workflow.trigger,
          is_active: 0,
          steps,
          created_at: new Date().toISOString(),
          test_of: workflow.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

/**
 * Every owner's active workflows with `trigger`: the date trigger's sweep (the server's own job,
 * across accounts) reads them. Tens per account, and only active ones of one trigger.
 */
export async function activeWorkflowsWith(
  { db }: Db,
  trigger: string,
): Promise<{ id: number; ownerId: number; steps: string; createdAt: string }[]> {
  const rows = await db
    .selectFrom('workflows')
    .select(['id', `${OWNER} as ownerId`, 'steps', 'created_at'])
    .where('trigger', '=', trigger)
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: toIso(created_at) }));
}
