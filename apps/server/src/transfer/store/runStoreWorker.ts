import { Worker, type MessagePort } from 'node:worker_threads';
import { isSqliteBusy } from '../../db/databaseErrors';
import { ImportFailure } from '../ImportFailure';
import { ContactLimitExceeded } from './ContactLimitExceeded';
import type { SqliteStoreTarget } from './SqliteImportStore';
import type { StoreCounts } from './importCounts';
import type { StoreJob, StoreMessage } from './storeWorker';
import { workerScript } from '../workerScripts';

export interface StoreWorker {
  /** Settles once the copy committed, or rejects as soon as the worker fails. */
  counts: Promise<StoreCounts>;
  /** Ends the worker; before `counts` settled that drops the import (nothing was committed). */
  stop(): Promise<void>;
}

/** Starts the SQLite store worker (see storeWorker.ts); the parse worker feeds it through `rows`. */
export function runStoreWorker(
  target: SqliteStoreTarget,
  rows: MessagePort,
  inFlight: SharedArrayBuffer,
): StoreWorker {
  const worker = new Worker(workerScript('storeWorker'), {
    workerData: { target, rows, inFlight } satisfies StoreJob,
    transferList: [rows],
    execArgv: ['--conditions=@crm/source'],
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
    stdout: false,
    stderr: false,
  });
  const counts = new Promise<StoreCounts>((resolve, reject) => {
    worker.on('message', (message: StoreMessage) => {
      if (message.type === 'stored') resolve(message.counts);
      else if (message.type === 'overLimit')
        reject(new ContactLimitExceeded(message.count, message.newContacts));
      else if (isSqliteBusy(message))
        reject(
          new ImportFailure(
            503,
            'The database is busy, so the import was not saved. Please try again.',
          ),
        );
      else reject(new Error(`import store failed: ${message.message}`));
    });
    worker.on('error', reject);
    worker.on('exit', () => reject(new Error('import store worker ended early')));
  });
  counts.catch(() => undefined);
  return {
    counts,
    stop: async () => {
      await worker.terminate();
    },
  };
}
