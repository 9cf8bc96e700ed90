import * as v from 'valibot';

/** File types the import accepts, read from the file's extension (spec section 5). */
export const IMPORT_FILE_TYPES = ['csv', 'xlsx', 'xls', 'pdf'] as const;
export type ImportFileType = (typeof IMPORT_FILE_TYPES)[number];

const countSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** The answer of `POST /api/contacts/import-file`. */
export const ImportResultSchema = v.object({
  importedCount: countSchema,
  invalidCount: countSchema,
  failedCount: countSchema,
  totalProcessed: countSchema,
  details: v.object({
    fileType: v.picklist(IMPORT_FILE_TYPES),
    /**
     * The first invalid rows and what is wrong with them: `row` counts data rows from 1; `line` is
     * where the row is in the file (the CSV line it starts on, the XLSX sheet row, or the line of
     * text on PDF page `page`).
     */
    errors: v.optional(
      v.array(
        v.object({
          row: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
          line: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
          page: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
          message: v.string(),
        }),
      ),
    ),
    /** Rows repeating an email seen earlier in the same file: imported once, not counted again. */
    duplicateCount: v.optional(countSchema),
    /** Why rows counted as failed (an email already among the user's contacts). */
    failedReason: v.optional(v.string()),
    /** The text encoding a CSV was read in (Windows-1252 when it was not valid UTF-8). */
    encoding: v.optional(v.string()),
    /** A caveat the user should read, e.g. that PDF extraction is approximate. */
    note: v.optional(v.string()),
  }),
});
export type ImportResult = v.InferOutput<typeof ImportResultSchema>;

/** The export's file name for a given day: `contacts_export_YYYY-MM-DD.csv` (spec section 7). */
export function exportFileName(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `contacts_export_${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
