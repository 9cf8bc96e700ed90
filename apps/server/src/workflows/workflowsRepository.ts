import type {
  AutomationWorkflow,
  AutomationWorkflowData,
  AutomationWorkflowUpdateData,
} from '@crm/api-client';
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import { containsPattern } from '../db/likePattern';
import type { AutomationWorkflowsTable, Database } from '../db/schema';
import { toIso } from '../db/schema';

export function toWorkflow(row: Selectable<AutomationWorkflowsTable>): AutomationWorkflow {
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

/** The `automation_workflows` table, scoped to one user: another user's workflow does not exist here. */
export function workflowsRepository(db: Kysely<Database>, userId: number) {
  return {
    /**
     * The user's workflows, or those whose name or description contains `q` ignoring case. An
     * account has tens of workflows, not millions: a scan of its own rows is enough.
     */
    async list(q = ''): Promise<AutomationWorkflow[]> {
      let query = db.selectFrom('automation_workflows').selectAll().where('user_id', '=', userId);
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
        .insertInto('automation_workflows')
        .values({
          user_id: userId,
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
      const changes: Updateable<AutomationWorkflowsTable> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.description !== undefined) changes.description = input.description;
      if (input.trigger !== undefined) changes.trigger = input.trigger;
      if (input.isActive !== undefined) changes.is_active = input.isActive ? 1 : 0;
      if (input.steps !== undefined) changes.steps = input.steps;
      if (Object.keys(changes).length === 0) return this.get(id);
      const row = await db
        .updateTable('automation_workflows')
        .set(changes)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toWorkflow(row);
    },
    async get(id: number): Promise<AutomationWorkflow | undefined> {
      const row = await db
        .selectFrom('automation_workflows')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toWorkflow(row);
    },
  };
}
