import type { MessagePort } from 'node:worker_threads';
import type { ImportMapping } from '@crm/api-client';
import type { ContactBatch } from './buildContactRow';
import type { ImportFailureStatus } from '../ImportFailure';
import type { TextEncoding } from './parseCsv';
import type { PdfLimits, XlsxLimits } from './importLimits';
import type { CollectorSummary } from './RowCollector';
import type { ImportFileType } from '../upload/sniffFileType';

/** What the parse worker is started with. */
export interface ParseJob {
  filePath: string;
  fileType: ImportFileType;
  batchSize: number;
  /** The user's column mapping, validated by the contract's ImportMappingSchema. */
  mapping?: ImportMapping;
  xlsx: XlsxLimits;
  pdf: PdfLimits;
  /** Int32 counter of batches sent but not yet stored: the worker waits while it is at the cap. */
  inFlight: SharedArrayBuffer;
  maxInFlight: number;
  /** SQLite: batches go straight to the store worker on this port instead of to the caller. */
  storePort?: MessagePort;
}

/**
 * Messages from the worker, in order: batches (or, storing on SQLite, `parsed` once the whole file
 * is read), then exactly one `done` or `failure`.
 */
export type ParseMessage =
  | { type: 'batch'; rows: ContactBatch }
  | { type: 'parsed' }
  /** Rows (CSV lines) read of the total, as the file is read. */
  | { type: 'progress'; read: number; total: number }
  | {
      type: 'done';
      summary: CollectorSummary;
      encoding?: TextEncoding;
      note?: string;
    }
  | { type: 'failure'; status: ImportFailureStatus; message: string };
