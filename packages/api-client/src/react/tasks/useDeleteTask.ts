import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskMutations } from '../../tasks/tasks.queries';
import { useApiClient } from '../ApiClientProvider';

/** Deletes a task; task lists and timelines refetch. */
export function useDeleteTask() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(taskMutations.delete(client, queryClient));
}
