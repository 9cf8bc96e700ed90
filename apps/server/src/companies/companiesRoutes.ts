import { CompanyInputSchema, CompanyListQuerySchema, CompanyUpdateSchema } from '@crm/api-client';
import { type Context, Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import { contactsRepository } from '../contacts/contactsRepository';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { notFound } from '../http/HttpError';
import { parseId, readBody, validate } from '../http/readJson';
import { companiesRepository } from './companiesRepository';
import { audited } from '../audit/recordAudit';

/**
 * `/api/companies`: companies (list and search by name, create, read, change, delete) and a
 * company's contacts. Each answer carries its contacts count and their email engagement.
 */
export function companiesRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  const repo = (c: Context<AppEnv>) => companiesRepository(deps, c.var.scope);
  const idOf = (c: Context<AppEnv>) => parseId(c.req.param('id'), 'Company');

  app.get('/', async (c) => {
    const { q, limit, offset } = validate(CompanyListQuerySchema, c.req.query());
    return c.json(await repo(c).list({ q, limit, offset }));
  });

  app.post('/', async (c) => {
    const input = await readBody(c, CompanyInputSchema);
    return c.json({ company: await repo(c).create(input) }, 201);
  });

  app.get('/:id', async (c) => {
    const company = await repo(c).find(idOf(c));
    if (!company) throw notFound('Company');
    return c.json({ company });
  });

  app.patch('/:id', async (c) => {
    const id = idOf(c);
    const input = await readBody(c, CompanyUpdateSchema);
    const company = await repo(c).update(id, input);
    if (!company) throw notFound('Company');
    return c.json({ company });
  });

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Company');
    const removed = await audited(
      deps,
      c,
      (trx) => companiesRepository(trx, c.var.scope).remove(id),
      (name) => ({ action: 'company.deleted', target: { type: 'company', id, label: name } }),
    );
    if (removed === undefined) throw notFound('Company');
    return c.body(null, 204);
  });

  app.get('/:id/contacts', async (c) => {
    const id = idOf(c);
    const { limit, offset } = validate(CompanyListQuerySchema, c.req.query());
    if (!(await repo(c).find(id))) throw notFound('Company');
    return c.json(await contactsRepository(deps, c.var.scope).ofCompany(id, { limit, offset }));
  });

  return app;
}
