import { AutomationWorkflowInputSchema, type AutomationWorkflow } from '@crm/api-client';
import { Hono } from 'hono';
import type { Selectable } from 'kysely';
import { requireAuth } from '../auth/requireAuth';
import type { AutomationWorkflowsTable } from '../db/schema';
import { toIso } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { notFound } from '../http/HttpError';
import { parseId, readBody } from '../http/readJson';

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

/** `/api/automation-workflows`: list, create, read. */
export function workflowsRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db));

  app.get('/', async (c) => {
    const rows = await db
      .selectFrom('automation_workflows')
      .selectAll()
      .where('user_id', '=', c.var.auth.userId)
      .orderBy('id')
      .execute();
    return c.json({ workflows: rows.map(toWorkflow) });
  });

  app.post('/', async (c) => {
    const input = await readBody(c, AutomationWorkflowInputSchema);
    const row = await db
      .insertInto('automation_workflows')
      .values({
        user_id: c.var.auth.userId,
        name: input.name,
        description: input.description,
        trigger: input.trigger,
        is_active: input.isActive ? 1 : 0,
        steps: input.steps,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ workflow: toWorkflow(row) }, 201);
  });

  app.get('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Workflow');
    const row = await db
      .selectFrom('automation_workflows')
      .selectAll()
      .where('user_id', '=', c.var.auth.userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('Workflow');
    return c.json({ workflow: toWorkflow(row) });
  });

  return app;
}
