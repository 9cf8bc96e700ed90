import { MessageChannel } from 'node:worker_threads';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ImportMappingSchema,
  importLimitMessage,
  type ImportMapping,
  type ImportResult,
  type Plan,
} from '@crm/api-client';
import * as v from 'valibot';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { ImportFailure } from './ImportFailure';
import { timeoutFor, type ImportSettings } from './importSettings';
import type { ImportQueue } from './ImportQueue';
import { receiveUpload, type ReceivedUpload } from './upload/receiveUpload';
import { runParseWorker, type ParseDone } from './parse/runParseWorker';
import { ContactLimitExceeded } from './store/ContactLimitExceeded';
import { runStoreWorker } from './store/runStoreWorker';
import { checkContent } from './upload/sniffFileType';
import { transferRepository } from './transferRepository';
import { importDirPrefix } from './upload/sweepImportTempDirs';

/** Why rows count as failed: an existing contact is never changed by an import. */
export const FAILED_REASON =
  'Email already exists among your contacts; the existing contact was not changed.';

/** The answer of the import, with the count of in-file duplicates always present. */
export type ImportAnswer = ImportResult & {
  details: ImportResult['details'] & { duplicateCount: number; unsubscribedCount: number };
};

export interface ImportRequest {
  db: Db;
  scope: Scope;
  /** The SQLite file (the import opens its own connection to it); unset on PostgreSQL. */
  sqliteFile: string | undefined;
  sqliteBusyTimeoutMs: number;
  body: ReadableStream<Uint8Array> | NodeJS.ReadableStream | null;
  contentType: string;
  settings: ImportSettings;
  /** Where the parse-and-store phase waits its turn (the upload itself is never queued). */
  queue: ImportQueue;
  /** Rows read of the total while the file is read (see ImportProgress). */
  onProgress?: (read: number, total: number) => void;
  /** The account's plan: an import that would pass its contact limit imports nothing (402). */
  plan: Plan;
}

/**
 * Upload -> temporary file -> parse worker -> one database transaction. The file goes to a fresh
 * private folder under a fixed name, so nothing of the uploaded name reaches the file system, and
 * it is removed whatever happens.
 */
export async function importContactsFile(request: ImportRequest): Promise<ImportAnswer> {
  // Before the upload: an account over its share is refused before its file reaches the disk.
  const ticket = request.queue.admit(request.scope.ownerId, {
    perAccount: request.settings.maxPerAccount,
    maxWaiting: request.settings.maxQueued,
  });
  let dir: string | undefined;
  try {
    dir = await mkdtemp(path.join(tmpdir(), importDirPrefix()));
    const filePath = path.join(dir, 'upload');
    const upload = await receiveUpload(
      request.body,
      request.contentType,
      filePath,
      request.settings.maxBytes,
    );
    const head = Buffer.alloc(Math.min(4096, upload.size));
    const file = await open(filePath, 'r');
    try {
      await file.read(head, 0, head.length, 0);
    } finally {
      await file.close();
    }
    checkContent(upload.fileType, upload.extension, head);
    const mapping = readMapping(upload.mapping);

    return await ticket.run(() => parseAndStore(request, upload, filePath, mapping));
  } finally {
    ticket.release();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

/** The optional `mapping` field, checked with the contract's schema before the import queues. */
function readMapping(text: string | undefined): ImportMapping | undefined {
  if (text === undefined || text === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportFailure(400, 'The column mapping is not valid JSON.');
  }
  const result = v.safeParse(ImportMappingSchema, json);
  if (!result.success) {
    throw new ImportFailure(400, `The column mapping is not valid: ${result.issues[0].message}`);
  }
  return result.output;
}

async function parseAndStore(
  request: ImportRequest,
  upload: ReceivedUpload,
  filePath: string,
  mapping: ImportMapping | undefined,
): Promise<ImportAnswer> {
  const { settings } = request;
  // SQLite: a store worker stages the rows while the parse worker reads on (SqliteImportStore).
  const inFlight = new SharedArrayBuffer(4);
  const channel = request.sqliteFile ? new MessageChannel() : undefined;
  const store =
    channel && request.sqliteFile
      ? runStoreWorker(
          {
            file: request.sqliteFile,
            busyTimeoutMs: request.sqliteBusyTimeoutMs,
            userId: request.scope.ownerId,
            contactLimit: request.plan.contactLimit,
            fileName: upload.fileName,
          },
          channel.port2,
          inFlight,
        )
      : undefined;
  const parse = runParseWorker(
    {
      filePath,
      fileType: upload.fileType,
      batchSize: settings.batchSize,
      ...(mapping ? { mapping } : {}),
      xlsx: settings.xlsx,
      pdf: settings.pdf,
      maxInFlight: 4,
      ...(channel ? { storePort: channel.port1 } : {}),
    },
    {
      timeoutMs: timeoutFor(settings, upload.fileType),
      memoryMb: upload.fileType === 'csv' ? settings.csvWorkerMemoryMb : settings.workerMemoryMb,
    },
    inFlight,
    request.onProgress,
  );
  let done: ParseDone | undefined;
  const batches = {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const step = await parse.next();
        if (step.done) {
          done = step.value;
          return;
        }
        yield step.value;
      }
    },
  };
  let counts;
  try {
    if (store) {
      // Batches go to the store worker; a failure there must not wait for the parse to end.
      const next = parse.next();
      try {
        await Promise.race([next, store.counts]);
      } catch (storeError) {
        // A parse failure ends the store worker too: its own message, arriving just after, says
        // more. A store worker that failed on its own leaves the parse blocked, so wait briefly.
        const parseError = await Promise.race([
          next.then(
            () => undefined,
            (error: unknown) => error,
          ),
          new Promise<undefined>((resolve) => setTimeout(resolve, 2000)),
        ]);
        throw parseError ?? storeError;
      }
      const step = await next;
      if (!step.done) throw new Error('parse worker sent a batch meant for the store worker');
      done = step.value;
      counts = await store.counts;
    } else {
      counts = await transferRepository(request.db, request.scope).store(
        batches,
        request.plan.contactLimit,
        upload.fileName,
      );
    }
  } catch (error) {
    if (error instanceof ContactLimitExceeded) {
      throw new ImportFailure(
        402,
        importLimitMessage(request.plan, error.count, error.newContacts),
      );
    }
    throw error;
  } finally {
    await parse.return(undefined as never);
    await store?.stop();
  }
  if (!done || !counts) throw new Error('parse worker ended without a summary');
  const { summary } = done;
  if (summary.totalProcessed === 0) {
    throw new ImportFailure(400, 'No contacts found: the file has a header row but no data rows.');
  }
  const fileType = upload.extension === 'xls' ? 'xls' : upload.fileType;
  return {
    importedCount: counts.importedCount,
    invalidCount: summary.invalidCount,
    failedCount: counts.failedCount,
    totalProcessed: summary.totalProcessed,
    details: {
      fileType,
      errors: summary.invalidRows,
      duplicateCount: counts.duplicateCount,
      ...(counts.failedCount > 0 ? { failedReason: FAILED_REASON } : {}),
      ...(done.encoding ? { encoding: done.encoding } : {}),
      ...(done.note ? { note: done.note } : {}),
      ...(summary.source ? { source: summary.source } : {}),
      unsubscribedCount: summary.unsubscribedCount,
      suppressedCount: counts.suppressedCount,
    },
  };
}
