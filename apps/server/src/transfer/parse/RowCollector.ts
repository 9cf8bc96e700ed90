import type { ImportMapping, ImportSource } from '@crm/api-client';
import { buildContactRow, UNSUBSCRIBED, type ContactBatch } from './buildContactRow';
import { ImportFailure } from '../ImportFailure';
import { mapHeaders, type HeaderMap } from './mapHeaders';

/**
 * The contract's `details.errors` entry: `row` counts data rows from 1 (the header is not a row);
 * `line` is where to find it in the file (see RowSink), with `page` for a PDF.
 */
export interface InvalidRow {
  row: number;
  line: number;
  page?: number;
  message: string;
}

/** How many invalid rows the result lists; the count covers all of them. */
export const MAX_REPORTED_INVALID_ROWS = 10;

export interface CollectorSummary {
  totalProcessed: number;
  invalidCount: number;
  invalidRows: InvalidRow[];
  /** Valid rows that arrive unsubscribed because the file says so. */
  unsubscribedCount: number;
  source?: ImportSource;
}

/** What every parser feeds: a header row first, then the data rows in file order. */
export interface RowSink {
  header(cells: readonly string[]): void;
  /**
   * `line` is where the row starts, as the user would look for it: the line of a CSV (the header
   * is usually line 1; a quoted cell with line breaks spans several), the row number of an XLSX
   * sheet, or the line of text on a PDF's `page`.
   */
  row(cells: readonly string[], line: number, page?: number): void;
  /** How far the file is read: rows (lines, for a CSV) of the total, when the parser knows it. */
  progress?(read: number, total: number): void;
}

/**
 * Turns parsed rows into validated contact batches. Parsers stay format-specific; header matching,
 * validation and batching live here once.
 */
export class RowCollector implements RowSink {
  private map: HeaderMap | undefined;
  private batch: ContactBatch = [];
  private batchRows = 0;
  private dataRow = 0;
  readonly summary: CollectorSummary = {
    totalProcessed: 0,
    invalidCount: 0,
    invalidRows: [],
    unsubscribedCount: 0,
  };

  constructor(
    private readonly batchSize: number,
    private readonly flush: (batch: ContactBatch) => void,
    /** The user's column mapping; without one the mapping is detected from the headers. */
    private readonly mapping?: ImportMapping,
    private readonly onProgress?: (read: number, total: number) => void,
  ) {}

  progress(read: number, total: number): void {
    this.onProgress?.(read, total);
  }

  get hasHeader(): boolean {
    return this.map !== undefined;
  }

  header(cells: readonly string[]): void {
    const map = mapHeaders(cells, this.mapping);
    if (map.source) this.summary.source = map.source;
    if (map.fields.email === undefined) {
      throw new ImportFailure(
        400,
        "No email column found. The first row must name the columns, e.g. 'First Name', 'Last Name', 'Email'.",
      );
    }
    this.map = map;
  }

  row(cells: readonly string[], line: number, page?: number): void {
    if (!this.map) throw new Error('row before header');
    this.dataRow++;
    if (cells.every((c) => !c || !c.trim())) return;
    this.summary.totalProcessed++;
    const result = buildContactRow(cells, this.map);
    if (!result.ok) {
      this.summary.invalidCount++;
      if (this.summary.invalidRows.length < MAX_REPORTED_INVALID_ROWS) {
        this.summary.invalidRows.push({
          row: this.dataRow,
          line,
          ...(page === undefined ? {} : { page }),
          message: result.reason,
        });
      }
      return;
    }
    if (result.tuple[6] === UNSUBSCRIBED) this.summary.unsubscribedCount++;
    this.batch.push(...result.tuple);
    if (++this.batchRows >= this.batchSize) this.end();
  }

  /** Sends what is left; call once after the last row (and it is safe to call between batches). */
  end(): void {
    if (this.batch.length === 0) return;
    const batch = this.batch;
    this.batch = [];
    this.batchRows = 0;
    this.flush(batch);
  }
}
