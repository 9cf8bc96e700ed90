import type { RecordFilter } from '../../notes/notes.schemas';
import { taskQueries } from '../../tasks/tasks.queries';
import { useApiClient } from '../ApiClientProvider';
import { usePagedQuery } from '../usePagedQuery';

/** A contact's, a company's or a deal's tasks: open ones by due time, then done ones. */
export function useRecordTasks(record: RecordFilter) {
  return usePagedQuery(taskQueries.ofRecord(useApiClient(), record), true);
}
