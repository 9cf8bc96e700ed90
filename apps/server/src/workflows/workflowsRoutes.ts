import {
  AutomationWorkflowInputSchema,
  AutomationWorkflowListQuerySchema,
  AutomationWorkflowUpdateInputSchema,
} from '@crm/api-client';
import { Hono, type Context } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { notFound } from '../http/HttpError';
import { parseId, readBody, validate } from '../http/readJson';
import { workflowsRepository } from './workflowsRepository';

/** `/api/automation-workflows` (the workflows area; the spec's path): list (or search with `?q=`), create, read, change, delete. */
export function workflowsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  const repo = (c: Context<AppEnv>) => workflowsRepository(deps, c.var.scope);

  app.get('/', async (c) => {
    const { q = '' } = validate(AutomationWorkflowListQuerySchema, c.req.query());
    return c.json({ workflows: await repo(c).list(q) });
  });

  app.post('/', async (c) => {
    const input = await readBody(c, AutomationWorkflowInputSchema);
    const workflow = await repo(c).create(input);
    return c.json({ workflow }, 201);
  });

  app.get('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Workflow');
    const workflow = await repo(c).get(id);
    if (!workflow) throw notFound('Workflow');
    return c.json({ workflow });
  });

  app.patch('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Workflow');
    const input = await readBody(c, AutomationWorkflowUpdateInputSchema);
    const workflow = await repo(c).update(id, input);
    if (!workflow) throw notFound('Workflow');
    return c.json({ workflow });
  });

  /** Deletes a workflow (issue 24 §3); the screen confirms first. */
  app.delete('/:id', async (c) => {
    const removed = await repo(c).remove(parseId(c.req.param('id'), 'Workflow'));
    if (!removed) throw notFound('Workflow');
    return c.body(null, 204);
  });

  return app;
}
