import type { RowAction } from '@crm/ui';

export type TemplateRowAction = 'edit' | 'delete';

/** A template card's actions (spec section 2: Edit and delete buttons). */
export const templateRowActions: readonly RowAction<TemplateRowAction>[] = [
  { id: 'edit', label: 'Edit' },
  { id: 'delete', label: 'Delete', variant: 'destructive' },
];
