import type { ApiClient } from '../client';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import type { AutomationWorkflowInput } from './workflows.schemas';

/** Query keys of automation workflows. */
export const workflowKeys = {
  all: ['automation-workflows'] as const,
  list: () => [...workflowKeys.all, 'list'] as const,
};

export const workflowQueries = {
  /** `GET /api/automation-workflows`. */
  list: (client: ApiClient) => ({
    queryKey: workflowKeys.list(),
    queryFn: () => client.getWorkflows(),
  }),
};

export const workflowMutations = {
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...workflowKeys.all, 'create'] as const,
    mutationFn: (input: AutomationWorkflowInput) => client.createWorkflow(input),
    onSuccess: () => invalidateAll(queryClient, [workflowKeys.all]),
  }),
};
