import type { PdfLimits, XlsxLimits } from './parse/importLimits';
import type { ImportFileType } from './upload/sniffFileType';

/** Import limits; each can be set through the environment (read by loadImportSettings in config.ts). */
export interface ImportSettings {
  /** IMPORT_MAX_BYTES: largest accepted file (default 50 MB); larger answers 413. */
  maxBytes: number;
  /** IMPORT_TIMEOUT_MS: longest a CSV may take to read (storing is not counted). */
  timeoutMs: number;
  /**
   * IMPORT_XLSX_TIMEOUT_MS: XLSX gets far less (60 s): inflating and walking XML is where hostile
   * workbooks bite, and a genuine sheet of a million rows reads well within it.
   */
  xlsxTimeoutMs: number;
  /** IMPORT_PDF_TIMEOUT_MS: PDFs get less time, as text extraction is where hostile files bite. */
  pdfTimeoutMs: number;
  /**
   * IMPORT_MAX_QUEUED: imports that may wait for their turn (uploaded, each holding its temporary
   * file); one more answers 429 instead of queueing without end.
   */
  maxQueued: number;
  /**
   * IMPORT_MAX_PER_ACCOUNT: imports one account may have in progress (uploading, waiting or
   * running); one more answers 429 for that account only (default 2: one running, one next).
   */
  maxPerAccount: number;
  /** IMPORT_WORKER_MEMORY_MB: heap cap of the parse worker for XLSX and PDF (exceljs and pdf.js need room). */
  workerMemoryMb: number;
  /** IMPORT_CSV_WORKER_MEMORY_MB: heap cap for CSV, which streams in small chunks. */
  csvWorkerMemoryMb: number;
  xlsx: XlsxLimits;
  pdf: PdfLimits;
  /** Valid rows per batch handed from the worker to the database. */
  batchSize: number;
}

/** The reading time limit of a file of this type. */
export const timeoutFor = (settings: ImportSettings, fileType: ImportFileType): number =>
  fileType === 'pdf'
    ? settings.pdfTimeoutMs
    : fileType === 'xlsx'
      ? settings.xlsxTimeoutMs
      : settings.timeoutMs;
