import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskMutations } from '../../tasks/tasks.queries';
import { useApiClient } from '../ApiClientProvider';

/** Adds a task; task lists and timelines refetch. */
export function useCreateTask() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(taskMutations.create(client, queryClient));
}
