import type { AutomationWorkflow, AutomationWorkflowData } from '@crm/api-client';
import type { Kysely, Selectable } from 'kysely';
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
    async list(): Promise<AutomationWorkflow[]> {
      const rows = await db
        .selectFrom('automation_workflows')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      return rows.map(toWorkflow);
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
