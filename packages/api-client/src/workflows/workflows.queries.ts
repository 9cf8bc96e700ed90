import type { ApiClient } from '../client';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import type { AutomationWorkflowInput, AutomationWorkflowUpdateInput } from './workflows.schemas';

/** Query keys of automation workflows: a list per search text. */
export const workflowKeys = {
  all: ['automation-workflows'] as const,
  list: (q = '') => [...workflowKeys.all, 'list', q.trim()] as const,
};

export const workflowQueries = {
  /** `GET /api/automation-workflows?q=`. */
  list: (client: ApiClient, q = '') => ({
    queryKey: workflowKeys.list(q),
    queryFn: () => client.getWorkflows({ q }),
  }),
};

export const workflowMutations = {
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...workflowKeys.all, 'create'] as const,
    mutationFn: (input: AutomationWorkflowInput) => client.createWorkflow(input),
    onSuccess: () => invalidateAll(queryClient, [workflowKeys.all]),
  }),
  update: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...workflowKeys.all, 'update'] as const,
    mutationFn: ({ id, input }: { id: number; input: AutomationWorkflowUpdateInput }) =>
      client.updateWorkflow(id, input),
    onSuccess: () => invalidateAll(queryClient, [workflowKeys.all]),
  }),
};
