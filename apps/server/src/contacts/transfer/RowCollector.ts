import { buildContactRow, type ContactTuple } from './buildContactRow';
import { ImportFailure } from './ImportFailure';
import { mapHeaders, type HeaderMap } from './mapHeaders';

/** The contract's `details.errors` entry: `row` counts data rows from 1 (the header is not a row). */
export interface InvalidRow {
  row: number;
  message: string;
}

/** How many invalid rows the result lists; the count covers all of them. */
export const MAX_REPORTED_INVALID_ROWS = 10;

export interface CollectorSummary {
  totalProcessed: number;
  invalidCount: number;
  invalidRows: InvalidRow[];
}

/** What every parser feeds: a header row first, then the data rows in file order. */
export interface RowSink {
  header(cells: readonly string[]): void;
  row(cells: readonly string[]): void;
}

/**
 * Turns parsed rows into validated contact batches. Parsers stay format-specific; header matching,
 * validation and batching live here once.
 */
export class RowCollector implements RowSink {
  private map: HeaderMap | undefined;
  private batch: ContactTuple[] = [];
  private dataRow = 0;
  readonly summary: CollectorSummary = { totalProcessed: 0, invalidCount: 0, invalidRows: [] };

  constructor(
    private readonly batchSize: number,
    private readonly flush: (batch: ContactTuple[]) => void,
  ) {}

  get hasHeader(): boolean {
    return this.map !== undefined;
  }

  header(cells: readonly string[]): void {
    const map = mapHeaders(cells);
    if (map.fields.email === undefined) {
      throw new ImportFailure(
        400,
        "No email column found. The first row must name the columns, e.g. 'First Name', 'Last Name', 'Email'.",
      );
    }
    this.map = map;
  }

  row(cells: readonly string[]): void {
    if (!this.map) throw new Error('row before header');
    this.dataRow++;
    if (cells.every((c) => !c || !c.trim())) return;
    this.summary.totalProcessed++;
    const result = buildContactRow(cells, this.map);
    if (!result.ok) {
      this.summary.invalidCount++;
      if (this.summary.invalidRows.length < MAX_REPORTED_INVALID_ROWS) {
        this.summary.invalidRows.push({ row: this.dataRow, message: result.reason });
      }
      return;
    }
    this.batch.push(result.tuple);
    if (this.batch.length >= this.batchSize) this.end();
  }

  /** Sends what is left; call once after the last row (and it is safe to call between batches). */
  end(): void {
    if (this.batch.length === 0) return;
    const batch = this.batch;
    this.batch = [];
    this.flush(batch);
  }
}
