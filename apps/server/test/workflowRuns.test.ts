import type { ContactWorkflow, WorkflowRun, WorkflowRunsPage } from '@crm/api-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

/**
 * A workflow's contacts and where each is (issue 29 §3, "A workflow's page lists the contacts
 * inside with where they are"): `GET /api/automation-workflows/{id}/runs`, newest entry first,
 * keyset-paged, filtered by state, scoped to the owner. No background work runs: each contact is
 * put where a test needs it, so what the list says is all that is checked.
 */
describeEachDatabase('a workflow’s contacts', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });

  afterAll(async () => {
    await server?.close();
  });

  async function user() {
    const { token } = await server.registerUser();
    const post = async (path: string, json: unknown, status = 201) => {
      const res = await server.post(path, json, { token });
      expect(res.status, res.text).toBe(status);
      return res.body;
    };
    const get = async (path: string, status = 200) => {
      const res = await server.get(path, { token });
      expect(res.status, res.text).toBe(status);
      return res.body;
    };
    return { token, post, get };
  }

  /** A workflow (wait a day, then tag) with six contacts entered, each put in another state. */
  async function seeded() {
    const u = await user();
    const id = (
      await u.post('/api/automation-workflows', {
        name: 'Welcome',
        trigger: 'form_submission',
        isActive: true,
        steps: JSON.stringify({
          version: 2,
          trigger: {},
          steps: [
            { id: 'w1', type: 'wait', amount: 1, unit: 'days' },
            { id: 't1', type: 'add_tag', tag: 'welcomed' },
          ],
        }),
      })
    ).workflow.id as number;
    const contacts: number[] = [];
    for (const [i, name] of ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'].entries())
      contacts.push(
        (
          await u.post('/api/contacts', {
            firstName: name,
            lastName: 'Lane',
            email: `${name.toLowerCase()}${i}@example.com`,
          })
        ).contact.id as number,
      );
    // One at a time, so run ids follow the contacts' order.
    for (const contactId of contacts)
      await u.post(`/api/automation-workflows/${id}/enrol`, { ids: [contactId] }, 200);
    const runs = await server.db
      .selectFrom('workflows_runs')
      .select(['id', 'contact_id'])
      .where('workflow_id', '=', id)
      .orderBy('id')
      .execute();
    const runOf = (contactId: number) => runs.find((r) => r.contact_id === contactId)!.id;
    const due = new Date(Date.now() + 86_400_000).toISOString();
    const done = new Date().toISOString();
    const put = (contactId: number, values: Record<string, string | null>) =>
      server.db
        .updateTable('workflows_runs')
        .set(values)
        .where('id', '=', runOf(contactId))
        .execute();
    const [ada, bo, cy, di, ed, flo] = contacts as [number, number, number, number, number, number];
    await put(ada, { status: 'active', step_id: 'w1', next_due: due });
    await put(bo, { status: 'paused', step_id: 't1' });
    await put(cy, { status: 'failed', step_id: 't1', error: 'Tag could not be added' });
    await put(di, { status: 'completed', step_id: 't1', finished_at: done });
    // Ed has not had a turn yet: no step of its own, so at the first.
    await put(flo, {
      status: 'exited',
      step_id: 'gone',
      error: 'Its step was removed',
      finished_at: done,
    });
    const list = async (query = '') =>
      (await u.get(`/api/automation-workflows/${id}/runs${query}`)) as WorkflowRunsPage;
    return { u, id, contacts, runOf, list, people: { ada, bo, cy, di, ed, flo } };
  }

  it('pages the contacts newest entry first with a total, every contact once', async () => {
    const { contacts, runOf, list } = await seeded();
    const seen: WorkflowRun[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: WorkflowRunsPage = await list(`?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(6);
      expect(page.runs.length).toBeLessThanOrEqual(4);
      seen.push(...page.runs);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 5);
    expect(pages).toBe(2);
    expect(seen.map((r) => r.runId)).toEqual(contacts.map(runOf).reverse());
    expect(seen.map((r) => r.contactId)).toEqual([...contacts].reverse());
    expect(seen.at(-1)).toMatchObject({ name: 'Ada Lane', email: 'ada0@example.com' });
    // The default page holds them all and says there is no more.
    const whole = await list();
    expect(whole.runs).toHaveLength(6);
    expect(whole.nextCursor).toBeNull();
  });

  it('filters by state, each with its own total', async () => {
    const { list, people } = await seeded();
    const ids = async (status: string) => {
      const page = await list(`?status=${status}`);
      expect(page.total, status).toBe(page.runs.length);
      return page.runs.map((r) => r.contactId);
    };
    expect(await ids('active')).toEqual([people.ed, people.ada]);
    expect(await ids('waiting')).toEqual([people.ada]);
    expect(await ids('paused')).toEqual([people.bo]);
    expect(await ids('failed')).toEqual([people.cy]);
    expect(await ids('completed')).toEqual([people.di]);
    expect(await ids('exited')).toEqual([people.flo]);
    const failed = (await list('?status=failed')).runs[0];
    expect(failed).toMatchObject({ status: 'failed', error: 'Tag could not be added' });
    // Paged within a filter: the cursor keeps to it.
    const first = await list('?status=active&limit=1');
    expect(first.runs.map((r) => r.contactId)).toEqual([people.ed]);
    const next = await list(`?status=active&limit=1&cursor=${first.nextCursor}`);
    expect(next.runs.map((r) => r.contactId)).toEqual([people.ada]);
    expect(next.nextCursor).toBeNull();
  });

  it('shows the step each contact is at, as the contact’s own workflows do', async () => {
    const { u, list, people } = await seeded();
    const rows = new Map((await list()).runs.map((r) => [r.contactId, r]));
    expect(rows.get(people.ada)).toMatchObject({
      status: 'active',
      step: { id: 'w1', number: 1, type: 'wait' },
    });
    expect(rows.get(people.ada)!.nextDue).not.toBeNull();
    expect(rows.get(people.ed)!.step).toEqual({ id: 'w1', number: 1, type: 'wait' });
    expect(rows.get(people.bo)!.step).toEqual({ id: 't1', number: 2, type: 'add_tag' });
    expect(rows.get(people.flo)!.step).toEqual({ id: 'gone', number: 0, type: 'removed' });
    for (const [contactId, row] of rows) {
      const own = (await u.get(`/api/contacts/${contactId}/workflows`))
        .workflows as ContactWorkflow[];
      const { workflowId: _, workflowName: __, ...where } = own[0]!;
      const { contactId: ___, name: ____, email: _____, ...listed } = row;
      expect(listed).toEqual(where);
    }
  });

  it("another account's workflow is not found, and bad queries say what is wrong", async () => {
    const { id } = await seeded();
    const other = await user();
    expect((await other.get(`/api/automation-workflows/${id}/runs`, 404)).message).toBe(
      'Workflow not found',
    );
    await other.get('/api/automation-workflows/999999999/runs', 404);
    expect((await other.get(`/api/automation-workflows/${id}/runs?status=lost`, 400)).message).toBe(
      'Status must be one of active, waiting, paused, failed, completed, exited',
    );
    const mine = await seeded();
    expect(
      (await mine.u.get(`/api/automation-workflows/${mine.id}/runs?limit=0`, 400)).message,
    ).toBe('Limit must be a whole number from 1 to 100');
    expect(
      (await mine.u.get(`/api/automation-workflows/${mine.id}/runs?cursor=x`, 400)).message,
    ).toBe('Cursor is not one this list gave');
  });
});
