import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ImportResultSchema, exportFileName } from './transfer.schemas';

describe('exportFileName', () => {
  it('is contacts_export_YYYY-MM-DD.csv for the local date', () => {
    expect(exportFileName(new Date(2025, 4, 6, 23, 59))).toBe('contacts_export_2025-05-06.csv');
    expect(exportFileName(new Date(2025, 11, 31))).toBe('contacts_export_2025-12-31.csv');
  });
});

describe('ImportResultSchema details', () => {
  it('keeps the server’s notes on duplicates, failures, encoding and PDF accuracy', () => {
    const result = v.parse(ImportResultSchema, {
      importedCount: 2,
      invalidCount: 0,
      failedCount: 1,
      totalProcessed: 4,
      details: {
        fileType: 'pdf',
        duplicateCount: 1,
        failedReason: 'Email already exists among your contacts',
        encoding: 'windows-1252',
        note: 'PDF extraction is approximate',
      },
    });
    expect(result.details).toMatchObject({
      duplicateCount: 1,
      failedReason: 'Email already exists among your contacts',
      encoding: 'windows-1252',
      note: 'PDF extraction is approximate',
    });
  });
});
