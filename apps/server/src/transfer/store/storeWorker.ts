import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { ContactBatch } from '../parse/buildContactRow';
import { SqliteImportStore, type SqliteStoreTarget } from './SqliteImportStore';
import { ContactLimitExceeded } from './ContactLimitExceeded';
import type { StoreCounts } from './importCounts';

/** What the store worker is started with; `rows` receives the parse worker's batches directly. */
export interface StoreJob {
  target: SqliteStoreTarget;
  rows: MessagePort;
  /** Int32 counter of batches sent but not yet staged, shared with the parse worker. */
  inFlight: SharedArrayBuffer;
}

export type StoreMessage =
  | { type: 'stored'; counts: StoreCounts }
  | { type: 'overLimit'; count: number; newContacts: number }
  | { type: 'failure'; code: string | undefined; message: string };

export type StoreInput = { type: 'rows'; rows: ContactBatch } | { type: 'end' };

/**
 * Stages the rows the parse worker sends while it parses on (the two overlap on two cores), then,
 * at `end`, copies them into `contacts` in one transaction (see SqliteImportStore).
 */
const job = workerData as StoreJob;
const port = parentPort;
if (!port) throw new Error('storeWorker must run as a worker thread');
const inFlight = new Int32Array(job.inFlight);
const store = new SqliteImportStore(job.target);
const send = (message: StoreMessage) => port.postMessage(message);

job.rows.on('message', (message: StoreInput) => {
  try {
    if (message.type === 'rows') {
      store.add(message.rows);
      Atomics.sub(inFlight, 0, 1);
      Atomics.notify(inFlight, 0);
      return;
    }
    const counts = store.commit();
    store.close();
    job.rows.close();
    send({ type: 'stored', counts });
  } catch (error) {
    store.close();
    job.rows.close();
    if (error instanceof ContactLimitExceeded) {
      send({ type: 'overLimit', count: error.count, newContacts: error.newContacts });
      return;
    }
    send({
      type: 'failure',
      code: (error as { code?: string }).code,
      message: (error as Error).message,
    });
  }
});
