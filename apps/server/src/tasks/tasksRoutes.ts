import {
  type Task,
  TASK_ONE_RECORD_MESSAGE,
  TaskInputSchema,
  TaskListQuerySchema,
  TaskUpdateSchema,
} from '@crm/api-client';
import { type Context, Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError, notFound } from '../http/HttpError';
import { parseId, readBody, validate } from '../http/readJson';
import type { Clock } from '../jobs/clock';
import { RECORD_KINDS, RECORD_NAME, recordNames, type RecordKind } from '../records/records';
import { tasksRepository, type UnnamedTask } from './tasksRepository';

const ID_FIELD = { contact: 'contactId', company: 'companyId', deal: 'dealId' } as const;
const NAME_FIELD = { contact: 'contactName', company: 'companyName', deal: 'dealName' } as const;

/** Puts each task's contact, company and deal names in (one read per kind per page). */
async function named(db: Db, scope: Scope, tasks: UnnamedTask[]): Promise<Task[]> {
  const names = await Promise.all(
    RECORD_KINDS.map((kind) =>
      recordNames(
        db,
        scope,
        kind,
        tasks.flatMap((t) => t[ID_FIELD[kind]] ?? []),
      ),
    ),
  );
  return tasks.map((task) => {
    const named = { ...task } as Task;
    RECORD_KINDS.forEach((kind, i) => {
      const id = task[ID_FIELD[kind]];
      named[NAME_FIELD[kind]] = id === null ? null : (names[i]!.get(id) ?? null);
    });
    return named;
  });
}

const page = async (
  db: Db,
  scope: Scope,
  { tasks, nextOffset, total }: { tasks: UnnamedTask[]; nextOffset: number | null; total: number },
) => ({
  tasks: await named(db, scope, tasks),
  nextCursor: nextOffset === null ? null : String(nextOffset),
  total,
});

/**
 * A task is about one contact, company or deal at most, and it must be one of the account's
 * (another's is as good as none).
 */
async function checkRecords(
  db: Db,
  scope: Scope,
  input: { contactId?: number | null; companyId?: number | null; dealId?: number | null },
) {
  const given = RECORD_KINDS.filter((kind) => input[ID_FIELD[kind]] != null);
  if (given.length > 1)
    throw new HttpError(400, TASK_ONE_RECORD_MESSAGE, { field: ID_FIELD[given[1]!] });
  for (const kind of given) {
    const id = input[ID_FIELD[kind]]!;
    if (!(await recordNames(db, scope, kind, [id])).has(id))
      throw new HttpError(400, `That ${kind} does not exist`, { field: ID_FIELD[kind] });
  }
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
  const one = async (c: Context<AppEnv>, task: UnnamedTask) =>
    (await named(deps, c.var.scope, [task]))[0]!;

  app.get('/', async (c) => {
    const { due, tz, limit, before } = validate(TaskListQuerySchema, c.req.query());
    const offset = before === undefined ? 0 : Number(before);
    return c.json(await page(deps, c.var.scope, await repo(c).due(due, tz, { limit, offset })));
  });

  app.post('/', async (c) => {
    const input = await readBody(c, TaskInputSchema);
    await checkRecords(deps, c.var.scope, input);
    return c.json({ task: await one(c, await repo(c).create(input)) }, 201);
  });

  app.patch('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Task');
    const input = await readBody(c, TaskUpdateSchema);
    if (!(await repo(c).find(id))) throw notFound('Task');
    await checkRecords(deps, c.var.scope, input);
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

/**
 * `/api/{contacts|companies|deals}/:id/tasks`: the record's tasks, mounted under the record's path.
 * Another owner's record is not found.
 */
export function recordTasksRoutes(deps: AppDeps, clock: Clock, kind: RecordKind): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/:id/tasks', requireAuth(deps));
  app.get('/:id/tasks', async (c) => {
    const recordId = parseId(c.req.param('id'), RECORD_NAME[kind]);
    if (!(await recordNames(deps, c.var.scope, kind, [recordId])).has(recordId))
      throw notFound(RECORD_NAME[kind]);
    const { limit, before } = validate(TaskListQuerySchema, c.req.query());
    const offset = before === undefined ? 0 : Number(before);
    const tasks = tasksRepository(deps, c.var.scope, clock);
    return c.json(
      await page(deps, c.var.scope, await tasks.ofRecord(kind, recordId, { limit, offset })),
    );
  });
  return app;
}
