import { CONTACT_BULK_IMMEDIATE_MAX } from '@crm/api-client';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { OWNER } from '../src/db/scope';
import { bulkContactsJob, type BulkContactsOptions } from '../src/contacts/contactsJobs';
import { jobsRepository } from '../src/jobs/jobsRepository';
import { startJobWorkers } from '../src/jobs/jobWorkers';
import type { WorkerPool } from '../src/jobs/workerPool';
import { WORKFLOW_RUN_JOB } from '../src/workflows/workflowRunsRepository';
import {
  describeEachDatabase,
  startTestServer,
  type RegisteredUser,
  type TestServer,
} from './harness';
import { seededContactRow } from './fixtures';
import { manualClock } from './jobsHarness';
import { waitFor } from './sendingSink';

/**
 * Bulk actions on any selection the screen offers (issue 24 §1): a filter of more than
 * CONTACT_BULK_IMMEDIATE_MAX contacts runs as a background job on the durable job layer, a batch
 * at a time (atomic per batch, resumable after a restart), with its progress and a final count.
 */
describeEachDatabase('contacts bulk jobs', (database) => {
  let server: TestServer;
  let crowd: RegisteredUser;
  let stranger: RegisteredUser;
  let pool: WorkerPool | undefined;
  const clock = manualClock();
  const many = CONTACT_BULK_IMMEDIATE_MAX + 1_001;

  beforeAll(async () => {
    server = await startTestServer({ database });
    [crowd, stranger] = [await server.registerUser(), await server.registerUser()];
    // Set-based, as the import inserts: the triggers (search, count) are part of what is tested.
    const rows = [
      ...Array.from({ length: many }, (_, i) => ({ first: 'Many', email: `m${i}@example.com` })),
      ...Array.from({ length: 40 }, (_, i) => ({ first: 'Other', email: `x${i}@example.com` })),
    ];
    for (let i = 0; i < rows.length; i += 500) {
      await server.db
        .insertInto('contacts')
        .values(
          rows.slice(i, i + 500).map((r, j) =>
            seededContactRow(crowd.user.id, {
              first_name: r.first,
              last_name: `N${i + j}`,
              email: r.email,
            }),
          ),
        )
        .execute();
    }
  });
  afterEach(async () => {
    await pool?.stop();
    pool = undefined;
  });
  afterAll(() => server.close());

  /** This process's job workers with the bulk kind; polls never come in a test's time. */
  const startWorkers = (options: BulkContactsOptions = {}) => {
    pool = startJobWorkers({
      db: server,
      kinds: [bulkContactsJob(options)],
      clock,
      pollIntervalMs: 600_000,
    });
  };
  const post = (path: string, body: unknown) => server.post(path, body, { token: crowd.token });
  /** The contacts' recorded changes of `field` to `to` (issue 32 §1), and who made them. */
  const changes = async (field: string, to: string) => {
    const rows = await server.db
      .selectFrom('contacts_changes')
      .select(['contact_id', 'from_value', 'changed_by', 'changed_by_user_id'])
      .where(OWNER, '=', crowd.user.id)
      .where('field', '=', field)
      .where('to_value', '=', to)
      .execute();
    return {
      rows: rows.length,
      contacts: new Set(rows.map((r) => r.contact_id)).size,
      byApi: rows.every((r) => r.changed_by === 'api' && r.changed_by_user_id === crowd.user.id),
      from: [...new Set(rows.map((r) => r.from_value))],
    };
  };
  const count = async (query: string) =>
    (await server.get<{ total: number }>(`/api/contacts/count?${query}`, { token: crowd.token }))
      .body.total;
  /** Waits for the job's answer to say it is done (the workers run it meanwhile). */
  const finished = async (id: number) =>
    waitFor(
      async () => {
        const res = await server.get(`/api/contacts/bulk/jobs/${id}`, { token: crowd.token });
        return res.body.job.state === 'done' && res.body.job;
      },
      { what: `bulk job ${id}` },
    );
  /** Starts a large action: 202 with the job, its total exact; then its final report. */
  const runLarge = async (path: string, body: unknown) => {
    const res = await post(path, body);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      affected: many,
      job: { state: 'queued', done: 0, total: many, affected: null, error: null },
    });
    return finished(res.body.job.id);
  };

  it('keeps small selections immediate and hides another owner’s job', async () => {
    const small = await post('/api/contacts/bulk/tag', { filter: { q: 'other' }, tag: 'few' });
    expect(small.status).toBe(200);
    expect(small.body).toEqual({ affected: 40 });
    expect(await count('tag=few')).toBe(40);
    const untag = await post('/api/contacts/bulk/untag', { filter: { q: 'other' }, tag: 'few' });
    expect(untag.body).toEqual({ affected: 40 });
    expect(await count('tag=few')).toBe(0);

    // No workers here: the job waits, and only its owner sees it.
    const large = await post('/api/contacts/bulk/status', { filter: {}, status: 'lead' });
    expect(large.status).toBe(202);
    expect(large.body.affected).toBe(many + 40);
    const id = large.body.job.id as number;
    const mine = await server.get(`/api/contacts/bulk/jobs/${id}`, { token: crowd.token });
    expect(mine.body.job).toMatchObject({ id, action: 'status', state: 'queued', done: 0 });
    const theirs = await server.get(`/api/contacts/bulk/jobs/${id}`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    await server.db.deleteFrom('jobs').where('id', '=', id).execute();
    expect(await count('status=lead')).toBe(0);
  });

  it('resumes after a crash mid-batch and a restart: the batch rolls back, nothing is done twice or skipped', async () => {
    // Contacts gaining the tag enter its `tag_added` workflow in their batch's transaction (issue
    // 29): the crashed batch's entries roll back with its tags, the resumed job makes them once.
    const flow = await post('/api/automation-workflows', {
      name: 'Autumn',
      trigger: 'tag_added',
      isActive: true,
      steps: JSON.stringify({
        version: 2,
        trigger: { tag: 'autumn' },
        steps: [{ id: 'x', type: 'add_tag', tag: 'seen' }],
      }),
    });
    expect(flow.status, flow.text).toBe(201);
    const workflowId = flow.body.workflow.id as number;
    /** Entries into the workflow: rows, distinct contacts, contacts outside the filter, jobs. */
    const entries = async () => {
      const runs = await server.db
        .selectFrom('workflows_runs')
        .innerJoin('contacts', 'contacts.id', 'workflows_runs.contact_id')
        .select(['workflows_runs.id as runId', 'contacts.id as contactId', 'first_name'])
        .where('workflow_id', '=', workflowId)
        .execute();
      const jobs = await server.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('kind', '=', WORKFLOW_RUN_JOB)
        .where(OWNER, '=', crowd.user.id)
        .executeTakeFirstOrThrow();
      return {
        runs: runs.length,
        contacts: new Set(runs.map((r) => r.contactId)).size,
        outside: runs.filter((r) => r.first_name !== 'Many').length,
        jobs: Number(jobs.n),
      };
    };
    let batches = 0;
    startWorkers({
      batchSize: 500,
      onBatch: () => {
        batches += 1;
        // The process dies inside the third batch, after its writes, before its commit.
        if (batches === 3) throw new Error('killed mid-batch');
      },
    });
    const res = await post('/api/contacts/bulk/tag', { filter: { q: 'many' }, tag: 'autumn' });
    expect(res.status).toBe(202);
    const id = res.body.job.id as number;
    const jobs = jobsRepository(server);
    await waitFor(async () => (await jobs.get(id))?.error === 'killed mid-batch', {
      what: 'the crash',
    });
    const crashed = (await jobs.get(id))!;
    expect(crashed.state).toBe('queued');
    expect(Number(crashed.progress_done)).toBe(1000);
    expect(await count('tag=autumn')).toBe(1000);
    const seen = await server.get(`/api/contacts/bulk/jobs/${id}`, { token: crowd.token });
    expect(seen.body.job).toMatchObject({ state: 'queued', done: 1000, total: many });
    expect(await entries()).toEqual({ runs: 1000, contacts: 1000, outside: 0, jobs: 1000 });
    // The crashed batch's change rows rolled back with its tags.
    expect(await changes('tags', '["autumn"]')).toMatchObject({ rows: 1000, contacts: 1000 });

    // A new process (new workers) takes it up once its retry is due.
    await pool!.stop();
    startWorkers({ batchSize: 500 });
    clock.advance(1000);
    pool!.wake();
    const job = await finished(id);
    expect(job).toMatchObject({ done: many, total: many, affected: many, error: null });
    expect(await count('tag=autumn')).toBe(many);
    expect(await count('tag=autumn&q=other')).toBe(0);
    const once = { runs: many, contacts: many, outside: 0, jobs: many };
    expect(await entries()).toEqual(once);
    const recorded = { rows: many, contacts: many, byApi: true, from: ['[]'] };
    expect(await changes('tags', '["autumn"]')).toEqual(recorded);

    // The same large tag again (a job again): nobody gains the tag, so nobody enters again.
    await pool!.stop();
    startWorkers();
    await runLarge('/api/contacts/bulk/tag', { filter: { q: 'many' }, tag: 'autumn' });
    expect(await entries()).toEqual(once);
    expect(await changes('tags', '["autumn"]')).toEqual(recorded);
  });

  it('runs tag, untag, status, add to campaign and delete over 6,001 matches as jobs, exactly', async () => {
    startWorkers();
    const filter = { q: 'many' };
    const tagged = await runLarge('/api/contacts/bulk/tag', { filter, tag: 'spring' });
    expect(tagged).toMatchObject({ action: 'tag', done: many, total: many, affected: many });
    expect(await count('tag=spring')).toBe(many);
    expect(await count('tag=spring&q=other')).toBe(0);

    const leads = await runLarge('/api/contacts/bulk/status', { filter, status: 'lead' });
    expect(leads.affected).toBe(many);
    expect(await count('status=lead')).toBe(many);
    expect(await changes('status', 'lead')).toEqual({
      rows: many,
      contacts: many,
      byApi: true,
      from: ['subscriber'],
    });

    const campaign = await post('/api/campaigns', { name: 'Crowd', subject: 'Hi', content: 'x' });
    const campaignId = campaign.body.campaign.id as number;
    const linked = await runLarge('/api/contacts/bulk/campaign', {
      filter: { tag: 'spring' },
      campaignId,
    });
    expect(linked.affected).toBe(many);
    const links = await server.db
      .selectFrom('campaign_contacts')
      .innerJoin('contacts', 'contacts.id', 'campaign_contacts.contact_id')
      .select(['contacts.first_name as first'])
      .where('campaign_id', '=', campaignId)
      .execute();
    expect(links).toHaveLength(many);
    expect(links.every((link) => link.first === 'Many')).toBe(true);

    const untagged = await runLarge('/api/contacts/bulk/untag', {
      filter: { tag: 'spring' },
      tag: 'spring',
    });
    expect(untagged.affected).toBe(many);
    expect(await count('tag=spring')).toBe(0);
    // Each untagged contact's removal, besides the 40 of the first test's small untag.
    const removed = await changes('tags', '[]');
    expect(removed.rows).toBe(many + 40);
    expect(removed.from.sort()).toEqual(['["few"]', '["spring"]']);

    const deleted = await runLarge('/api/contacts/bulk/delete', { filter });
    expect(deleted.affected).toBe(many);
    expect(await count('')).toBe(40);
    expect(await count('q=other')).toBe(40);
  });
});
