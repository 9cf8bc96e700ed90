import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../src/config';
import { ownerScope } from '../src/db/scope';
import {
  JobFailure,
  jobContinues,
  jobDone,
  type AnyJobKind,
  type JobKind,
} from '../src/jobs/jobKinds';
import { jobsRepository } from '../src/jobs/jobsRepository';
import { recurringJob } from '../src/jobs/recurringJob';
import { enqueueJob, startJobWorkers } from '../src/jobs/jobWorkers';
import type { WorkerPool } from '../src/jobs/workerPool';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { manualClock } from './jobsHarness';
import { waitFor } from './sendingSink';

describeEachDatabase('the durable job layer', (database) => {
  let server: TestServer;
  let owners: number[];
  let pool: WorkerPool | undefined;
  const clock = manualClock();

  beforeAll(async () => {
    server = await startTestServer({ database });
    owners = [];
    for (const name of ['Ann', 'Bob']) owners.push((await server.registerUser({ name })).user.id);
  });
  afterEach(async () => {
    await pool?.stop();
    pool = undefined;
    await server.db.deleteFrom('jobs').execute();
  });
  afterAll(() => server.close());

  const jobs = () => jobsRepository(server);
  const job = async (id: number) => (await jobs().get(id))!;
  /** Workers whose polls never come in a test's time: every run here follows a wake-up. */
  const start = (kinds: AnyJobKind[], options: { workers?: number; batchSize?: number } = {}) => {
    pool = startJobWorkers({
      db: server,
      kinds,
      clock,
      leaseMs: 60_000,
      pollIntervalMs: 600_000,
      ...options,
    });
  };
  const enqueue = (kind: string, owner: number | null, extra: Record<string, unknown> = {}) =>
    enqueueJob(
      server,
      { kind, scope: owner === null ? null : ownerScope(owner), payload: null, ...extra },
      clock,
    );
  const stateOf = async (id: number) => (await job(id)).state;

  /** A kind that remembers the order it ran jobs in. */
  const recording = (name: string) => {
    const ran: number[] = [];
    const kind: JobKind<null> = {
      name,
      payload: () => null,
      async run(running) {
        ran.push(running.id);
        return jobDone({ ranAt: running.now().toISOString() });
      },
    };
    return { kind, ran };
  };

  it('claims due jobs in batches, runs each once, keeps its report, and leaves later ones waiting', async () => {
    const { kind, ran } = recording('test.echo');
    const due = [];
    for (let i = 0; i < 12; i++) due.push((await enqueue(kind.name, owners[0]!)).id);
    const later = (
      await enqueue(kind.name, owners[0]!, { runAt: new Date(clock.now().getTime() + 60_000) })
    ).id;
    start([kind], { workers: 2, batchSize: 5 });
    await waitFor(async () => ran.length === 12, { what: '12 due jobs' });
    expect([...ran].sort((a, b) => a - b)).toEqual(due);
    const done = await job(due[0]!);
    expect(done).toMatchObject({ state: 'done', attempts: 1, claimed_by: null });
    expect(JSON.parse(done.result!)).toEqual({ ranAt: clock.now().toISOString() });
    expect(await stateOf(later)).toBe('queued');

    // Its time comes on the injectable clock: a wake-up, no waiting.
    clock.advance(60_000);
    pool!.wake();
    await waitFor(async () => (await stateOf(later)) === 'done', { what: 'the later job' });
    expect(ran).toHaveLength(13);
  });

  it('retries a failure after its backoff, then parks it with the error a person can read', async () => {
    let attempts = 0;
    const failing: JobKind<null> = {
      name: 'test.failing',
      payload: () => null,
      retryDelaysMs: [1000, 5000],
      async run() {
        attempts++;
        throw new Error(`The template was deleted (try ${attempts})`);
      },
    };
    const { id } = await enqueue(failing.name, owners[0]!);
    start([failing]);
    await waitFor(async () => attempts === 1 && (await job(id)).error !== null, { what: 'try 1' });
    let row = await job(id);
    expect(row).toMatchObject({ state: 'queued', error: 'The template was deleted (try 1)' });
    expect(new Date(row.run_at).getTime()).toBe(clock.now().getTime() + 1000);
    // Not due yet: a wake-up runs nothing.
    pool!.wake();
    clock.advance(999);
    pool!.wake();
    clock.advance(1);
    pool!.wake();
    await waitFor(async () => attempts === 2 && (await job(id)).error?.endsWith('2)'), {
      what: 'try 2',
    });
    row = await job(id);
    expect(new Date(row.run_at).getTime()).toBe(clock.now().getTime() + 5000);
    clock.advance(5000);
    pool!.wake();
    await waitFor(async () => (await stateOf(id)) === 'parked', { what: 'parked' });
    expect(await job(id)).toMatchObject({
      state: 'parked',
      attempts: 3,
      error: 'The template was deleted (try 3)',
    });
    // Parked is parked: no later wake-up or time runs it again, until someone asks.
    clock.advance(86_400_000);
    pool!.wake();
    await new Promise((resolve) => setImmediate(resolve));
    expect(attempts).toBe(3);
    expect(await jobs().retryParked(ownerScope(owners[0]!), id, clock.now())).toBe(true);
    pool!.wake();
    await waitFor(async () => attempts === 4, { what: 'the retry a person asked for' });
  });

  it('parks at once a failure that retrying cannot fix, and a payload its kind cannot read', async () => {
    const strict: JobKind<{ n: number }> = {
      name: 'test.strict',
      payload(value) {
        if (typeof (value as { n?: unknown })?.n !== 'number') throw new Error('n is missing');
        return value as { n: number };
      },
      async run() {
        throw new JobFailure('Field "birthday" no longer exists');
      },
    };
    const bad = await enqueue(strict.name, owners[0]!, { payload: { m: 1 } });
    const fails = await enqueue(strict.name, owners[0]!, { payload: { n: 1 } });
    start([strict]);
    await waitFor(
      async () => (await stateOf(fails.id)) === 'parked' && (await stateOf(bad.id)) === 'parked',
      {
        what: 'both parked',
      },
    );
    expect((await job(bad.id)).error).toBe("The job's payload is not valid: n is missing");
    expect(await job(fails.id)).toMatchObject({
      attempts: 1,
      error: 'Field "birthday" no longer exists',
    });
  });

  it('takes over the jobs of a worker that died holding them, once its lease runs out', async () => {
    const { kind, ran } = recording('test.lease');
    start([kind]);
    const { id } = await enqueue(kind.name, owners[0]!);

    await waitFor(async () => ran.includes(id), { what: 'a first job' });
    // A worker of another process claims one and dies: its lease stands for 60 s.
    const orphan = (
      await enqueue(kind.name, owners[1]!, { runAt: new Date(clock.now().getTime() + 10) })
    ).id;
    clock.advance(10);
    const [claimed] = await jobs().claim(owners[1]!, [kind.name], {
      workerId: 'dead-worker',
      limit: 1,
      now: clock.now(),
      leaseUntil: new Date(clock.now().getTime() + 60_000),
    });
    expect(claimed?.id).toBe(orphan);
    pool!.wake();
    clock.advance(59_000);
    pool!.wake();
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).not.toContain(orphan);
    clock.advance(1_001);
    pool!.wake();
    await waitFor(async () => (await stateOf(orphan)) === 'done', { what: 'the takeover' });
    expect(ran.filter((r) => r === orphan)).toHaveLength(1);
    expect((await job(orphan)).attempts).toBe(2);
    // The dead worker's late answer changes nothing: the job is no longer its.
    expect(await jobs().complete(orphan, 'dead-worker', { late: true }, clock.now())).toBe(false);
    expect((await job(orphan)).result).not.toContain('late');
  });

  it("serves accounts in turn: one account's backlog does not delay another's first job", async () => {
    const { kind, ran } = recording('test.fair');
    const backlog = [];
    for (let i = 0; i < 60; i++) backlog.push((await enqueue(kind.name, owners[0]!)).id);
    clock.advance(1);
    // Queued after the whole backlog, and due later than all of it.
    const welcome = (await enqueue(kind.name, owners[1]!)).id;
    start([kind], { workers: 1, batchSize: 5 });
    await waitFor(async () => ran.length === 61, { what: 'every job' });
    // Oldest-due-first would run it 61st; turns between accounts run it in the second batch.
    expect(ran.indexOf(welcome)).toBeLessThan(10);
    expect(ran.indexOf(welcome)).toBeGreaterThanOrEqual(0);
  });

  it('queues a key once, however often it is enqueued, and runs it once', async () => {
    const { kind, ran } = recording('test.once');
    const first = await enqueue(kind.name, owners[0]!, { key: 'contact:7:step:2' });
    const again = await enqueue(kind.name, owners[0]!, { key: 'contact:7:step:2' });
    const other = await enqueue(kind.name, owners[0]!, { key: 'contact:7:step:3' });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(other.created).toBe(true);
    start([kind]);
    await waitFor(async () => ran.length === 2, { what: 'two jobs' });
    // Done, the key still holds: a retry of whatever enqueued it queues nothing new.
    expect((await enqueue(kind.name, owners[0]!, { key: 'contact:7:step:2' })).created).toBe(false);
    pool!.wake();
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran.sort()).toEqual([first.id, other.id].sort());
  });

  it('runs server work once a period, however many processes schedule it', async () => {
    let runs = 0;
    const hourly = recurringJob('test.hourly', 3_600_000, async () => ({ run: ++runs }));
    // Two processes start in the same hour: one row.
    await hourly.schedule(server, clock);
    await hourly.schedule(server, clock);
    const queued = () =>
      server.db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'test.hourly')
        .where('state', '=', 'queued')
        .execute();
    expect(await queued()).toHaveLength(1);
    start([hourly.kind]);
    await waitFor(async () => runs === 1, { what: 'this hour' });
    // The run queued the next hour's, due at its start. The handler returns before the layer
    // finishes its row (at load the old row was still read as queued): wait for the new one.
    const hour = Math.floor(clock.now().getTime() / 3_600_000) + 1;
    const next = await waitFor(
      async () => (await queued()).find((row) => row.idempotency_key === `test.hourly@${hour}`),
      { what: "the next hour's row" },
    );
    expect(new Date(next.run_at).getTime()).toBe(hour * 3_600_000);
    clock.set(hour * 3_600_000);
    pool!.wake();
    await waitFor(async () => runs === 2, { what: 'the next hour' });
  });

  it('runs a long job in steps that resume where the last one stopped, with its progress', async () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const handled: number[] = [];
    let crashed = false;
    let seenProgress: number[] = [];
    const bulk: JobKind<null, { next: number }> = {
      name: 'test.bulk',
      payload: () => null,
      retryDelaysMs: [0],
      async run(running) {
        seenProgress.push(running.progress.done);
        let next = running.checkpoint?.next ?? 0;
        // Three items a step, each saved with its position, as a bulk action saves each batch.
        const end = Math.min(items.length, next + 3);
        for (; next < end; next++) {
          await running.saveStep(
            { checkpoint: { next: next + 1 }, done: next + 1, total: 10 },
            async () => {
              handled.push(items[next]!);
            },
          );
          // The process dies once, mid-step: what was saved is not done again.
          if (next === 4 && !crashed) {
            crashed = true;
            throw new Error('killed');
          }
        }
        if (next < items.length)
          return jobContinues({ checkpoint: { next }, done: next, total: 10 });
        return jobDone({ handled: handled.length });
      },
    };
    const { id } = await enqueue(bulk.name, owners[0]!);
    start([bulk]);
    await waitFor(async () => (await stateOf(id)) === 'done', { what: 'the bulk job' });
    expect(handled).toEqual(items);
    const row = await job(id);
    expect([row.progress_done, row.progress_total]).toEqual([10, 10]);
    expect(JSON.parse(row.result!)).toEqual({ handled: 10 });
    // Steps 0-2, then 3-4 (the crash), then 5-7 and 8-9: each began at the saved progress.
    expect(seenProgress).toEqual([0, 3, 5, 8]);
    seenProgress = [];
  });
});

describeEachDatabase('the job layer across processes', (database) => {
  let server: TestServer;
  const children: ChildProcess[] = [];
  const owners: number[] = [];

  beforeAll(async () => {
    server = await startTestServer({ database });
    await sql`create table job_test_runs (job_id integer not null, pid integer not null)`.execute(
      server.db,
    );
    for (const name of ['Ann A', 'Bob B', 'Cy C'])
      owners.push((await server.registerUser({ name })).user.id);
  });
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
    }
    await server.db.deleteFrom('jobs').execute();
    await sql`delete from job_test_runs`.execute(server.db);
  });
  afterAll(() => server?.close());

  async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@crm/source',
        path.join(repoRoot, 'apps/server/test/jobsWorkerProcess.ts'),
      ],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATABASE_URL: server.config.databaseUrl,
          DATABASE_SCHEMA: server.pgSchema ?? '',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(child);
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    await waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`worker exited: ${out}`);
        return out.includes('ready');
      },
      { timeoutMs: 60_000, what: 'a worker process' },
    );
    return child;
  }

  const runs = async () =>
    (
      await sql<{ job_id: number; pid: number }>`select job_id, pid from job_test_runs`.execute(
        server.db,
      )
    ).rows;

  async function enqueueMany(count: number) {
    const ids = [];
    for (let i = 0; i < count; i++)
      ids.push(
        (
          await enqueueJob(server, {
            kind: 'test.record',
            scope: ownerScope(owners[i % owners.length]!),
            payload: null,
          })
        ).id,
      );
    return ids;
  }

  const doneCount = async () =>
    Number(
      (
        await server.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('state', '=', 'done')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.runIf(database === 'postgres')(
    'two processes share the queue: every job runs exactly once, and both take part',
    async () => {
      const [a, b] = await Promise.all([startWorkerProcess({}), startWorkerProcess({})]);
      const ids = await enqueueMany(300);
      await waitFor(async () => (await doneCount()) === 300, {
        timeoutMs: 60_000,
        what: 'all jobs',
      });
      const rows = await runs();
      expect(rows).toHaveLength(300);
      expect(new Set(rows.map((r) => r.job_id))).toEqual(new Set(ids));
      const byPid = new Map<number, number>();
      for (const r of rows) byPid.set(r.pid, (byPid.get(r.pid) ?? 0) + 1);
      expect([...byPid.keys()].sort()).toEqual([a!.pid!, b!.pid!].sort());
    },
  );

  it.runIf(database === 'postgres')(
    'a process killed mid-run loses nothing: the other takes its leased jobs over',
    async () => {
      const env = { JOBS_LEASE_MS: '1500', JOB_MS: '20' };
      const [doomed] = await Promise.all([startWorkerProcess(env), startWorkerProcess(env)]);
      const ids = await enqueueMany(200);
      await waitFor(async () => (await runs()).some((r) => r.pid === doomed!.pid), {
        what: 'the doomed process at work',
      });
      doomed!.kill('SIGKILL');
      await waitFor(async () => (await doneCount()) === 200, {
        timeoutMs: 60_000,
        what: 'all jobs',
      });
      const rows = await runs();
      const seen = new Map<number, number>();
      for (const r of rows) seen.set(r.job_id, (seen.get(r.job_id) ?? 0) + 1);
      expect([...seen.keys()].sort((x, y) => x - y)).toEqual(ids);
      // Only what the killed process held (4 workers x 5 jobs) may have run twice.
      expect([...seen.values()].filter((n) => n > 1).length).toBeLessThanOrEqual(20);
      expect(Math.max(...seen.values())).toBeLessThanOrEqual(2);
    },
  );
});
