import { EmailTemplateInputSchema } from '@crm/api-client';
import { Hono, type Context } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { notFound } from '../http/HttpError';
import { parseId, readBody } from '../http/readJson';
import { templatesRepository } from './templatesRepository';
import { audited } from '../audit/recordAudit';

/** `/api/email-templates` (the templates area; the spec's path): list, create, read, replace (PUT takes the same fields as POST), delete. */
export function templatesRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  const repo = (c: Context<AppEnv>) => templatesRepository(deps, c.var.scope);

  app.get('/', async (c) => c.json({ templates: await repo(c).list() }));

  app.post('/', async (c) => {
    const input = await readBody(c, EmailTemplateInputSchema);
    return c.json({ template: await repo(c).create(input) }, 201);
  });

  app.get('/:id', async (c) => {
    const template = await repo(c).find(parseId(c.req.param('id'), 'Template'));
    if (!template) throw notFound('Template');
    return c.json({ template });
  });

  app.put('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Template');
    const input = await readBody(c, EmailTemplateInputSchema);
    const template = await repo(c).replace(id, input);
    if (!template) throw notFound('Template');
    return c.json({ template });
  });

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Template');
    const removed = await audited(
      deps,
      c,
      (trx) => templatesRepository(trx, c.var.scope).remove(id),
      (name) => ({ action: 'template.deleted', target: { type: 'template', id, label: name } }),
    );
    if (removed === undefined) throw notFound('Template');
    return c.body(null, 204);
  });

  return app;
}
