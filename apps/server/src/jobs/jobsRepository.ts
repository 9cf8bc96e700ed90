import { sql, type RawBuilder, type Selectable } from 'kysely';
import { toIso } from '../db/columnTypes';
import type { Db } from '../db/Db';
import { OWNER, type Scope } from '../db/scope';
import { sqlTimestamp } from '../db/sqlTimestamp';
import type { JobState, JobsTable } from './jobsTable';
import type { Claim, Group } from './workerPool';

export type JobRow = Selectable<JobsTable>;

/** A new job. `scope` null: the server's own work (no owner). */
export interface NewJob {
  kind: string;
  scope: Scope | null;
  payload: unknown;
  /** When it is due. @default now */
  runAt?: Date;
  /** Enqueueing the same key of the same kind again returns the first job instead of a second. */
  key?: string;
}

/** A job as a screen or a test reads it. */
export interface JobView {
  id: number;
  kind: string;
  state: JobState;
  runAt: string;
  attempts: number;
  progress: { done: number; total: number | null };
  result: unknown;
  error: string | null;
  finishedAt: string | null;
}

/** Where a long job is: what it saved to resume from, and how far it got. */
export interface JobStep {
  checkpoint: unknown;
  done: number;
  total?: number | null;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
const parse = (text: string | null): unknown => (text === null ? undefined : JSON.parse(text));

export function toJobView(row: JobRow): JobView {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    runAt: toIso(row.run_at),
    attempts: Number(row.attempts),
    progress: {
      done: Number(row.progress_done),
      total: row.progress_total === null ? null : Number(row.progress_total),
    },
    result: parse(row.result),
    error: row.error,
    finishedAt: row.finished_at === null ? null : toIso(row.finished_at),
  };
}

/** The JSON a row stores, read back (payload and checkpoint). */
export const jobPayload = (row: JobRow): unknown => JSON.parse(row.payload);
export const jobCheckpoint = (row: JobRow): unknown => parse(row.checkpoint);

/**
 * The `jobs` table: queueing, the workers' claims and leases, and each job's end (done, retried,
 * parked). Not scoped: workers serve every owner; `find` takes the scope a screen reads with.
 * Every write of a claimed job checks that this worker still holds it, so a worker whose lease ran
 * out (and whose job another worker took over) cannot overwrite the newer run's state.
 */
export function jobsRepository(database: Db) {
  const { db, dialect } = database;
  const at = (date: Date) => sqlTimestamp(dialect, date.toISOString());
  const held = (id: number, workerId: string) =>
    db
      .updateTable('jobs')
      .where('id', '=', id)
      .where('claimed_by', '=', workerId)
      .where('state', '=', 'queued');

  return {
    /** Queues a job (once per key); whether it was new, and its id either way. */
    async enqueue(job: NewJob, now: Date): Promise<{ id: number; created: boolean }> {
      const nowIso = now.toISOString();
      const inserted = await db
        .insertInto('jobs')
        .values({
          [OWNER]: job.scope?.ownerId ?? null,
          kind: job.kind,
          payload: JSON.stringify(job.payload ?? null),
          run_at: (job.runAt ?? now).toISOString(),
          idempotency_key: job.key ?? null,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .onConflict((oc) => oc.columns(['idempotency_key', 'kind']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        // Other processes' workers wake at commit (PostgreSQL delivers NOTIFY then).
        if (dialect === 'postgres') await sql`select pg_notify(${JOBS_CHANNEL}, '')`.execute(db);
        return { id: inserted.id, created: true };
      }
      const first = await db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', job.kind)
        .where('idempotency_key', '=', job.key ?? null)
        .executeTakeFirstOrThrow();
      return { id: first.id, created: false };
    },

    /**
     * The owners with jobs of `kinds` due at `now` and not leased, earliest first. It walks the
     * owners of queued jobs on the per-owner index (`jobs_owner_due`), one step per owner, and
     * reads each one's first claimable job, where grouping every due row by owner read all of
     * them (100,000 after a large enrolment), in every process, each second. Jobs waiting for a
     * later time cost nothing here.
     */
    async dueOwners(kinds: readonly string[], now: Date): Promise<Group[]> {
      const owner = sql.ref(OWNER);
      const first = (whose: RawBuilder<unknown>) => sql`(
        select run_at from jobs
        where ${whose} and state = 'queued' and run_at <= ${at(now)}
          and kind in (${sql.join(kinds)})
          and (claimed_until is null or claimed_until < ${at(now)})
        order by run_at limit 1)`;
      const due = sql<{ owner: number | null }>`
        with recursive owners(id) as (
          select min(${owner}) from jobs where state = 'queued'
          union all
          select (select min(${owner}) from jobs where state = 'queued' and ${owner} > owners.id)
          from owners where owners.id is not null)
        select owner, due from (
          select id as owner, ${first(sql`${owner} = owners.id`)} as due
          from owners where id is not null
          union all
          select null as owner, ${first(sql`${owner} is null`)} as due) found
        where due is not null order by due limit 1000`;
      const { rows } = await due.execute(db);
      return rows.map((r) => ({ ownerId: r.owner, key: r.owner ?? 0 }));
    },

    /**
     * Claims up to `limit` due jobs of one owner, oldest due first, counting an attempt each. On
     * PostgreSQL the inner select takes row locks with SKIP LOCKED, so workers in several processes
     * get disjoint batches without waiting for each other; SQLite has one writer anyway.
     */
    async claim(ownerId: number | null, kinds: readonly string[], claim: Claim) {
      const nowIso = claim.now.toISOString();
      return db
        .updateTable('jobs')
        .set((eb) => ({
          claimed_by: claim.workerId,
          claimed_until: at(claim.leaseUntil),
          attempts: eb('attempts', '+', 1),
          updated_at: nowIso,
        }))
        .where('id', 'in', (eb) => {
          const due = eb
            .selectFrom('jobs')
            .select('id')
            .where(OWNER, ownerId === null ? 'is' : '=', ownerId)
            .where('state', '=', 'queued')
            .where('run_at', '<=', at(claim.now))
            .where('kind', 'in', kinds)
            .where((w) =>
              w.or([w('claimed_until', 'is', null), w('claimed_until', '<', at(claim.now))]),
            )
            .orderBy('run_at')
            .orderBy('id')
            .limit(claim.limit);
          return dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
        })
        .returningAll()
        .execute();
    },

    /** Keeps the jobs a worker still holds leased. */
    async renew(workerId: string, ids: number[], leaseUntil: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('jobs')
        .set({ claimed_until: at(leaseUntil) })
        .where('id', 'in', ids)
        .where('claimed_by', '=', workerId)
        .where('state', '=', 'queued')
        .execute();
    },

    /** Hands back jobs claimed but never started, this attempt uncounted. */
    async release(workerId: string, ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('jobs')
        .set((eb) => ({ claimed_by: null, claimed_until: null, attempts: eb('attempts', '-', 1) }))
        .where('id', 'in', ids)
        .where('claimed_by', '=', workerId)
        .where('state', '=', 'queued')
        .execute();
    },

    /** Frees every lease (SQLite at start: any lease is a dead process's). */
    async releaseAll(): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ claimed_by: null, claimed_until: null })
        .where('state', '=', 'queued')
        .where('claimed_until', 'is not', null)
        .execute();
    },

    /** The job ended well; `report` is what its screen shows. False when the lease was lost. */
    async complete(id: number, workerId: string, report: unknown, now: Date): Promise<boolean> {
      const result = await held(id, workerId)
        .set({
          state: 'done',
          result: json(report),
          error: null,
          claimed_by: null,
          claimed_until: null,
          updated_at: now.toISOString(),
          finished_at: now.toISOString(),
        })
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Due again at `runAt` after a failure (`error` says why). */
    async retry(id: number, workerId: string, error: string, runAt: Date, now: Date) {
      await held(id, workerId)
        .set({
          run_at: at(runAt),
          error,
          claimed_by: null,
          claimed_until: null,
          updated_at: now.toISOString(),
        })
        .execute();
    },

    /** Stopped until a person looks: `error` is what they read. */
    async park(id: number, workerId: string, error: string, now: Date) {
      await held(id, workerId)
        .set({
          state: 'parked',
          error,
          claimed_by: null,
          claimed_until: null,
          updated_at: now.toISOString(),
        })
        .execute();
    },

    /**
     * A long job's step is done: it saves where it is and goes back in the queue (due at `runAt`)
     * to take its turn again, its attempts counted afresh for the next step.
     */
    async continueAt(id: number, workerId: string, step: JobStep, runAt: Date, now: Date) {
      await held(id, workerId)
        .set({
          run_at: at(runAt),
          attempts: 0,
          checkpoint: json(step.checkpoint),
          progress_done: step.done,
          ...(step.total !== undefined ? { progress_total: step.total } : {}),
          error: null,
          claimed_by: null,
          claimed_until: null,
          updated_at: now.toISOString(),
        })
        .execute();
    },

    /** Saves a running job's progress; false when this worker no longer holds it. */
    async saveStep(id: number, workerId: string, step: JobStep, now: Date): Promise<boolean> {
      const result = await held(id, workerId)
        .set({
          checkpoint: json(step.checkpoint),
          progress_done: step.done,
          ...(step.total !== undefined ? { progress_total: step.total } : {}),
          updated_at: now.toISOString(),
        })
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * `saveStep` for many jobs: a statement per distinct step (a batch of a workflow's contacts
     * at one step saves in one). The ids this worker still held, whose steps were saved.
     */
    async saveSteps(
      workerId: string,
      items: readonly { id: number; step: JobStep }[],
      now: Date,
      /** Also hands them back to the queue due then, their attempts counted afresh (`continueAt`). */
      continueAt?: Date,
    ): Promise<Set<number>> {
      const groups = new Map<string, { step: JobStep; ids: number[] }>();
      for (const { id, step } of items) {
        const key = JSON.stringify([step.checkpoint, step.done, step.total]);
        const group = groups.get(key);
        if (group) group.ids.push(id);
        else groups.set(key, { step, ids: [id] });
      }
      const saved = new Set<number>();
      for (const { step, ids } of groups.values()) {
        const rows = await db
          .updateTable('jobs')
          .set({
            checkpoint: json(step.checkpoint),
            progress_done: step.done,
            ...(step.total !== undefined ? { progress_total: step.total } : {}),
            ...(continueAt
              ? {
                  run_at: at(continueAt),
                  attempts: 0,
                  error: null,
                  claimed_by: null,
                  claimed_until: null,
                }
              : {}),
            updated_at: now.toISOString(),
          })
          .where('id', 'in', ids)
          .where('claimed_by', '=', workerId)
          .where('state', '=', 'queued')
          .returning('id')
          .execute();
        for (const row of rows) saved.add(row.id);
      }
      return saved;
    },

    /** One job as its owner sees it (another owner's job does not exist here). */
    async find(scope: Scope, id: number): Promise<JobView | undefined> {
      const row = await db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', id)
        .where(OWNER, '=', scope.ownerId)
        .executeTakeFirst();
      return row && toJobView(row);
    },

    /** Any job by id (the server's own code and tests). */
    async get(id: number): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * The queued, unclaimed job of `kind` with `key` due now instead of later: a job that waits
     * for another's end (a contact's next webhook delivery) is woken by it. False when none waits.
     */
    async wakeKey(scope: Scope, kind: string, key: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ run_at: at(now), updated_at: now.toISOString() })
        .where('kind', '=', kind)
        .where('idempotency_key', '=', key)
        .where(OWNER, '=', scope.ownerId)
        .where('state', '=', 'queued')
        .where('claimed_by', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A parked job due again now, with a fresh count of attempts (a "Retry" button). */
    /** `retryParked` for the job of `kind` queued with `key` (a screen that knows its own key). */
    async retryParkedKey(scope: Scope, kind: string, key: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ state: 'queued', run_at: at(now), attempts: 0, updated_at: now.toISOString() })
        .where('kind', '=', kind)
        .where('idempotency_key', '=', key)
        .where(OWNER, '=', scope.ownerId)
        .where('state', '=', 'parked')
        .executeTakeFirst();
      const retried = Number(result.numUpdatedRows) > 0;
      if (retried && dialect === 'postgres')
        await sql`select pg_notify(${JOBS_CHANNEL}, '')`.execute(db);
      return retried;
    },

    /**
     * Queues one job of `kind` per row `rows` selects, in one statement, due at `now`: the rows give
     * each job's owner, payload (JSON text) and key, in that order. Keys already queued are skipped.
     * How an area queues 100,000 jobs at once (a workflow's enrolment) without a round trip each.
     */
    async enqueueSelected(
      kind: string,
      rows: (at: (date: Date) => RawBuilder<string>) => {
        owner: RawBuilder<unknown>;
        payload: RawBuilder<unknown>;
        key: RawBuilder<unknown>;
        from: RawBuilder<unknown>;
      },
      now: Date,
    ): Promise<number> {
      const select = rows(at);
      const when = at(now);
      const result = await sql`
        insert into jobs (${sql.ref(OWNER)}, kind, payload, run_at, idempotency_key, created_at, updated_at)
        select ${select.owner}, ${kind}, ${select.payload}, ${when}, ${select.key}, ${when}, ${when}
        ${select.from}
        on conflict (idempotency_key, kind) do nothing`.execute(db);
      const queued = Number(result.numAffectedRows ?? 0);
      if (queued > 0 && dialect === 'postgres')
        await sql`select pg_notify(${JOBS_CHANNEL}, '')`.execute(db);
      return queued;
    },

    /**
     * Makes the queued jobs of `kind` whose keys `keys` selects (a subquery) due now: jobs put far
     * ahead to hold (a paused workflow's contacts) go on when their holder lets them.
     */
    async dueNow(kind: string, keys: RawBuilder<unknown>, now: Date): Promise<number> {
      const result = await db
        .updateTable('jobs')
        .set({ run_at: at(now), updated_at: now.toISOString() })
        .where('kind', '=', kind)
        .where('state', '=', 'queued')
        .where(sql<boolean>`idempotency_key in (${keys})`)
        .executeTakeFirst();
      const due = Number(result.numUpdatedRows);
      if (due > 0 && dialect === 'postgres')
        await sql`select pg_notify(${JOBS_CHANNEL}, '')`.execute(db);
      return due;
    },

    /**
     * Ends the unfinished jobs (queued, waiting or parked) of `kind` of one owner whose payload
     * text `payloads` selects (a subquery): work whose subject is deleted never runs. A job a
     * worker is running at that moment ends with its attempt: its outcome is not written (the
     * writes check the state), so it is neither retried nor continued.
     */
    async cancelPayloads(
      scope: Scope,
      kind: string,
      payloads: RawBuilder<unknown>,
      reason: string,
      now: Date,
    ): Promise<number> {
      const result = await db
        .updateTable('jobs')
        .set({
          state: 'cancelled',
          error: reason,
          claimed_by: null,
          claimed_until: null,
          updated_at: now.toISOString(),
          finished_at: now.toISOString(),
        })
        .where(OWNER, '=', scope.ownerId)
        .where('kind', '=', kind)
        .where('state', 'in', ['queued', 'parked'])
        .where(sql<boolean>`payload in (${payloads})`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async retryParked(scope: Scope, id: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ state: 'queued', run_at: at(now), attempts: 0, updated_at: now.toISOString() })
        .where('id', '=', id)
        .where(OWNER, '=', scope.ownerId)
        .where('state', '=', 'parked')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes finished jobs (done or cancelled) that ended before `before`. */
    async purgeFinished(before: Date): Promise<number> {
      // Literal states, so SQLite can prove the partial index `jobs_finished` applies.
      const result = await db
        .deleteFrom('jobs')
        .where(sql<boolean>`state in ('done', 'cancelled')`)
        .where('finished_at', '<', at(before))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** The PostgreSQL channel an enqueue notifies and the workers of every process listen on. */
export const JOBS_CHANNEL = 'crm_jobs';
