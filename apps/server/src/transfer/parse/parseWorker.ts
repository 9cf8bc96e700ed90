import { parentPort, workerData } from 'node:worker_threads';
import { ImportFailure } from '../ImportFailure';
import type { TextEncoding } from './parseCsv';
import type { ParseJob, ParseMessage } from './parseJob';
import { RowCollector } from './RowCollector';
import type { StoreInput } from '../store/storeWorker';

/**
 * Runs in a worker thread so a huge or hostile file costs this thread's CPU and (capped) memory,
 * never the request thread's. Batches are posted as they fill; the worker blocks (Atomics.wait is
 * allowed off the main thread) while `maxInFlight` batches wait to be stored, so memory stays flat
 * however fast parsing outruns the database.
 */
const job = workerData as ParseJob;
const port = parentPort;
if (!port) throw new Error('parseWorker must run as a worker thread');
const inFlight = new Int32Array(job.inFlight);
const send = (message: ParseMessage) => port.postMessage(message);

const collector = new RowCollector(
  job.batchSize,
  (rows) => {
    for (let n = Atomics.load(inFlight, 0); n >= job.maxInFlight; n = Atomics.load(inFlight, 0)) {
      Atomics.wait(inFlight, 0, n, 1000);
    }
    Atomics.add(inFlight, 0, 1);
    if (job.storePort) job.storePort.postMessage({ type: 'rows', rows } satisfies StoreInput);
    else send({ type: 'batch', rows });
  },
  job.mapping,
  (read, total) => send({ type: 'progress', read, total }),
);

async function run(): Promise<void> {
  let encoding: TextEncoding | undefined;
  let note: string | undefined;
  // Each parser loads only when needed: pdf.js and exceljs are large and slow a CSV import's start.
  if (job.fileType === 'csv') {
    const { parseCsv } = await import('./parseCsv');
    ({ encoding } = await parseCsv(job.filePath, collector));
  } else if (job.fileType === 'xlsx') {
    const { parseXlsx } = await import('./parseXlsx');
    await parseXlsx(job.filePath, collector, job.xlsx);
  } else {
    const { parsePdf, PDF_NOTE } = await import('./parsePdf');
    await parsePdf(job.filePath, collector, job.pdf);
    note = PDF_NOTE;
  }
  collector.end();
  if (job.storePort) {
    job.storePort.postMessage({ type: 'end' } satisfies StoreInput);
    job.storePort.close();
    send({ type: 'parsed' });
  }
  send({
    type: 'done',
    summary: collector.summary,
    ...(encoding ? { encoding } : {}),
    ...(note ? { note } : {}),
  });
}

run().catch((error: unknown) => {
  if (error instanceof ImportFailure) {
    send({ type: 'failure', status: error.status, message: error.message });
  } else {
    console.error('Import parse failed:', error);
    send({
      type: 'failure',
      status: 400,
      message: 'The file could not be read. Please check the file and try again.',
    });
  }
});
