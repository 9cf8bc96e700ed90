import { Worker } from 'node:worker_threads';
import type { ContactBatch } from './buildContactRow';
import { ImportFailure } from '../ImportFailure';
import type { ParseJob, ParseMessage } from './parseJob';
import { workerScript } from '../workerScripts';

export type ParseDone = Extract<ParseMessage, { type: 'done' }>;

export interface WorkerLimits {
  /** How long reading the file may take (storing it is not counted: that is not where files bite). */
  timeoutMs: number;
  /** V8 old-space cap of the worker; going over ends the worker, not the server. */
  memoryMb: number;
}

const WORKER_EXEC_ARGV = ['--conditions=@crm/source'];

const tooHeavy = () =>
  new ImportFailure(
    400,
    'The file is too large or too complex to read. Please split it or save it as CSV.',
  );

/**
 * Starts the parse worker and yields its batches. A batch counts as stored when the consumer asks
 * for the next one, which lets the worker parse on; the return value is the worker's summary.
 * Leaving the loop early (or an error) ends the worker.
 */
export async function* runParseWorker(
  job: Omit<ParseJob, 'inFlight'>,
  limits: WorkerLimits,
  /** Shared with the store worker when batches go there (SQLite). */
  inFlight = new SharedArrayBuffer(4),
  /** Rows read of the total, as the worker reads the file. */
  onProgress?: (read: number, total: number) => void,
): AsyncGenerator<ContactBatch, ParseDone> {
  const counter = new Int32Array(inFlight);
  const worker = new Worker(workerScript('parseWorker'), {
    workerData: { ...job, inFlight } satisfies ParseJob,
    transferList: job.storePort ? [job.storePort] : [],
    execArgv: WORKER_EXEC_ARGV,
    // A 16 MB young generation (not 8): parsing makes millions of short-lived strings, and with
    // less room they were promoted and collected again; a million-row CSV took 7.4 s instead of 6.2 s.
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16 },
    stdout: false,
    stderr: false,
  });
  const queue: ParseMessage[] = [];
  let crash: ImportFailure | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  worker.on('message', (message: ParseMessage) => {
    if (message.type === 'progress') {
      onProgress?.(message.read, message.total);
      return;
    }
    queue.push(message);
    notify();
  });
  worker.on('error', (error: Error & { code?: string }) => {
    if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') console.error('Import worker failed:', error);
    crash ??= tooHeavy();
    notify();
  });
  worker.on('exit', () => {
    crash ??= tooHeavy();
    notify();
  });
  const timer = setTimeout(() => {
    crash ??= new ImportFailure(
      400,
      'Reading the file took too long. Please split it into smaller files or save it as CSV.',
    );
    void worker.terminate();
    notify();
  }, limits.timeoutMs);

  try {
    for (;;) {
      const message = queue.shift();
      if (!message) {
        if (crash) throw crash;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if (message.type === 'parsed') {
        clearTimeout(timer);
        continue;
      }
      if (message.type === 'done') return message;
      if (message.type === 'failure') throw new ImportFailure(message.status, message.message);
      if (message.type === 'progress') continue;
      yield message.rows;
      Atomics.sub(counter, 0, 1);
      Atomics.notify(counter, 0);
    }
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}
