import type { RowAction } from '@crm/ui';

export type ContactRowAction = 'edit' | 'email' | 'tags' | 'campaign' | 'delete';

/** The row actions of spec section 2, in menu order. */
export const contactRowActions: readonly RowAction<ContactRowAction>[] = [
  { id: 'edit', label: 'Edit Contact' },
  { id: 'email', label: 'Send Email' },
  { id: 'tags', label: 'Manage Tags' },
  { id: 'campaign', label: 'Add to Campaign' },
  { id: 'delete', label: 'Delete', variant: 'destructive' },
];
