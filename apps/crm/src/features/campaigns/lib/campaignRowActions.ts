import type { RowAction } from '@crm/ui';
import type { Campaign } from '@crm/api-client';

/** Every action a campaign's row can offer; which ones depends on its status. */
export type CampaignRowAction =
  | 'details'
  | 'send'
  | 'test'
  | 'cancel'
  | 'schedule'
  | 'edit'
  | 'duplicate'
  | 'archive'
  | 'restore'
  | 'delete';

/**
 * A campaign's row actions in menu order: View details; the sending actions its status allows
 * (issue 14); Schedule and Edit for a draft; Duplicate; Archive, or Restore when archived; Delete
 * last.
 */
export function campaignRowActions({ status }: Campaign): RowAction<CampaignRowAction>[] {
  const actions: RowAction<CampaignRowAction>[] = [{ id: 'details', label: 'View details' }];
  if (status === 'draft' || status === 'scheduled') actions.push({ id: 'send', label: 'Send now' });
  if (status !== 'archived') actions.push({ id: 'test', label: 'Send test email' });
  if (status === 'scheduled' || status === 'sending')
    actions.push({ id: 'cancel', label: 'Cancel sending' });
  if (status === 'draft') {
    actions.push({ id: 'schedule', label: 'Schedule' }, { id: 'edit', label: 'Edit' });
  }
  actions.push({ id: 'duplicate', label: 'Duplicate' });
  actions.push(
    status === 'archived'
      ? { id: 'restore', label: 'Restore' }
      : { id: 'archive', label: 'Archive' },
  );
  actions.push({ id: 'delete', label: 'Delete', variant: 'destructive' });
  return actions;
}
