import { SegmentCountInputSchema, SegmentInputSchema, type SegmentGroup } from '@crm/api-client';
import { type Context, Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import { contactsRepository } from '../contacts/contactsRepository';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError, notFound } from '../http/HttpError';
import { parseId, readBody } from '../http/readJson';
import { resolveSegments } from './segmentFilter';
import { checkSegmentConditions } from './segmentsCheck';
import { segmentsRepository } from './segmentsRepository';
import { audited } from '../audit/recordAudit';

/**
 * `/api/segments`: saved segments (list, create, read, replace, delete) and live counts, of a
 * saved segment or of conditions not saved yet (the editor's, as they change). A segment is
 * evaluated when used, never stored as a list of contacts.
 */
export function segmentsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  const repo = (c: Context<AppEnv>) => segmentsRepository(deps, c.var.scope);
  /** A count is the contacts area's: the same filter its list, count and bulk actions apply. */
  const count = async (c: Context<AppEnv>, conditions: SegmentGroup, segmentId?: number) =>
    contactsRepository(deps, c.var.scope).count({
      conditions: await resolveSegments(
        deps,
        c.var.scope,
        conditions,
        segmentId ? [segmentId] : [],
      ),
    });
  const check = (c: Context<AppEnv>, conditions: SegmentGroup, segmentId?: number) =>
    checkSegmentConditions(deps, c.var.scope, conditions, segmentId);

  app.get('/', async (c) => c.json({ segments: await repo(c).list() }));

  app.post('/', async (c) => {
    const input = await readBody(c, SegmentInputSchema);
    await check(c, input.conditions);
    return c.json({ segment: await repo(c).create(input) }, 201);
  });

  app.post('/count', async (c) => {
    const { conditions } = await readBody(c, SegmentCountInputSchema);
    await check(c, conditions);
    return c.json({ count: await count(c, conditions) });
  });

  app.get('/:id', async (c) => {
    const segment = await repo(c).find(parseId(c.req.param('id'), 'Segment'));
    if (!segment) throw notFound('Segment');
    return c.json({ segment });
  });

  app.get('/:id/count', async (c) => {
    const segment = await repo(c).find(parseId(c.req.param('id'), 'Segment'));
    if (!segment) throw notFound('Segment');
    return c.json({ count: await count(c, segment.conditions, segment.id) });
  });

  app.put('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Segment');
    const input = await readBody(c, SegmentInputSchema);
    if (!(await repo(c).find(id))) throw notFound('Segment');
    await check(c, input.conditions, id);
    const segment = await repo(c).update(id, input);
    if (!segment) throw notFound('Segment');
    return c.json({ segment });
  });

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Segment');
    const removed = await audited(
      deps,
      c,
      async (trx) => {
        const segments = segmentsRepository(trx, c.var.scope);
        // Kept rather than deleted: the segments including it would silently change meaning.
        const includers = await segments.including(id);
        if (includers.length > 0)
          throw new HttpError(
            409,
            `This segment is used by ${includers.map((name) => `“${name}”`).join(', ')}: remove it from ${includers.length === 1 ? 'that segment' : 'those segments'} first`,
          );
        return segments.remove(id);
      },
      (name) => ({ action: 'segment.deleted', target: { type: 'segment', id, label: name } }),
    );
    if (removed === undefined) throw notFound('Segment');
    return c.body(null, 204);
  });

  return app;
}
