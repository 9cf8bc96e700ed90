import { type Http, reader } from '../http';
import {
  type AutomationWorkflow,
  type AutomationWorkflowInput,
  AutomationWorkflowListResponseSchema,
  AutomationWorkflowResponseSchema,
} from './workflows.schemas';

export function workflowsApi(http: Http) {
  return {
    /** `GET /api/automation-workflows`. */
    getWorkflows: reader<typeof AutomationWorkflowListResponseSchema, AutomationWorkflow[]>(
      http,
      '/api/automation-workflows',
      AutomationWorkflowListResponseSchema,
      (b) => b.workflows,
    ),
    /** `POST /api/automation-workflows` (steps as a JSON string): the created workflow. */
    createWorkflow: async (input: AutomationWorkflowInput): Promise<AutomationWorkflow> =>
      (
        await http.json('POST', '/api/automation-workflows', AutomationWorkflowResponseSchema, {
          json: input,
        })
      ).workflow,
  };
}
