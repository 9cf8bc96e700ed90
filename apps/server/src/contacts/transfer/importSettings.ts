import {
  defaultPdfLimits,
  defaultXlsxLimits,
  type PdfLimits,
  type XlsxLimits,
} from './parse/importLimits';
import type { ImportFileType } from './upload/sniffFileType';

/** Import limits; each can be set through the environment (read per request, so tests can too). */
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
  /** IMPORT_WORKER_MEMORY_MB: heap cap of the parse worker for XLSX and PDF (exceljs and pdf.js need room). */
  workerMemoryMb: number;
  /** IMPORT_CSV_WORKER_MEMORY_MB: heap cap for CSV, which streams in small chunks. */
  csvWorkerMemoryMb: number;
  xlsx: XlsxLimits;
  pdf: PdfLimits;
  /** Valid rows per batch handed from the worker to the database. */
  batchSize: number;
}

function num(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

export function importSettings(env: NodeJS.ProcessEnv = process.env): ImportSettings {
  return {
    maxBytes: num(env.IMPORT_MAX_BYTES, 50 * 1024 * 1024),
    timeoutMs: num(env.IMPORT_TIMEOUT_MS, 10 * 60 * 1000),
    xlsxTimeoutMs: num(env.IMPORT_XLSX_TIMEOUT_MS, 60 * 1000),
    pdfTimeoutMs: num(env.IMPORT_PDF_TIMEOUT_MS, 30 * 1000),
    maxQueued: num(env.IMPORT_MAX_QUEUED, 8),
    workerMemoryMb: num(env.IMPORT_WORKER_MEMORY_MB, 160),
    csvWorkerMemoryMb: num(env.IMPORT_CSV_WORKER_MEMORY_MB, 64),
    xlsx: {
      maxUncompressedBytes: num(
        env.IMPORT_XLSX_MAX_UNCOMPRESSED_BYTES,
        defaultXlsxLimits.maxUncompressedBytes,
      ),
      maxEntries: defaultXlsxLimits.maxEntries,
      maxRows: num(env.IMPORT_XLSX_MAX_ROWS, defaultXlsxLimits.maxRows),
      maxColumns: num(env.IMPORT_XLSX_MAX_COLUMNS, defaultXlsxLimits.maxColumns),
    },
    pdf: { maxPages: num(env.IMPORT_PDF_MAX_PAGES, defaultPdfLimits.maxPages) },
    batchSize: 2000,
  };
}

/** The reading time limit of a file of this type. */
export const timeoutFor = (settings: ImportSettings, fileType: ImportFileType): number =>
  fileType === 'pdf'
    ? settings.pdfTimeoutMs
    : fileType === 'xlsx'
      ? settings.xlsxTimeoutMs
      : settings.timeoutMs;
