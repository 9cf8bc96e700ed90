import type { ContactTuple } from './buildContactRow';
import type { StoreCounts } from './storeContacts';
import type { ImportFailureStatus } from './ImportFailure';
import type { TextEncoding } from './parseCsv';
import type { PdfLimits, XlsxLimits } from './importLimits';
import type { CollectorSummary } from './RowCollector';
import type { SqliteStoreTarget } from './SqliteImportStore';
import type { ImportFileType } from './sniffFileType';

/** What the parse worker is started with. */
export interface ParseJob {
  filePath: string;
  fileType: ImportFileType;
  batchSize: number;
  xlsx: XlsxLimits;
  pdf: PdfLimits;
  /** Int32 counter of batches sent but not yet stored: the worker waits while it is at the cap. */
  inFlight: SharedArrayBuffer;
  maxInFlight: number;
  /** SQLite: the worker stores the rows itself (see SqliteImportStore) instead of posting batches. */
  sqlite?: SqliteStoreTarget;
}

/**
 * Messages from the worker, in order: batches (or, storing on SQLite, `parsed` once the whole file
 * is read), then exactly one `done` or `failure`.
 */
export type ParseMessage =
  | { type: 'batch'; rows: ContactTuple[] }
  | { type: 'parsed' }
  | {
      type: 'done';
      summary: CollectorSummary;
      encoding?: TextEncoding;
      note?: string;
      /** Set when the worker stored the rows itself. */
      stored?: StoreCounts;
    }
  | { type: 'failure'; status: ImportFailureStatus; message: string };
