import type { RowAction } from '@crm/ui';
import type { AutomationWorkflow } from '@crm/api-client';

export type WorkflowRowAction = 'edit' | 'toggle';

/** A workflow row's actions: Edit, and Activate or Deactivate by its state. */
export const workflowRowActions = (
  workflow: AutomationWorkflow,
): RowAction<WorkflowRowAction>[] => [
  { id: 'edit', label: 'Edit' },
  { id: 'toggle', label: workflow.isActive ? 'Deactivate' : 'Activate' },
];
