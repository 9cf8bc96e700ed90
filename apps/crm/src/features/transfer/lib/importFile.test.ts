import { describe, expect, it } from 'vitest';
import type { ImportResult } from '@crm/api-client';
import { importSuccessText, pickedFileType, readCsvPreview, rejectedRowsCsv } from './importFile';

const result = (over: Partial<ImportResult> = {}): ImportResult => ({
  importedCount: 3,
  invalidCount: 0,
  failedCount: 0,
  totalProcessed: 3,
  details: { fileType: 'csv' },
  ...over,
});

describe('pickedFileType', () => {
  it('reads the extension: csv, xlsx or xls, pdf', () => {
    expect(['a.CSV', 'b.xlsx', 'c.xls', 'd.pdf', 'e.txt', 'f'].map(pickedFileType)).toEqual([
      'csv',
      'xlsx',
      'xlsx',
      'pdf',
      undefined,
      undefined,
    ]);
  });
});

describe('importSuccessText', () => {
  it("is the spec's text, with the invalid and failed counts when either is above zero", () => {
    expect(importSuccessText(result())).toBe('Successfully imported 3 contacts.');
    expect(importSuccessText(result({ invalidCount: 2 }))).toBe(
      'Successfully imported 3 contacts. (2 invalid, 0 failed)',
    );
  });
});

describe('readCsvPreview', () => {
  it('keeps quoted commas and line breaks in their cells, and shows five rows', async () => {
    const rows = Array.from({ length: 8 }, (_, i) => `P${i},p${i}@example.com`).join('\n');
    const csv = `\uFEFFName,Email,Notes\n"Lee, Ann",ann@example.com,"two\nlines"\n${rows}\n`;
    const preview = await readCsvPreview(new Blob([csv]));
    expect(preview.headers).toEqual(['Name', 'Email', 'Notes']);
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[0]).toEqual(['Lee, Ann', 'ann@example.com', 'two\nlines']);
  });
  it('reads a semicolon-separated file by its header, and rejects a quote never closed', async () => {
    const preview = await readCsvPreview(new Blob(['EMAIL;FIRSTNAME\na@example.com;Ann\n']));
    expect(preview.rows[0]).toEqual(['a@example.com', 'Ann']);
    await expect(readCsvPreview(new Blob(['Email,Name\n"a@example.com,Ann\n']))).rejects.toThrow(
      'Error parsing CSV',
    );
    await expect(readCsvPreview(new Blob(['\n\n']))).rejects.toThrow('Error parsing CSV');
  });
});

describe('readCsvPreview: empty columns', () => {
  it('names the columns empty in every row, so the mapping step leaves them out', async () => {
    const csv =
      'Email,Name,Fax,Notes,Pager\n' +
      'a@example.com,Ann,, ,\n' +
      'b@example.com,,,hi,\n' +
      Array.from({ length: 9 }, (_, i) => `c${i}@example.com,,,,`).join('\n');
    expect((await readCsvPreview(new Blob([csv]))).emptyColumns).toEqual([2, 4]);
    // No data row: nothing is known to be empty.
    expect((await readCsvPreview(new Blob(['Email,Fax\n']))).emptyColumns).toEqual([]);
  });
});

describe('rejectedRowsCsv', () => {
  it('lists where each rejected row is and why, quoted and with formulas neutralised', () => {
    const csv = rejectedRowsCsv(
      result({
        details: {
          fileType: 'csv',
          errors: [
            { row: 2, line: 3, message: "Email 'a,b' is not a valid email address" },
            { row: 4, line: 1, page: 2, message: '=HYPERLINK("x")' },
          ],
        },
      }),
    );
    expect(csv).toBe(
      'Row,Line,Page,Reason\r\n2,3,,"Email \'a,b\' is not a valid email address"\r\n4,1,2,"\'=HYPERLINK(""x"")"\r\n',
    );
  });
});
