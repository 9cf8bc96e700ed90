import { type Task, TaskInputSchema, TaskListQuerySchema, TaskUpdateSchema } from '@crm/api-client';
import { type Context, Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import { contactsRepository } from '../contacts/contactsRepository';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError, notFound } from '../http/HttpError';
import { parseId, readBody, validate } from '../http/readJson';
import type { Clock } from '../jobs/clock';
import { tasksRepository } from './tasksRepository';

/** Puts each task's contact name in, read through the contacts area (one read per page). */
async function named(db: Db, scope: Scope, tasks: Omit<Task, 'contactName'>[]): Promise<Task[]> {
  const ids = [...new Set(tasks.flatMap((t) => (t.contactId === null ? [] : [t.contactId])))];
  const contacts = await contactsRepository(db, scope).findMany(ids);
  return tasks.map((task) => {
    const contact = task.contactId === null ? undefined : contacts.get(task.contactId);
    const name = contact && (`${contact.firstName} ${contact.lastName}`.trim() || contact.email);
    return { ...task, contactName: name ?? null };
  });
}

const page = async (
  db: Db,
  scope: Scope,
  {
    tasks,
    nextOffset,
    total,
  }: { tasks: Omit<Task, 'contactName'>[]; nextOffset: number | null; total: number },
) => ({
  tasks: await named(db, scope, tasks),
  nextCursor: nextOffset === null ? null : String(nextOffset),
  total,
});

/** A task's contact must be one of the account's (another's is as good as none). */
async function checkContact(db: Db, scope: Scope, contactId: number | null | undefined) {
  if (contactId == null) return;
  if (!(await contactsRepository(db, scope).find(contactId)))
    throw new HttpError(400, 'That contact does not exist', { field: 'contactId' });
}

/**
 * `/api/tasks`: the Tasks screen's groups (`?due=overdue|today|upcoming|done&tz=`), and adding,
 * changing, ticking (`{ done: true }`) and deleting tasks. "Today" is the calendar day of `tz`, the
 * browser's zone (the app keeps no time zone per user), else UTC.
 */
export function tasksRoutes(deps: AppDeps, clock: Clock): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  const repo = (c: Context<AppEnv>) => tasksRepository(deps, c.var.scope, clock);
  const one = async (c: Context<AppEnv>, task: Omit<Task, 'contactName'>) =>
    (await named(deps, c.var.scope, [task]))[0]!;

  app.get('/', async (c) => {
    const { due, tz, limit, before } = validate(TaskListQuerySchema, c.req.query());
    const offset = before === undefined ? 0 : Number(before);
    return c.json(await page(deps, c.var.scope, await repo(c).due(due, tz, { limit, offset })));
  });

  app.post('/', async (c) => {
    const input = await readBody(c, TaskInputSchema);
    await checkContact(deps, c.var.scope, input.contactId);
    return c.json({ task: await one(c, await repo(c).create(input)) }, 201);
  });

  app.patch('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Task');
    const input = await readBody(c, TaskUpdateSchema);
    if (!(await repo(c).find(id))) throw notFound('Task');
    await checkContact(deps, c.var.scope, input.contactId);
    const task = await repo(c).update(id, input);
    if (!task) throw notFound('Task');
    return c.json({ task: await one(c, task) });
  });

  app.delete('/:id', async (c) => {
    if (!(await repo(c).remove(parseId(c.req.param('id'), 'Task')))) throw notFound('Task');
    return c.body(null, 204);
  });

  return app;
}

/** `/api/contacts/:id/tasks`: the contact's tasks, mounted under `/api/contacts`. */
export function contactTasksRoutes(deps: AppDeps, clock: Clock): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/:id/tasks', requireAuth(deps));
  app.get('/:id/tasks', async (c) => {
    const contactId = parseId(c.req.param('id'), 'Contact');
    if (!(await contactsRepository(deps, c.var.scope).find(contactId))) throw notFound('Contact');
    const { limit, before } = validate(TaskListQuerySchema, c.req.query());
    const offset = before === undefined ? 0 : Number(before);
    const tasks = tasksRepository(deps, c.var.scope, clock);
    return c.json(
      await page(deps, c.var.scope, await tasks.ofContact(contactId, { limit, offset })),
    );
  });
  return app;
}
