import type { ContactTuple } from './buildContactRow';
import type { TextEncoding } from './parseCsv';
import type { PdfLimits, XlsxLimits } from './importLimits';
import type { CollectorSummary } from './RowCollector';
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
}

/** Messages from the worker, in order: batches, then exactly one `done` or `failure`. */
export type ParseMessage =
  | { type: 'batch'; rows: ContactTuple[] }
  | { type: 'done'; summary: CollectorSummary; encoding?: TextEncoding; note?: string }
  | { type: 'failure'; status: 400 | 413 | 422; message: string };
