import {
  type Deal,
  DealInputSchema,
  type DealSort,
  DealListQuerySchema,
  DealMoveSchema,
  DealUpdateSchema,
  PipelineStageDeleteQuerySchema,
  PipelineStageInputSchema,
  PipelineStageOrderSchema,
} from '@crm/api-client';
import { type Context, Hono } from 'hono';
import { membersRepository } from '../auth/membersRepository';
import { requireAuth } from '../auth/requireAuth';
import { companiesRepository } from '../companies/companiesRepository';
import { contactsRepository } from '../contacts/contactsRepository';
import { type Db, inTransaction } from '../db/Db';
import type { Scope } from '../db/scope';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError, notFound } from '../http/HttpError';
import { parseId, readBody, validate } from '../http/readJson';
import {
  type DealRow,
  type DealsBound,
  dealsRepository,
  isUniqueViolation,
  sortKeyCount,
  type StageRow,
} from './dealsRepository';
import { audited } from '../audit/recordAudit';
import { fireWorkflowTrigger } from '../workflows/workflowTriggers';

/**
 * A deal entered `stageId` (created in it, moved to it on the board or in its dialog, or moved
 * there because its stage was deleted): its contacts (`of` a deal, or every deal of a stage) enter
 * the `deal_stage_changed` workflows on that stage or on any, in the caller's transaction.
 */
function enterStage(
  trx: Db,
  scope: Scope,
  of: { dealId: number } | { stageId: number },
  stageId: number,
): Promise<number> {
  return fireWorkflowTrigger(
    trx,
    scope,
    { trigger: 'deal_stage_changed', stageId },
    { where: dealsRepository(trx, scope).contactsWhere(of) },
    new Date(),
  );
}

/**
 * Puts each deal's contacts, company and owner in, read through their areas (one read each per page).
 */
async function withContacts(db: Db, scope: Scope, rows: DealRow[]): Promise<Deal[]> {
  const ids = await dealsRepository(db, scope).contactIdsOf(rows.map((d) => d.id));
  const all = [...new Set([...ids.values()].flat())];
  const contacts = await contactsRepository(db, scope).findMany(all);
  const companies = await companiesRepository(db, scope).names(
    rows.flatMap((d) => (d.companyId === null ? [] : [d.companyId])),
  );
  const owners = await membersRepository(db, scope).names(
    rows.flatMap((d) => (d.ownerId === null ? [] : [d.ownerId])),
  );
  return rows.map(({ companyId, ownerId, ...deal }) => ({
    ...deal,
    owner:
      ownerId !== null && owners.has(ownerId) ? { id: ownerId, name: owners.get(ownerId)! } : null,
    company:
      companyId !== null && companies.has(companyId)
        ? { id: companyId, name: companies.get(companyId)! }
        : null,
    contacts: (ids.get(deal.id) ?? []).flatMap((id) => {
      const contact = contacts.get(id);
      if (!contact) return [];
      const name = `${contact.firstName} ${contact.lastName}`.trim() || contact.email;
      return [{ id, name, email: contact.email }];
    }),
  }));
}

/** A deal's contacts must each be one of the account's (another's is as good as none). */
async function checkContacts(db: Db, scope: Scope, contactIds: readonly number[] | undefined) {
  if (!contactIds || contactIds.length === 0) return;
  const found = await contactsRepository(db, scope).findMany([...new Set(contactIds)]);
  if (contactIds.some((id) => !found.has(id)))
    throw new HttpError(400, 'One of those contacts does not exist', { field: 'contactIds' });
}

/** A deal's company must be one of the account's. */
async function checkCompany(db: Db, scope: Scope, companyId: number | null | undefined) {
  if (companyId === null || companyId === undefined) return;
  if (!(await companiesRepository(db, scope).names([companyId])).has(companyId))
    throw new HttpError(400, 'That company does not exist', { field: 'companyId' });
}

/** A deal's owner must be one of the account's members. */
async function checkOwner(db: Db, scope: Scope, ownerId: number | undefined) {
  if (ownerId !== undefined && !(await membersRepository(db, scope).isMember(ownerId)))
    throw new HttpError(400, 'Owner must be a member of this account', { field: 'ownerId' });
}

const STAGE_MISSING = 'That stage does not exist';

/**
 * Cursors are opaque: base64url of `[...keys, id, total]`, the last deal's sort keys (as many as
 * the sort has) and id, and the first page's count.
 */
const encodeCursor = (bound: DealsBound, total: number) =>
  Buffer.from(JSON.stringify([...bound.keys, bound.id, total])).toString('base64url');
function decodeCursor(
  text: string,
  sort: DealSort | undefined,
): { bound: DealsBound; total: number } {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    const count = sortKeyCount(sort);
    if (
      Array.isArray(value) &&
      value.length === count + 2 &&
      value
        .slice(0, count)
        .every(
          (key) => typeof key === 'string' || (typeof key === 'number' && Number.isFinite(key)),
        ) &&
      Number.isSafeInteger(value[count]) &&
      Number.isSafeInteger(value[count + 1]) &&
      (value[count + 1] as number) >= 0
    )
      return {
        bound: { keys: value.slice(0, count) as (number | string)[], id: value[count] as number },
        total: value[count + 1] as number,
      };
  } catch {
    // Falls through to the message below.
  }
  throw new HttpError(400, 'Cursor is not one this list gave', { field: 'before' });
}

const nameTaken = (name: string) =>
  new HttpError(400, `A stage named “${name}” already exists`, { field: 'name' });

/**
 * `/api/pipeline/stages`: the pipeline's stages, each with its open deals' count and value (the
 * first read makes Lead, Qualified, Proposal and Negotiation); add, rename, reorder, and delete
 * moving its deals to another stage (`?moveTo=`).
 */
export function pipelineRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  const repo = (c: Context<AppEnv>) => dealsRepository(deps, c.var.scope);
  const withTotals = async (c: Context<AppEnv>, stage: StageRow) =>
    (await repo(c).stagesWithTotals()).find((s) => s.id === stage.id)!;

  app.get('/stages', async (c) => c.json({ stages: await repo(c).stagesWithTotals() }));

  app.post('/stages', async (c) => {
    const { name } = await readBody(c, PipelineStageInputSchema);
    await repo(c).stages();
    try {
      const stage = await repo(c).createStage(name);
      return c.json({ stage: await withTotals(c, stage) }, 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  });

  app.put('/stages/order', async (c) => {
    const { ids } = await readBody(c, PipelineStageOrderSchema);
    const current = (await repo(c).stages()).map((s) => s.id);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.includes(id));
    if (!same)
      throw new HttpError(400, 'Order must list each of your stages once', { field: 'ids' });
    await inTransaction(deps, (trx) => dealsRepository(trx, c.var.scope).reorderStages(ids));
    return c.json({ stages: await repo(c).stagesWithTotals() });
  });

  app.patch('/stages/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Stage');
    const { name } = await readBody(c, PipelineStageInputSchema);
    try {
      if (!(await repo(c).renameStage(id, name))) throw notFound('Stage');
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
    return c.json({ stage: await withTotals(c, (await repo(c).stage(id))!) });
  });

  app.delete('/stages/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Stage');
    const { moveTo } = validate(PipelineStageDeleteQuerySchema, c.req.query());
    const stage = await repo(c).stage(id);
    if (!stage) throw notFound('Stage');
    if ((await repo(c).stages()).length === 1)
      throw new HttpError(
        400,
        'A pipeline needs at least one stage: add another before deleting this one',
      );
    const deals = await repo(c).countInStage(id);
    if (moveTo === undefined) {
      if (deals > 0)
        throw new HttpError(
          400,
          `“${stage.name}” has ${deals === 1 ? '1 deal' : `${deals.toLocaleString('en-US')} deals`}: choose a stage to move ${deals === 1 ? 'it' : 'them'} to`,
          { field: 'moveTo' },
        );
    }
    const target = moveTo === undefined || moveTo === id ? undefined : await repo(c).stage(moveTo);
    if (moveTo !== undefined && !target)
      throw new HttpError(400, 'Move to must be another of your stages', { field: 'moveTo' });
    await inTransaction(deps, async (trx) => {
      const inTrx = dealsRepository(trx, c.var.scope);
      // Recorded and entered before the move, while the stage's deals can still be told from the
      // others: a move by deletion is a stage change like a move on the board.
      if (target) {
        await inTrx.recordEvent(
          { stageId: id },
          { kind: 'stage', fromStage: stage.name, toStage: target.name },
        );
        await enterStage(trx, c.var.scope, { stageId: id }, target.id);
      }
      await inTrx.deleteStage(id, target?.id);
    });
    return c.body(null, 204);
  });

  return app;
}

/**
 * `/api/deals`: deals in board order or sorted (`?stageId=&status=&q=&sort=&order=`, paged so a
 * stage of 10,000 is read a page at a time), add, change (a new stage, won, lost with a reason),
 * move between and within stages, delete. Stage changes and closings go on the deal's contacts' timelines; a deal entering a
 * stage (created in it too) starts the `deal_stage_changed` workflows for its contacts.
 */
export function dealsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  const repo = (c: Context<AppEnv>) => dealsRepository(deps, c.var.scope);
  const one = async (c: Context<AppEnv>, row: DealRow) =>
    (await withContacts(deps, c.var.scope, [row]))[0]!;
  const stageOf = async (c: Context<AppEnv>, stageId: number) => {
    const stage = await repo(c).stage(stageId);
    if (!stage) throw new HttpError(400, STAGE_MISSING, { field: 'stageId' });
    return stage;
  };
  const dealOf = async (c: Context<AppEnv>) => {
    const deal = await repo(c).find(parseId(c.req.param('id'), 'Deal'));
    if (!deal) throw notFound('Deal');
    return deal;
  };

  app.get('/', async (c) => {
    const { limit, before, sort, order, ...filter } = validate(DealListQuerySchema, c.req.query());
    const cursor = before === undefined ? undefined : decodeCursor(before, sort);
    const page = await repo(c).list(
      filter,
      { limit, before: cursor?.bound, total: cursor?.total },
      { sort, order },
    );
    return c.json({
      deals: await withContacts(deps, c.var.scope, page.deals),
      nextCursor: page.next ? encodeCursor(page.next, page.total) : null,
      total: page.total,
    });
  });

  app.get('/:id', async (c) => c.json({ deal: await one(c, await dealOf(c)) }));

  app.post('/', async (c) => {
    const input = await readBody(c, DealInputSchema);
    const stages = await repo(c).stages();
    const stageId = input.stageId ?? stages[0]!.id;
    if (!stages.some((s) => s.id === stageId))
      throw new HttpError(400, STAGE_MISSING, { field: 'stageId' });
    await checkContacts(deps, c.var.scope, input.contactIds);
    await checkCompany(deps, c.var.scope, input.companyId);
    await checkOwner(deps, c.var.scope, input.ownerId);
    const deal = await inTransaction(deps, async (trx) => {
      const deals = dealsRepository(trx, c.var.scope);
      const created = await deals.create({
        ...input,
        stageId,
        ownerId: input.ownerId ?? c.var.auth.userId,
      });
      await deals.setContacts(created.id, input.contactIds);
      await enterStage(trx, c.var.scope, { dealId: created.id }, stageId);
      return created;
    });
    return c.json({ deal: await one(c, deal) }, 201);
  });

  app.patch('/:id', async (c) => {
    const deal = await dealOf(c);
    const input = await readBody(c, DealUpdateSchema);
    await checkContacts(deps, c.var.scope, input.contactIds);
    await checkCompany(deps, c.var.scope, input.companyId);
    await checkOwner(deps, c.var.scope, input.ownerId);
    const from = await stageOf(c, deal.stageId);
    const to = input.stageId === undefined ? from : await stageOf(c, input.stageId);
    const status = input.status ?? deal.status;
    if (input.lostReason && status !== 'lost')
      throw new HttpError(400, 'A lost reason is for a lost deal: mark it lost too', {
        field: 'lostReason',
      });
    const updated = await inTransaction(deps, async (trx) => {
      const deals = dealsRepository(trx, c.var.scope);
      if (input.contactIds) await deals.setContacts(deal.id, input.contactIds);
      const row = await deals.update(deal.id, {
        name: input.name,
        valueCents: input.valueCents,
        currency: input.currency,
        expectedClose: input.expectedClose,
        companyId: input.companyId,
        ownerId: input.ownerId,
        ...(to.id !== from.id && { stageId: to.id, position: await deals.endOf(to.id) }),
        status,
        // Kept while lost (a new reason replaces it); gone once it is open or won.
        lostReason: status === 'lost' ? (input.lostReason ?? deal.lostReason) : null,
      });
      if (!row) throw notFound('Deal');
      if (to.id !== from.id) {
        await deals.recordEvent(
          { dealId: row.id },
          { kind: 'stage', fromStage: from.name, toStage: to.name },
        );
        await enterStage(trx, c.var.scope, { dealId: deal.id }, to.id);
      }
      if (status !== deal.status)
        await deals.recordEvent(
          { dealId: row.id },
          { kind: 'status', status, reason: row.lostReason },
        );
      return row;
    });
    return c.json({ deal: await one(c, updated) });
  });

  app.post('/:id/move', async (c) => {
    const deal = await dealOf(c);
    const { stageId, beforeId, afterId } = await readBody(c, DealMoveSchema);
    const from = await stageOf(c, deal.stageId);
    const to = await stageOf(c, stageId);
    const neighbourId = beforeId ?? afterId;
    if (neighbourId === deal.id)
      throw new HttpError(400, 'A deal cannot be moved next to itself', {
        field: beforeId !== null ? 'beforeId' : 'afterId',
      });
    const moved = await inTransaction(deps, async (trx) => {
      const deals = dealsRepository(trx, c.var.scope);
      let position: number | undefined;
      if (neighbourId === null) position = await deals.endOf(to.id);
      else {
        const field = beforeId !== null ? 'beforeId' : 'afterId';
        const side = beforeId !== null ? 'before' : 'after';
        let neighbour = await deals.find(neighbourId);
        if (!neighbour || neighbour.stageId !== to.id)
          throw new HttpError(400, 'That deal is not in the stage it is being moved to', {
            field,
          });
        position = await deals.beside(neighbour, side, deal.id);
        if (position === undefined) {
          await deals.renumber(to.id);
          neighbour = (await deals.find(neighbourId))!;
          position = await deals.beside(neighbour, side, deal.id);
        }
      }
      const row = await deals.update(deal.id, { stageId: to.id, position });
      if (!row) throw notFound('Deal');
      if (to.id !== from.id) {
        await deals.recordEvent(
          { dealId: row.id },
          { kind: 'stage', fromStage: from.name, toStage: to.name },
        );
        await enterStage(trx, c.var.scope, { dealId: deal.id }, to.id);
      }
      return row;
    });
    return c.json({ deal: await one(c, moved) });
  });

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Deal');
    const removed = await audited(
      deps,
      c,
      (trx) => dealsRepository(trx, c.var.scope).remove(id),
      (name) => ({ action: 'deal.deleted', target: { type: 'deal', id, label: name } }),
    );
    if (removed === undefined) throw notFound('Deal');
    return c.body(null, 204);
  });

  return app;
}
