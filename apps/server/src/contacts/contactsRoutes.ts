import { ContactCreateInputSchema, ContactUpdateInputSchema } from '@crm/api-client';
import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { notFound } from '../http/HttpError';
import { parseId, readBody } from '../http/readJson';
import { contactsRepository } from './contactsRepository';

/** `/api/contacts`: list, create, read, partial update, delete; all scoped to the signed-in user. */
export function contactsRoutes({ db, dialect }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db));
  const repo = (userId: number) => contactsRepository(db, userId, dialect);

  app.get('/', async (c) =>
    c.body(await repo(c.var.auth.userId).listJson(), 200, { 'Content-Type': 'application/json' }),
  );

  app.post('/', async (c) => {
    const input = await readBody(c, ContactCreateInputSchema);
    return c.json({ contact: await repo(c.var.auth.userId).create(input) }, 201);
  });

  app.get('/:id', async (c) => {
    const contact = await repo(c.var.auth.userId).find(parseId(c.req.param('id'), 'Contact'));
    if (!contact) throw notFound('Contact');
    return c.json({ contact });
  });

  app.patch('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Contact');
    const input = await readBody(c, ContactUpdateInputSchema);
    const contact = await repo(c.var.auth.userId).update(id, input);
    if (!contact) throw notFound('Contact');
    return c.json({ contact });
  });

  app.delete('/:id', async (c) => {
    const removed = await repo(c.var.auth.userId).remove(parseId(c.req.param('id'), 'Contact'));
    if (!removed) throw notFound('Contact');
    return c.body(null, 204);
  });

  return app;
}
