import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportResult } from '@crm/api-client';
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/createDatabase';
import type { Database } from '../../db/schema';
import { ImportFailure } from './ImportFailure';
import { timeoutFor, type ImportSettings } from './importSettings';
import type { ImportQueue } from './ImportQueue';
import { receiveUpload, type ReceivedUpload } from './receiveUpload';
import { runParseWorker, type ParseDone } from './runParseWorker';
import { checkContent } from './sniffFileType';
import { storeContacts } from './storeContacts';
import { importDirPrefix } from './sweepImportTempDirs';

/** Why rows count as failed: an existing contact is never changed by an import. */
export const FAILED_REASON =
  'Email already exists among your contacts; the existing contact was not changed.';

/** The answer of the import, with the count of in-file duplicates always present. */
export type ImportAnswer = ImportResult & {
  details: ImportResult['details'] & { duplicateCount: number };
};

export interface ImportRequest {
  db: Kysely<Database>;
  dialect: SqlDialect;
  userId: number;
  /** The SQLite file (the import opens its own connection to it); unset on PostgreSQL. */
  sqliteFile: string | undefined;
  sqliteBusyTimeoutMs: number;
  body: ReadableStream<Uint8Array> | NodeJS.ReadableStream | null;
  contentType: string;
  settings: ImportSettings;
  /** Where the parse-and-store phase waits its turn (the upload itself is never queued). */
  queue: ImportQueue;
}

/**
 * Upload -> temporary file -> parse worker -> one database transaction. The file goes to a fresh
 * private folder under a fixed name, so nothing of the uploaded name reaches the file system, and
 * it is removed whatever happens.
 */
export async function importContactsFile(request: ImportRequest): Promise<ImportAnswer> {
  const dir = await mkdtemp(path.join(tmpdir(), importDirPrefix()));
  const filePath = path.join(dir, 'upload');
  try {
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

    return await request.queue.run(
      () => parseAndStore(request, upload, filePath),
      request.settings.maxQueued,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function parseAndStore(
  request: ImportRequest,
  upload: ReceivedUpload,
  filePath: string,
): Promise<ImportAnswer> {
  const { settings } = request;
  const parse = runParseWorker(
    {
      filePath,
      fileType: upload.fileType,
      batchSize: settings.batchSize,
      xlsx: settings.xlsx,
      pdf: settings.pdf,
      maxInFlight: 4,
      ...(request.sqliteFile
        ? {
            sqlite: {
              file: request.sqliteFile,
              busyTimeoutMs: request.sqliteBusyTimeoutMs,
              userId: request.userId,
            },
          }
        : {}),
    },
    {
      timeoutMs: timeoutFor(settings, upload.fileType),
      memoryMb: upload.fileType === 'csv' ? settings.csvWorkerMemoryMb : settings.workerMemoryMb,
    },
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
    if (request.sqliteFile) {
      // The worker stored the rows itself; it sends no batches.
      for await (const batch of batches) void batch;
      counts = done?.stored;
    } else {
      counts = await storeContacts(request.db, request.dialect, request.userId, batches);
    }
  } finally {
    await parse.return(undefined as never);
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
    },
  };
}
