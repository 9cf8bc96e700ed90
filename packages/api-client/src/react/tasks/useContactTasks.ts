import { taskQueries } from '../../tasks/tasks.queries';
import { useApiClient } from '../ApiClientProvider';
import { usePagedQuery } from '../usePagedQuery';

/** A contact's tasks: open ones by due time, then done ones. */
export function useContactTasks(contactId: number) {
  return usePagedQuery(taskQueries.ofContact(useApiClient(), contactId), true);
}
