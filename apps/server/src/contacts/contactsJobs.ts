import { CONTACT_BULK_ACTIONS, type ContactBulkJob } from '@crm/api-client';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { HttpError } from '../http/HttpError';
import { jobContinues, jobDone, JobFailure, type JobKind } from '../jobs/jobKinds';
import { jobsRepository, type JobView } from '../jobs/jobsRepository';
import { enqueueJob } from '../jobs/jobWorkers';
import { contactsRepository, type BulkChange, type ContactActor } from './contactsRepository';
import type { ContactsFilter } from './queries/contactsFilter';

export const BULK_CONTACTS = 'contacts.bulk';

/** A large bulk action: the filter's contacts up to `maxId` (those there when it was asked for). */
export interface BulkContactsPayload {
  change: BulkChange;
  filter: ContactsFilter;
  maxId: number;
  total: number;
  /** Who asked for it (the contacts' history); absent in jobs queued before it was kept: the owner. */
  actor?: ContactActor;
}

/** Contacts per batch: one short transaction each (SQLite's writer is free again between them). */
export const BULK_BATCH_SIZE = 1000;
/** Batches per turn: then other accounts' jobs run, and this one continues after them. */
const BATCHES_PER_TURN = 10;

export interface BulkContactsOptions {
  /** @default BULK_BATCH_SIZE */
  batchSize?: number;
  /** Called inside each batch's transaction after its writes (tests: a crash mid-batch). */
  onBatch?: (batch: { afterId: number; count: number }) => void | Promise<void>;
  /** Called after each batch has committed (tests: a restart between batches). */
  afterBatch?: (batch: { lastId: number; done: number }) => void | Promise<void>;
}

/**
 * Runs a large bulk action (tag, untag, status, delete, add to campaign) a batch at a time: each
 * batch's writes commit with the job's position and progress, so a restart resumes after the last
 * committed batch and nothing is done twice or skipped; memory holds one batch of ids. The report
 * is `{ affected }`, the contacts the action covered.
 */
export function bulkContactsJob(
  options: BulkContactsOptions = {},
): JobKind<BulkContactsPayload, { afterId: number }> {
  const batchSize = options.batchSize ?? BULK_BATCH_SIZE;
  return {
    name: BULK_CONTACTS,
    // A batch that fails (a lock timeout) is retried from the last saved one.
    retryDelaysMs: [1000, 10_000, 60_000],
    payload(value) {
      const payload = value as Partial<BulkContactsPayload> | null;
      const action = payload?.change?.action;
      if (!action || !(CONTACT_BULK_ACTIONS as readonly string[]).includes(action))
        throw new Error('action is missing');
      if (typeof payload.maxId !== 'number' || typeof payload.total !== 'number')
        throw new Error('maxId and total are required');
      return {
        change: payload.change!,
        filter: payload.filter ?? {},
        maxId: payload.maxId,
        total: payload.total,
        ...(payload.actor ? { actor: payload.actor } : {}),
      };
    },
    async run(job) {
      if (!job.scope) throw new JobFailure('A bulk action needs its owner');
      const scope = job.scope;
      const { change, filter, maxId, total, actor } = job.payload;
      for (let turn = 0; turn < BATCHES_PER_TURN; turn++) {
        const afterId = job.checkpoint?.afterId ?? 0;
        // Saved after the batch's writes, in their transaction: `work` moves it on.
        const step = { checkpoint: { afterId }, done: job.progress.done, total };
        let lastId: number | undefined;
        await job.saveStep(step, async (trx) => {
          const batch = await contactsRepository(trx, scope, actor).bulk.batch(filter, change, {
            afterId,
            maxId,
            limit: batchSize,
          });
          await options.onBatch?.({ afterId, count: batch.count });
          lastId = batch.lastId;
          if (lastId !== undefined) {
            step.checkpoint = { afterId: lastId };
            step.done += batch.count;
          }
        });
        if (lastId === undefined) return jobDone({ affected: step.done });
        await options.afterBatch?.({ lastId, done: step.done });
        // Let requests in between batches (SQLite answers synchronously).
        await new Promise((resolve) => setImmediate(resolve));
      }
      return jobContinues({ checkpoint: job.checkpoint!, done: job.progress.done, total });
    },
  };
}

/** Queues a large bulk action for `scope`; its progress is read with `bulkJobOf`. */
export async function enqueueBulkContacts(
  database: Db,
  scope: Scope,
  payload: Omit<BulkContactsPayload, 'maxId'>,
): Promise<ContactBulkJob> {
  const maxId = await contactsRepository(database, scope).bulk.lastId();
  const { id } = await enqueueJob(database, {
    kind: BULK_CONTACTS,
    scope,
    payload: { ...payload, maxId },
  });
  return {
    id,
    action: payload.change.action,
    state: 'queued',
    done: 0,
    total: payload.total,
    affected: null,
    error: null,
  };
}

/** A bulk job as the screen shows it; a 404 when it is not the scope's (or not a bulk job). */
export async function bulkJobOf(database: Db, scope: Scope, id: number): Promise<ContactBulkJob> {
  const row = await jobsRepository(database).find(scope, id);
  if (!row || row.kind !== BULK_CONTACTS) throw new HttpError(404, 'Bulk action not found');
  return toBulkJob(row, await jobsRepository(database).get(id));
}

function toBulkJob(
  view: JobView,
  row: Awaited<ReturnType<ReturnType<typeof jobsRepository>['get']>>,
) {
  const payload = JSON.parse(row!.payload) as BulkContactsPayload;
  const result = view.result as { affected?: number } | undefined;
  return {
    id: view.id,
    action: payload.change.action,
    state: view.state === 'done' ? 'done' : view.state === 'queued' ? 'queued' : 'failed',
    done: view.progress.done,
    total: view.progress.total ?? payload.total,
    affected: view.state === 'done' ? (result?.affected ?? view.progress.done) : null,
    error: view.state === 'parked' || view.state === 'cancelled' ? (view.error ?? 'Stopped') : null,
  } satisfies ContactBulkJob;
}
