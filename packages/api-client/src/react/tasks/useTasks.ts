import type { TaskDueGroup } from '../../tasks/tasks.schemas';
import { taskQueries } from '../../tasks/tasks.queries';
import { useApiClient } from '../ApiClientProvider';
import { usePagedQuery } from '../usePagedQuery';

/** One group of the Tasks screen; "today" is the calendar day of `tz` (the browser's zone). */
export function useTasks(due: TaskDueGroup, tz: string) {
  return usePagedQuery(taskQueries.due(useApiClient(), due, tz), true, { keepPreviousRows: false });
}
