import { useMemo } from 'react';
import { AlertDialog, Button, Dialog, Modal, TextField } from '@crm/ui';
import { TestSendInputSchema, type Campaign } from '@crm/api-client';
import { useCancelCampaign, useSendCampaign, useSendTestEmail } from '@crm/api-client/react';
import * as dialogStyles from '../../../components/DesignDialog.css';
import { OutboxModeNotice } from '../../../components/OutboxModeNotice';
import { useSchemaForm } from '../../../hooks/useSchemaForm';
import { useToastMutation } from '../../../hooks/useToastMutation';

/** The sending actions of a campaign's row menu (issue 14). */
export const CAMPAIGN_SEND_ACTIONS = ['send', 'test', 'cancel'] as const;
export type CampaignSendAction = (typeof CAMPAIGN_SEND_ACTIONS)[number];

/** Which of the sending actions a campaign offers in its status. */
export function sendActionsFor(status: Campaign['status']): CampaignSendAction[] {
  const actions: CampaignSendAction[] = [];
  if (status === 'draft' || status === 'scheduled') actions.push('send');
  if (status !== 'archived') actions.push('test');
  if (status === 'scheduled' || status === 'sending') actions.push('cancel');
  return actions;
}

export const sendActionLabels: Record<CampaignSendAction, string> = {
  send: 'Send now',
  test: 'Send test email',
  cancel: 'Cancel sending',
};

export interface CampaignSendDialogProps {
  action: CampaignSendAction;
  campaign: Campaign;
  /** Called when the dialog closes, done or not. */
  onClose: () => void;
}

function SendTestDialog({ campaign, onClose }: Omit<CampaignSendDialogProps, 'action'>) {
  const initialValues = useMemo(() => ({ email: '' }), []);
  const form = useSchemaForm(TestSendInputSchema, initialValues);
  const test = useToastMutation(useSendTestEmail(), {
    success: (_data, { email }) => `Test email sent to ${email}`,
    error: 'Failed to send test email',
  });
  const submit = form.handleSubmit(async ({ email }) => {
    await test.mutateAsync({ campaignId: campaign.id, email });
    onClose();
  });
  return (
    <Modal size="sm" isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title="Send test email"
        description={`One copy of “${campaign.name}”, with merge tags showing their fallbacks.`}
      >
        <form className={dialogStyles.form} onSubmit={submit} noValidate>
          <OutboxModeNotice />
          <TextField label="Send to" type="email" {...form.field('email')} />
          <div className={dialogStyles.actions}>
            <Button variant="secondary" onPress={onClose}>
              Cancel
            </Button>
            <Button type="submit" isDisabled={form.isSubmitting}>
              {form.isSubmitting ? 'Sending...' : 'Send test'}
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}

/** Confirms sending or cancelling a campaign, or asks where a test copy goes. */
export function CampaignSendDialog({ action, campaign, onClose }: CampaignSendDialogProps) {
  const send = useToastMutation(useSendCampaign(), {
    success: (data) => `Sending to ${data.progress.total.toLocaleString()} recipients`,
    error: 'Failed to send campaign',
  });
  const cancel = useToastMutation(useCancelCampaign(), {
    success: 'Campaign cancelled',
    error: 'Failed to cancel campaign',
  });
  if (action === 'test') return <SendTestDialog campaign={campaign} onClose={onClose} />;
  const sending = action === 'send';
  return (
    <AlertDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={sending ? `Send “${campaign.name}” now?` : `Cancel “${campaign.name}”?`}
      confirmLabel={sending ? 'Send now' : 'Cancel sending'}
      cancelLabel={sending ? 'Cancel' : 'Keep sending'}
      variant={sending ? 'primary' : 'destructive'}
      onConfirm={() => (sending ? send : cancel).mutate(campaign.id)}
    >
      {sending
        ? 'Every contact added to this campaign gets it, except those who unsubscribed. A campaign is sent only once.'
        : 'Messages not yet sent are dropped; those already sent stay sent.'}
      {sending && <OutboxModeNotice />}
    </AlertDialog>
  );
}
