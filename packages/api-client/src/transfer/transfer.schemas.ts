import * as v from 'valibot';
import { IMPORT_SOURCES } from './importMapping';

/** File types the import accepts, read from the file's extension (spec section 5). */
export const IMPORT_FILE_TYPES = ['csv', 'xlsx', 'xls', 'pdf'] as const;
export type ImportFileType = (typeof IMPORT_FILE_TYPES)[number];

const countSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/**
 * The answer of `POST /api/contacts/import-file`. The same file gives the same counts on SQLite and
 * PostgreSQL: the server stages the valid rows, drops repeats of an email within the file (the first
 * row wins), then counts the emails the user already had. Every non-blank data row is exactly one of
 * imported, invalid, failed or duplicate:
 * `totalProcessed = importedCount + invalidCount + failedCount + details.duplicateCount`.
 */
export const ImportResultSchema = v.object({
  /** Contacts created: the first row of each email the user did not have yet. */
  importedCount: countSchema,
  /** Rows refused by validation (no or bad email, no name, a field over its limit); see `details.errors`. */
  invalidCount: countSchema,
  /**
   * Emails of the file that already belonged to one of the user's contacts, which the import leaves
   * unchanged. Counted once per email, however often the file repeats it (the repeats count as
   * duplicates).
   */
  failedCount: countSchema,
  /** Non-blank data rows read from the file (the header and blank rows are not counted). */
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
    /**
     * Valid rows repeating an email seen earlier in the same file (whether or not that email was
     * imported or already existed): only the first row of an email counts as imported or failed.
     */
    duplicateCount: v.optional(countSchema),
    /** Why rows counted as failed (an email already among the user's contacts). */
    failedReason: v.optional(v.string()),
    /** The text encoding a CSV was read in (Windows-1252 when it was not valid UTF-8). */
    encoding: v.optional(v.string()),
    /** A caveat the user should read, e.g. that PDF extraction is approximate. */
    note: v.optional(v.string()),
    /** The tool the file seems to come from (by its header row), when recognised. */
    source: v.optional(v.picklist(IMPORT_SOURCES)),
    /**
     * Valid rows the file marks as unsubscribed (a status such as unsubscribed, blocklisted or
     * blacklisted, or a consent flag): they arrive with status `unsubscribed`, never `subscriber`.
     */
    unsubscribedCount: v.optional(countSchema),
    /**
     * Contacts created whose address is on the account's suppression list (it unsubscribed,
     * bounced, complained or was erased): they arrive as `unsubscribed` whatever the file says.
     */
    suppressedCount: v.optional(countSchema),
  }),
});
export type ImportResult = v.InferOutput<typeof ImportResultSchema>;

/**
 * `GET /api/contacts/import-file/progress/:id`: how far the import started with `?progress=<id>`
 * has read its file (`totalRows` is 0 while unknown; for a CSV both count lines).
 */
export const ImportProgressSchema = v.object({ rowsRead: countSchema, totalRows: countSchema });
export type ImportProgress = v.InferOutput<typeof ImportProgressSchema>;

/** The export's file name for a given day: `contacts_export_YYYY-MM-DD.csv` (spec section 7). */
export function exportFileName(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `contacts_export_${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
