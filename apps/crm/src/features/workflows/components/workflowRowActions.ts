import type { RowAction } from '@crm/ui';
import type { AutomationWorkflow } from '@crm/api-client';

export type WorkflowRowAction = 'edit' | 'steps' | 'toggle';

/** A workflow row's actions: Edit, Edit Steps (the editor and its figures), and Activate or Deactivate by its state. */
export const workflowRowActions = (
  workflow: AutomationWorkflow,
): RowAction<WorkflowRowAction>[] => [
  { id: 'edit', label: 'Edit' },
  { id: 'steps', label: 'Edit Steps' },
  { id: 'toggle', label: workflow.isActive ? 'Deactivate' : 'Activate' },
];
