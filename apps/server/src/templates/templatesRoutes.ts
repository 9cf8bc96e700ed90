import { EmailTemplateInputSchema, type EmailTemplate } from '@crm/api-client';
import { Hono, type Context } from 'hono';
import type { Selectable } from 'kysely';
import { requireAuth } from '../auth/requireAuth';
import type { EmailTemplatesTable } from '../db/schema';
import { toIso } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { notFound } from '../http/HttpError';
import { parseId, readBody } from '../http/readJson';
import { normaliseDesign } from './normaliseDesign';

export function toTemplate(row: Selectable<EmailTemplatesTable>): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    content: row.content,
    templateType: row.template_type as EmailTemplate['templateType'],
    design: row.design,
    createdAt: toIso(row.created_at),
  };
}

async function readTemplate(c: Context<AppEnv>) {
  const input = await readBody(c, EmailTemplateInputSchema);
  return {
    name: input.name,
    subject: input.subject,
    content: input.content,
    template_type: input.templateType,
    design: input.design === null ? null : normaliseDesign(input.design),
  };
}

/** `/api/email-templates`: list, create, read, replace (PUT takes the same fields as POST), delete. */
export function templatesRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db));

  app.get('/', async (c) => {
    const rows = await db
      .selectFrom('email_templates')
      .selectAll()
      .where('user_id', '=', c.var.auth.userId)
      .orderBy('id')
      .execute();
    return c.json({ templates: rows.map(toTemplate) });
  });

  app.post('/', async (c) => {
    const values = await readTemplate(c);
    const row = await db
      .insertInto('email_templates')
      .values({ ...values, user_id: c.var.auth.userId, created_at: new Date().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ template: toTemplate(row) }, 201);
  });

  app.get('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Template');
    const row = await db
      .selectFrom('email_templates')
      .selectAll()
      .where('user_id', '=', c.var.auth.userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('Template');
    return c.json({ template: toTemplate(row) });
  });

  app.put('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Template');
    const values = await readTemplate(c);
    const row = await db
      .updateTable('email_templates')
      .set(values)
      .where('user_id', '=', c.var.auth.userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound('Template');
    return c.json({ template: toTemplate(row) });
  });

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Template');
    const result = await db
      .deleteFrom('email_templates')
      .where('user_id', '=', c.var.auth.userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound('Template');
    return c.body(null, 204);
  });

  return app;
}
