import {
  AutomationWorkflowInputSchema,
  AutomationWorkflowListQuerySchema,
  AutomationWorkflowUpdateInputSchema,
} from '@crm/api-client';
import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { notFound } from '../http/HttpError';
import { parseId, readBody, validate } from '../http/readJson';
import { workflowsRepository } from './workflowsRepository';

/** `/api/automation-workflows`: list (or search with `?q=`), create, read, change. */
export function workflowsRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db));

  app.get('/', async (c) => {
    const { q = '' } = validate(AutomationWorkflowListQuerySchema, c.req.query());
    return c.json({ workflows: await workflowsRepository(db, c.var.auth.userId).list(q) });
  });

  app.post('/', async (c) => {
    const input = await readBody(c, AutomationWorkflowInputSchema);
    const workflow = await workflowsRepository(db, c.var.auth.userId).create(input);
    return c.json({ workflow }, 201);
  });

  app.get('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Workflow');
    const workflow = await workflowsRepository(db, c.var.auth.userId).get(id);
    if (!workflow) throw notFound('Workflow');
    return c.json({ workflow });
  });

  app.patch('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Workflow');
    const input = await readBody(c, AutomationWorkflowUpdateInputSchema);
    const workflow = await workflowsRepository(db, c.var.auth.userId).update(id, input);
    if (!workflow) throw notFound('Workflow');
    return c.json({ workflow });
  });

  return app;
}
