import Papa from 'papaparse';
import { csvDelimiter, type ImportResult } from '@crm/api-client';

/** What the dialog does with a picked file, by its extension (spec section 5). */
export type PickedFileType = 'csv' | 'xlsx' | 'pdf';

/** The file type from the extension: csv, xlsx or xls, pdf; anything else is unsupported. */
export function pickedFileType(name: string): PickedFileType | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  if (ext === 'csv') return 'csv';
  if (ext === 'xlsx' || ext === 'xls') return 'xlsx';
  if (ext === 'pdf') return 'pdf';
  return undefined;
}

export interface CsvPreview {
  headers: string[];
  /** The first data rows (at most PREVIEW_ROWS). */
  rows: string[][];
  /**
   * Columns empty in every data row read (the whole file when it is under PREVIEW_BYTES, else its
   * first part): the mapping step leaves them out. Empty when no data row was read.
   */
  emptyColumns: number[];
}

export const PREVIEW_ROWS = 5;

/** Enough of the file for a header and five rows, even with long quoted cells. */
const PREVIEW_BYTES = 256 * 1024;

/**
 * The header and first five rows of a CSV, parsed with papaparse as the server does (quoted commas,
 * doubled quotes and multi-line cells), with the separator read from the header row. Rejects when
 * the file cannot be read as CSV (no header, or a quote never closed within the rows shown).
 */
export async function readCsvPreview(file: Blob): Promise<CsvPreview> {
  const text = await file.slice(0, PREVIEW_BYTES).text();
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: csvDelimiter(text),
    skipEmptyLines: 'greedy',
  });
  const [headers, ...read] = result.data;
  // The last row of a cut read may be cut short too: it says nothing about emptiness.
  const whole = file.size <= PREVIEW_BYTES ? read : read.slice(0, -1);
  const rows = read.slice(0, PREVIEW_ROWS);
  // A quote left open where the read was cut is the cut's, not the file's (papaparse's `row`
  // counts the header as row 0).
  const broken = result.errors.some(
    (e) => e.type === 'Quotes' && (file.size <= PREVIEW_BYTES || (e.row ?? 0) < read.length),
  );
  if (!headers || headers.every((h) => !h.trim()) || broken) throw new Error('Error parsing CSV');
  const emptyColumns =
    whole.length === 0
      ? []
      : headers.flatMap((_, i) => (whole.every((row) => !row[i]?.trim()) ? [i] : []));
  return { headers: headers.map((h) => h.trim()), rows, emptyColumns };
}

/** The spec's success text: 'Successfully imported {n} contacts.' plus the invalid and failed counts. */
export function importSuccessText(result: ImportResult): string {
  const { importedCount: n, invalidCount: invalid, failedCount: failed } = result;
  return `Successfully imported ${n} contacts.${invalid > 0 || failed > 0 ? ` (${invalid} invalid, ${failed} failed)` : ''}`;
}

const cell = (value: string | number | undefined) => {
  const text = value === undefined ? '' : String(value);
  // Quoted per RFC 4180; a leading formula character is neutralised as the export does.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The rejected rows of an import as a CSV the user can download: where each is and why. */
export function rejectedRowsCsv(result: ImportResult): string {
  const lines = [['Row', 'Line', 'Page', 'Reason'].join(',')];
  for (const e of result.details.errors ?? []) {
    lines.push([cell(e.row), cell(e.line), cell(e.page), cell(e.message)].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
