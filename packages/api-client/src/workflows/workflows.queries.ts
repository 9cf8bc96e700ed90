import type { ApiClient } from '../client';
import { pagesQuery } from '../common/pages';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { contactKeys } from '../contacts/contacts.queries';
import type {
  AutomationWorkflowInput,
  AutomationWorkflowUpdateInput,
  WorkflowEnrolInput,
  WorkflowRunFilter,
} from './workflows.schemas';
import type { WorkflowTestInput } from './workflowTests.schemas';

/** Rows per page of the workflows table. */
export const WORKFLOW_PAGE_SIZE = 25;

/** Query keys of workflows (the Automation screen): the pages per search text. */
export const workflowKeys = {
  all: ['workflows'] as const,
  pages: (q = '') => [...workflowKeys.all, 'pages', q.trim()] as const,
  report: (id: number) => [...workflowKeys.all, 'report', id] as const,
  runs: (id: number, status: WorkflowRunFilter | undefined) =>
    [...workflowKeys.all, 'runs', id, status ?? 'all'] as const,
  test: (id: number, testId: number) => [...workflowKeys.all, 'test', id, testId] as const,
};

export const workflowQueries = {
  /** Pages of `GET /api/automation-workflows?q=`, newest first, for an infinite query. */
  pages: (client: ApiClient, q = '') =>
    pagesQuery(workflowKeys.pages(q), (cursor) =>
      client.getWorkflowPage({ q: q.trim(), limit: WORKFLOW_PAGE_SIZE, cursor }),
    ),
  /** Pages of `GET /api/automation-workflows/{id}/runs`: a workflow's contacts, newest entry first. */
  runs: (client: ApiClient, id: number, status: WorkflowRunFilter | undefined) =>
    pagesQuery(workflowKeys.runs(id, status), (cursor) =>
      client.getWorkflowRunsPage(id, status, { limit: WORKFLOW_RUNS_PAGE_SIZE, cursor }),
    ),
};

/** Rows per page of a workflow's contacts: the latest few, more on request. */
export const WORKFLOW_RUNS_PAGE_SIZE = 10;

/** How often an open editor refreshes its live figures. */
export const WORKFLOW_REPORT_REFRESH_MS = 3000;

export const workflowReportQuery = (client: ApiClient, id: number) => ({
  queryKey: workflowKeys.report(id),
  queryFn: () => client.getWorkflowReport(id),
});

/** `GET /api/automation-workflows/{id}/tests/{testId}`: a test run as it goes. */
export const workflowTestQuery = (client: ApiClient, id: number, testId: number) => ({
  queryKey: workflowKeys.test(id, testId),
  queryFn: () => client.getWorkflowTest(id, testId),
});

export const workflowMutations = {
  /** Manual enrolment: the contacts' workflows and the workflow's figures change. */
  enrol: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...workflowKeys.all, 'enrol'] as const,
    mutationFn: ({ id, input }: { id: number; input: WorkflowEnrolInput }) =>
      client.enrolInWorkflow(id, input),
    onSuccess: () => invalidateAll(queryClient, [workflowKeys.all, contactKeys.workflowsAll()]),
  }),
  startTest: (client: ApiClient) => ({
    mutationKey: [...workflowKeys.all, 'test'] as const,
    mutationFn: ({ id, input }: { id: number; input: WorkflowTestInput }) =>
      client.startWorkflowTest(id, input),
  }),
  retryRun: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...workflowKeys.all, 'retry'] as const,
    mutationFn: ({ id, runId }: { id: number; runId: number }) =>
      client.retryWorkflowRun(id, runId),
    onSuccess: () => invalidateAll(queryClient, [workflowKeys.all]),
  }),
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
  delete: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...workflowKeys.all, 'delete'] as const,
    mutationFn: (id: number) => client.deleteWorkflow(id),
    onSuccess: () => invalidateAll(queryClient, [workflowKeys.all]),
  }),
};
