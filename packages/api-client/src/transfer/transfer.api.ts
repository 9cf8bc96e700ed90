import type { ContactFilterInput } from '../contacts/contacts.list.schemas';
import { type Http, queryString } from '../http';
import type { ImportMapping } from './importMapping';
import {
  exportFileName,
  type ImportProgress,
  ImportProgressSchema,
  type ImportResult,
  ImportResultSchema,
} from './transfer.schemas';

/** A downloaded contacts export. */
export interface ContactsExport {
  /** The CSV text. */
  csv: string;
  /** The same CSV as a Blob (`text/csv`), ready for a download link. */
  blob: Blob;
  /** `contacts_export_YYYY-MM-DD.csv` for today's local date (spec section 7). */
  fileName: string;
}

/** Export failure when the server answers OK with nothing (spec section 8's wording). */
export const EMPTY_EXPORT_MESSAGE = 'Received empty response from server';

const IMPORT_PATH = '/api/contacts/import-file';
const EXPORT_PATH = '/api/contacts/export';

export function transferApi(http: Http, now: () => Date = () => new Date()) {
  return {
    /**
     * `POST /api/contacts/import-file`: multipart with the field `file`, and `mapping` (JSON) when
     * the user corrected the detected columns. `onUploadProgress` receives the share sent (0..1).
     */
    importContacts: (
      file: Blob,
      fileName?: string,
      mapping?: ImportMapping,
      onUploadProgress?: (sent: number) => void,
      /** An id of the caller's making (a UUID): `importProgress(id)` then says how far it is. */
      progressId?: string,
    ): Promise<ImportResult> => {
      const path = progressId
        ? `${IMPORT_PATH}?progress=${encodeURIComponent(progressId)}`
        : IMPORT_PATH;
      const formData = new FormData();
      // The mapping goes first, so the server has it before the file's bytes.
      if (mapping) formData.append('mapping', JSON.stringify(mapping));
      if (fileName !== undefined) formData.append('file', file, fileName);
      else formData.append('file', file);
      return onUploadProgress
        ? http.upload(path, ImportResultSchema, formData, onUploadProgress)
        : http.json('POST', path, ImportResultSchema, { formData });
    },
    /** `GET /api/contacts/import-file/progress/:id`: rows read of the total so far. */
    importProgress: (progressId: string): Promise<ImportProgress> =>
      http.json(
        'GET',
        `${IMPORT_PATH}/progress/${encodeURIComponent(progressId)}`,
        ImportProgressSchema,
      ),
    /**
     * The URL of `GET /api/contacts/export`, for a link the browser downloads (streamed to disk,
     * authenticated by the session cookie) instead of a Blob held in memory. With a filter (the
     * Contacts list's search, tag, status or segment), only the contacts it keeps.
     */
    exportUrl: (filter: ContactFilterInput = {}): string =>
      http.url(`${EXPORT_PATH}${queryString(filter)}`),
    /**
     * Asks whether an export would succeed (`HEAD /api/contacts/export`: session, server, and the
     * filter, such as a segment since deleted) without downloading it; raises the error the export
     * would answer.
     */
    checkExport: async (filter: ContactFilterInput = {}): Promise<void> => {
      await http.send('HEAD', `${EXPORT_PATH}${queryString(filter)}`);
    },
    /** `GET /api/contacts/export`: the CSV text and the file name to save it as. */
    exportContacts: async (): Promise<ContactsExport> => {
      const response = (await http.send('GET', EXPORT_PATH)) as Response;
      const csv = await response.text();
      if (!csv) throw new Error(EMPTY_EXPORT_MESSAGE);
      return {
        csv,
        blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        fileName: exportFileName(now()),
      };
    },
  };
}
