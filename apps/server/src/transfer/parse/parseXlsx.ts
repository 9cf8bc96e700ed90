import ExcelJS from 'exceljs';
import { checkZipLimits } from './checkZipLimits';
import { ImportFailure } from '../ImportFailure';
import type { XlsxLimits } from './importLimits';
import type { RowSink } from './RowCollector';

/** Text of a cell as a spreadsheet shows it: rich text joined, links by their text, formulas by their result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText.map((r) => r.text).join('');
    if ('formula' in value || 'sharedFormula' in value) {
      return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
    }
    if ('text' in value) return cellText((value as { text: ExcelJS.CellValue }).text);
    if ('error' in value) return '';
  }
  return '';
}

/**
 * Reads the first worksheet with exceljs' streaming reader, row by row. The ZIP central directory
 * is checked first (declared and real inflated sizes), then rows and columns are counted as they
 * stream.
 */
export async function parseXlsx(
  filePath: string,
  sink: RowSink & { hasHeader: boolean },
  limits: XlsxLimits,
): Promise<void> {
  await checkZipLimits(filePath, limits);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const worksheet of reader) {
      // Rows are counted as they come: the `r` attribute behind `row.number` is the file's word.
      let seen = 0;
      for await (const row of worksheet) {
        if (++seen > limits.maxRows || row.number > limits.maxRows) {
          throw new ImportFailure(
            400,
            `The sheet has more than ${limits.maxRows} rows. Please split it into smaller files.`,
          );
        }
        const values = row.values as ExcelJS.CellValue[];
        if (values.length - 1 > limits.maxColumns) {
          throw new ImportFailure(400, `The sheet has more than ${limits.maxColumns} columns.`);
        }
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i] ?? null).trim());
        if (!sink.hasHeader) {
          if (cells.every((c) => !c)) continue;
          sink.header(cells);
        } else {
          sink.row(cells, row.number);
        }
      }
      // Only the first sheet holds the contacts; the others may be notes, lookups or pivots.
      break;
    }
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    throw new ImportFailure(
      400,
      'The file could not be read as an XLSX workbook. Please check the file or save it as CSV.',
    );
  }
  if (!sink.hasHeader)
    throw new ImportFailure(400, 'The file is empty. Please select a file that contains contacts.');
}
