import type { RowAction } from '@crm/ui';

export type FormRowAction = 'edit' | 'share' | 'open' | 'duplicate' | 'delete';

/**
 * A form row's actions: Edit, Share (its address, the HTML to embed and a preview), Open hosted
 * page (a new tab), Duplicate, and Delete (confirmed).
 */
export const formRowActions: RowAction<FormRowAction>[] = [
  { id: 'edit', label: 'Edit' },
  { id: 'share', label: 'Share' },
  { id: 'open', label: 'Open hosted page' },
  { id: 'duplicate', label: 'Duplicate' },
  { id: 'delete', label: 'Delete', variant: 'destructive' },
];
