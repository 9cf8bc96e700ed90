import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskMutations } from '../../tasks/tasks.queries';
import { useApiClient } from '../ApiClientProvider';

/** Edits or ticks a task; task lists and timelines refetch. */
export function useUpdateTask() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(taskMutations.update(client, queryClient));
}
