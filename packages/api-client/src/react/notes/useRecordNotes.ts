import { noteQueries } from '../../notes/notes.queries';
import type { RecordFilter } from '../../notes/notes.schemas';
import { useApiClient } from '../ApiClientProvider';
import { usePagedQuery } from '../usePagedQuery';

/** A contact's, a company's or a deal's notes, pinned first, then newest: `data` is `{ rows, total }`. */
export function useRecordNotes(record: RecordFilter) {
  return usePagedQuery(noteQueries.ofRecord(useApiClient(), record), true);
}
