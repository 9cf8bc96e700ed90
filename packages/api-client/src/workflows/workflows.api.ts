import { type Page, type PageParams, pageAnswerSchema } from '../common/pages';
import { type Http, idSegment, queryString, type ReadOptions, type ReadResult } from '../http';
import {
  type AutomationWorkflow,
  type AutomationWorkflowInput,
  AutomationWorkflowListResponseSchema,
  AutomationWorkflowResponseSchema,
  type AutomationWorkflowUpdateInput,
  type WorkflowReport,
  type WorkflowEnrolInput,
  type WorkflowEnrolResponse,
  WorkflowEnrolResponseSchema,
  WorkflowReportResponseSchema,
  type WorkflowRun,
  type WorkflowRunFilter,
  WorkflowRunsPageSchema,
} from './workflows.schemas';
import {
  type WorkflowTest,
  type WorkflowTestInput,
  WorkflowTestResponseSchema,
} from './workflowTests.schemas';

const workflowsPath = '/api/automation-workflows';
const WorkflowPageAnswerSchema = pageAnswerSchema(AutomationWorkflowListResponseSchema);

export function workflowsApi(http: Http) {
  return {
    /**
     * `GET /api/automation-workflows`, or with `q` only those whose name or description contains
     * it (ignoring case).
     */
    getWorkflows: async <O extends ReadOptions | undefined = undefined>(
      query: { q?: string } = {},
      options?: O,
    ): Promise<ReadResult<AutomationWorkflow[], O>> => {
      const body = await http.read(
        `${workflowsPath}${queryString({ q: query.q?.trim() })}`,
        AutomationWorkflowListResponseSchema,
        options,
      );
      return (body === null ? null : body.workflows) as ReadResult<AutomationWorkflow[], O>;
    },
    /**
     * `GET /api/automation-workflows?q=&limit=&cursor=`: one page of the workflows whose name or
     * description contains `q`, newest first. A server that answers the whole list instead (no
     * `total`) is read as one last page.
     */
    getWorkflowPage: async ({ q, limit, cursor }: { q?: string } & PageParams = {}): Promise<
      Page<AutomationWorkflow>
    > => {
      const answer = await http.json(
        'GET',
        `${workflowsPath}${queryString({ q: q?.trim(), limit, cursor })}`,
        WorkflowPageAnswerSchema,
      );
      return {
        items: answer.workflows,
        nextCursor: answer.nextCursor ?? null,
        total: answer.total ?? answer.workflows.length,
      };
    },
    /** `POST /api/automation-workflows` (steps as a JSON string): the created workflow. */
    createWorkflow: async (input: AutomationWorkflowInput): Promise<AutomationWorkflow> =>
      (
        await http.json('POST', workflowsPath, AutomationWorkflowResponseSchema, {
          json: input,
        })
      ).workflow,
    /** `PATCH /api/automation-workflows/{id}`: changes the fields present; the updated workflow. */
    /** `DELETE /api/automation-workflows/{id}`: 204. */
    deleteWorkflow: async (id: number): Promise<void> => {
      await http.send('DELETE', `/api/automation-workflows/${id}`);
    },
    updateWorkflow: async (
      id: number,
      input: AutomationWorkflowUpdateInput,
    ): Promise<AutomationWorkflow> =>
      (
        await http.json(
          'PATCH',
          `${workflowsPath}/${idSegment(id)}`,
          AutomationWorkflowResponseSchema,
          { json: input },
        )
      ).workflow,
    /**
     * `GET /api/automation-workflows/{id}/report`: contacts enrolled, in progress, completed, and
     * each step's figures (waiting there, passed, sent), with the contacts stopped by an error.
     */
    getWorkflowReport: async (id: number): Promise<WorkflowReport> =>
      (
        await http.json(
          'GET',
          `${workflowsPath}/${idSegment(id)}/report`,
          WorkflowReportResponseSchema,
        )
      ).report,
    /**
     * `GET /api/automation-workflows/{id}/runs?status=&limit=&cursor=`: one page of the contacts
     * in the workflow (or that went through it) and where they are, newest entry first.
     */
    getWorkflowRunsPage: async (
      id: number,
      status: WorkflowRunFilter | undefined,
      { limit, cursor }: PageParams = {},
    ): Promise<Page<WorkflowRun>> => {
      const page = await http.json(
        'GET',
        `${workflowsPath}/${idSegment(id)}/runs${queryString({ status, limit, cursor: cursor ?? undefined })}`,
        WorkflowRunsPageSchema,
      );
      return { items: page.runs, nextCursor: page.nextCursor, total: page.total };
    },
    /**
     * `POST /api/automation-workflows/{id}/enrol`: the chosen contacts (ids, or every contact a
     * filter matches) enter now; how many did, of how many were selected.
     */
    enrolInWorkflow: async (
      id: number,
      input: WorkflowEnrolInput,
    ): Promise<WorkflowEnrolResponse> =>
      http.json('POST', `${workflowsPath}/${idSegment(id)}/enrol`, WorkflowEnrolResponseSchema, {
        json: input,
      }),
    /**
     * `POST /api/automation-workflows/{id}/test`: runs the workflow (or `steps`, the editor's) for
     * one contact with waits shortened and its emails to the Outbox; the test run.
     */
    startWorkflowTest: async (id: number, input: WorkflowTestInput): Promise<WorkflowTest> =>
      (
        await http.json(
          'POST',
          `${workflowsPath}/${idSegment(id)}/test`,
          WorkflowTestResponseSchema,
          {
            json: input,
          },
        )
      ).test,
    /** `GET /api/automation-workflows/{id}/tests/{testId}`: where a test run is, and its steps. */
    getWorkflowTest: async (id: number, testId: number): Promise<WorkflowTest> =>
      (
        await http.json(
          'GET',
          `${workflowsPath}/${idSegment(id)}/tests/${idSegment(testId)}`,
          WorkflowTestResponseSchema,
        )
      ).test,
    /** `POST /api/automation-workflows/{id}/runs/{runId}/retry`: a contact stopped by an error runs its step again. */
    retryWorkflowRun: async (id: number, runId: number): Promise<number> =>
      (
        await http.json(
          'POST',
          `${workflowsPath}/${idSegment(id)}/runs/${idSegment(runId)}/retry`,
          WorkflowEnrolResponseSchema,
        )
      ).entered,
  };
}
