import type { RowAction } from '@crm/ui';
import type { AutomationWorkflow } from '@crm/api-client';

export type WorkflowRowAction = 'edit' | 'steps' | 'toggle' | 'delete';

/**
 * A workflow row's actions: Edit, Edit Steps (the editor and its figures), Activate or Deactivate
 * by its state, and Delete (confirmed).
 */
export const workflowRowActions = (
  workflow: AutomationWorkflow,
): RowAction<WorkflowRowAction>[] => [
  { id: 'edit', label: 'Edit' },
  { id: 'steps', label: 'Edit Steps' },
  { id: 'toggle', label: workflow.isActive ? 'Deactivate' : 'Activate' },
  { id: 'delete', label: 'Delete', variant: 'destructive' },
];
