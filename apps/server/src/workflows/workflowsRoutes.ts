import {
  parseWorkflowDefinition,
  removedStepsGoTo,
  reentryAfterDays,
  stringifyWorkflowDefinition,
  WorkflowEnrolInputSchema,
  WorkflowRunsQuerySchema,
  WorkflowTestInputSchema,
  AutomationWorkflowInputSchema,
  AutomationWorkflowListQuerySchema,
  AutomationWorkflowUpdateInputSchema,
} from '@crm/api-client';
import { Hono, type Context } from 'hono';
import { JOBS_QUEUE } from '../jobs/jobWorkers';
import { wakeWorkers } from '../jobs/workerPool';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError, notFound } from '../http/HttpError';
import { contactsRepository, type BulkSelection } from '../contacts/contactsRepository';
import { withSegmentConditions } from '../segments/segmentFilter';
import { parseId, readBody, validate } from '../http/readJson';
import { inTransaction } from '../db/Db';
import { workflowRunsRepository } from './workflowRunsRepository';
import { workflowsRepository } from './workflowsRepository';
import { audited, recordAudit } from '../audit/recordAudit';

/** `/api/automation-workflows` (the workflows area; the spec's path): list (or search with `?q=`), create, read, change, delete. */
export function workflowsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  const repo = (c: Context<AppEnv>) => workflowsRepository(deps, c.var.scope);

  app.get('/', async (c) => {
    const { q = '' } = validate(AutomationWorkflowListQuerySchema, c.req.query());
    return c.json({ workflows: await repo(c).list(q) });
  });

  app.post('/', async (c) => {
    const input = await readBody(c, AutomationWorkflowInputSchema);
    const workflow = await inTransaction(deps, async (trx) => {
      const made = await workflowsRepository(trx, c.var.scope).create(input);
      if (made.isActive)
        await recordAudit(
          trx,
          c.var.scope,
          {
            action: 'workflow.activated',
            target: { type: 'workflow', id: made.id, label: made.name },
          },
          c,
        );
      return made;
    });
    return c.json({ workflow }, 201);
  });

  app.get('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Workflow');
    const workflow = await repo(c).get(id);
    if (!workflow) throw notFound('Workflow');
    return c.json({ workflow });
  });

  app.patch('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Workflow');
    const input = await readBody(c, AutomationWorkflowUpdateInputSchema);
    const scope = c.var.scope;
    // The contacts inside follow the workflow's state in the same commit: held while it is
    // inactive with `whenInactive: 'pause'`, going on otherwise; and those at a step the edit
    // removed go on at the next step it kept (README, "Editing a live workflow").
    const { workflow, resumed } = await inTransaction(deps, async (trx) => {
      const before =
        input.steps === undefined ? undefined : await workflowsRepository(trx, scope).get(id);
      const wasActive =
        input.isActive === undefined
          ? undefined
          : (before ?? (await workflowsRepository(trx, scope).get(id)))?.isActive;
      const changed = await workflowsRepository(trx, scope).update(id, input);
      if (!changed) return { workflow: undefined, resumed: 0 };
      if (wasActive !== undefined && wasActive !== changed.isActive)
        await recordAudit(
          trx,
          scope,
          {
            action: changed.isActive ? 'workflow.activated' : 'workflow.deactivated',
            target: { type: 'workflow', id, label: changed.name },
          },
          c,
        );
      const parsed = parseWorkflowDefinition(changed.steps);
      const hold = !changed.isActive && parsed.ok && parsed.definition.whenInactive === 'pause';
      const runs = workflowRunsRepository(trx, scope);
      const old = before && parseWorkflowDefinition(before.steps);
      const moved =
        old?.ok && parsed.ok
          ? await runs.moveFromRemoved(
              id,
              removedStepsGoTo(old.definition.steps, parsed.definition.steps),
              new Date(),
            )
          : 0;
      if (hold) await runs.pause(id, new Date());
      return { workflow: changed, resumed: moved + (hold ? 0 : await runs.resume(id, new Date())) };
    });
    if (!workflow) throw notFound('Workflow');
    if (resumed > 0) wakeWorkers(JOBS_QUEUE);
    return c.json({ workflow });
  });

  /** The run history: contacts enrolled, in progress, completed, and each step's figures. */
  app.get('/:id/report', async (c) => {
    const id = parseId(c.req.param('id'), 'Workflow');
    const workflow = await repo(c).get(id);
    if (!workflow) throw notFound('Workflow');
    const parsed = parseWorkflowDefinition(workflow.steps);
    const first = parsed.ok ? (parsed.definition.steps[0]?.id ?? null) : null;
    const report = await workflowRunsRepository(deps, c.var.scope).report(id, first);
    return c.json({ report });
  });

  /** The contacts in the workflow and where each is, newest entry first, a page at a time. */
  app.get('/:id/runs', async (c) => {
    const id = parseId(c.req.param('id'), 'Workflow');
    const { status, limit, cursor } = validate(WorkflowRunsQuerySchema, c.req.query());
    const workflow = await repo(c).get(id);
    if (!workflow) throw notFound('Workflow');
    const runs = workflowRunsRepository(deps, c.var.scope);
    return c.json(await runs.page(id, workflow.steps, status, limit, cursor));
  });

  /**
   * Manual enrolment: the chosen contacts, or every contact a filter matches (the contacts bulk
   * actions' selection), enter now, each contact once, set-based: one statement over the whole
   * selection whatever its size (100,000 contacts are three statements, as a trigger's are).
   */
  app.post('/:id/enrol', async (c) => {
    const id = parseId(c.req.param('id'), 'Workflow');
    const input = await readBody(c, WorkflowEnrolInputSchema);
    const scope = c.var.scope;
    const workflow = await repo(c).get(id);
    if (!workflow) throw notFound('Workflow');
    if (!workflow.isActive)
      throw new HttpError(409, 'This workflow is inactive: activate it to add contacts to it.');
    const selection: BulkSelection = input.filter
      ? { filter: await withSegmentConditions(deps, scope, input.filter) }
      : { ids: input.ids ?? input.contactIds ?? [] };
    const parsed = parseWorkflowDefinition(workflow.steps);
    const again = parsed.ok ? reentryAfterDays(parsed.definition) : null;
    const { entered, selected } = await inTransaction(deps, async (trx) => {
      const contacts = contactsRepository(trx, scope).bulk;
      const where = contacts.where(selection);
      return {
        selected: await contacts.count(selection),
        entered: await workflowRunsRepository(trx, scope).enter(id, { where }, new Date(), again),
      };
    });
    if (entered > 0) wakeWorkers(JOBS_QUEUE);
    return c.json({ entered, selected });
  });

  /**
   * "Test with a contact": the workflow (or the editor's `steps`) runs for one contact now, on a
   * hidden copy: waits last seconds, emails go to the Outbox, the workflow's figures and the
   * contact's real entry are untouched, and an inactive workflow can be tested.
   */
  app.post('/:id/test', async (c) => {
    const id = parseId(c.req.param('id'), 'Workflow');
    const input = await readBody(c, WorkflowTestInputSchema);
    const scope = c.var.scope;
    const workflow = await repo(c).get(id);
    if (!workflow) throw notFound('Workflow');
    if (!(await contactsRepository(deps, scope).find(input.contactId)))
      throw new HttpError(404, 'Contact not found', { field: 'contactId' });
    const parsed = parseWorkflowDefinition(input.steps ?? workflow.steps);
    if (!parsed.ok) throw new HttpError(400, parsed.message, { field: 'steps' });
    if (parsed.definition.steps.length === 0)
      throw new HttpError(400, 'Add a step first: this workflow has no steps to test.', {
        field: 'steps',
      });
    // The copy is inactive from the start: its contact always finishes.
    const steps = stringifyWorkflowDefinition({ ...parsed.definition, whenInactive: 'finish' });
    const runId = await inTransaction(deps, async (trx) => {
      const copy = await workflowsRepository(trx, scope).createTestCopy(workflow, steps);
      const runs = workflowRunsRepository(trx, scope);
      await runs.enter(copy, { ids: [input.contactId] }, new Date());
      return runs.idOf(copy, input.contactId);
    });
    wakeWorkers(JOBS_QUEUE);
    const test = await workflowRunsRepository(deps, scope).test(id, runId);
    return c.json({ test }, 201);
  });

  /** A test run as it goes: where its contact is, and each step it went past. */
  app.get('/:id/tests/:testId', async (c) => {
    const id = parseId(c.req.param('id'), 'Workflow');
    const testId = parseId(c.req.param('testId'), 'Test');
    const test = await workflowRunsRepository(deps, c.var.scope).test(id, testId);
    if (!test) throw notFound('Test');
    return c.json({ test });
  });

  /** A contact stopped at a step by an error runs that step again. */
  app.post('/:id/runs/:runId/retry', async (c) => {
    const id = parseId(c.req.param('id'), 'Workflow');
    const runId = parseId(c.req.param('runId'), 'Run');
    const retried = await workflowRunsRepository(deps, c.var.scope).retry(id, runId, new Date());
    if (!retried) throw notFound('Run');
    wakeWorkers(JOBS_QUEUE);
    return c.json({ entered: 1 });
  });

  /** Deletes a workflow (issue 24 §3); the screen confirms first. */
  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Workflow');
    const removed = await audited(
      deps,
      c,
      (trx) => workflowsRepository(trx, c.var.scope).remove(id),
      (name) => ({ action: 'workflow.deleted', target: { type: 'workflow', id, label: name } }),
    );
    if (removed === undefined) throw notFound('Workflow');
    return c.body(null, 204);
  });

  return app;
}
