import { NoteInputSchema, NoteListQuerySchema, NoteUpdateSchema } from '@crm/api-client';
import { type Context, Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError, notFound } from '../http/HttpError';
import { parseId, readBody, validate } from '../http/readJson';
import { RECORD_NAME, recordNames, type RecordKind } from '../records/records';
import { type NotesBound, notesRepository } from './notesRepository';

const repo = (deps: AppDeps, c: Context<AppEnv>) => notesRepository(deps, c.var.scope);

/**
 * `/api/{contacts|companies|deals}/:id/notes`: a record's notes (list, add). Mounted under the
 * record's path beside its area's routes, as the contact's email and transfer routes are. Another
 * owner's record is not found.
 */
export function recordNotesRoutes(deps: AppDeps, kind: RecordKind): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/:id/notes', requireAuth(deps));
  const recordOf = async (c: Context<AppEnv>) => {
    const id = parseId(c.req.param('id'), RECORD_NAME[kind]);
    if (!(await recordNames(deps, c.var.scope, kind, [id])).has(id))
      throw notFound(RECORD_NAME[kind]);
    return id;
  };

  app.get('/:id/notes', async (c) => {
    const recordId = await recordOf(c);
    const { limit, before } = validate(NoteListQuerySchema, c.req.query());
    const bound: NotesBound | undefined = before
      ? { pinned: before.startsWith('1') ? 1 : 0, id: Number(before.slice(2)) }
      : undefined;
    const { notes, next } = await repo(deps, c).ofRecord(kind, recordId, {
      limit,
      before: bound,
    });
    return c.json({
      notes,
      nextCursor: next ? `${next.pinned}-${next.id}` : null,
      total: await repo(deps, c).countOfRecord(kind, recordId),
    });
  });

  app.post('/:id/notes', async (c) => {
    const recordId = await recordOf(c);
    const input = await readBody(c, NoteInputSchema);
    const note = await repo(deps, c).create(kind, recordId, c.var.auth.userId, input);
    return c.json({ note }, 201);
  });

  return app;
}

/** `/api/notes/:id`: edit (text, pin) or delete a note, by its author only. */
export function notesRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  /** Another account's note does not exist here; a colleague's (once accounts share) is not theirs to change. */
  const authored = async (c: Context<AppEnv>) => {
    const id = parseId(c.req.param('id'), 'Note');
    const note = await repo(deps, c).find(id);
    if (!note) throw notFound('Note');
    if (note.authorId !== c.var.auth.userId)
      throw new HttpError(403, 'Only the author of a note can change or delete it');
    return id;
  };

  app.patch('/:id', async (c) => {
    const id = await authored(c);
    const input = await readBody(c, NoteUpdateSchema);
    const note = await repo(deps, c).update(id, input);
    if (!note) throw notFound('Note');
    return c.json({ note });
  });

  app.delete('/:id', async (c) => {
    const id = await authored(c);
    if (!(await repo(deps, c).remove(id))) throw notFound('Note');
    return c.body(null, 204);
  });

  return app;
}
