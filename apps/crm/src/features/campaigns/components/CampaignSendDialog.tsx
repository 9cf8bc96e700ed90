import { AlertDialog, Dialog, Modal, TextField } from '@crm/ui';
import { TestSendInputSchema, type Campaign } from '@crm/api-client';
import { useCancelCampaign, useSendCampaign, useSendTestEmail } from '@crm/api-client/react';
import { FormActions } from '../../../components/FormActions';
import { OutboxModeNotice } from '../../../components/OutboxModeNotice';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as formStyles from '../../../styles/form.css';

/** The sending actions of a campaign's row menu (issue 14). */
export type CampaignSendAction = 'send' | 'test' | 'cancel';

export interface CampaignSendDialogProps extends DialogStateProps {
  /** Send now, Send test email or Cancel sending. */
  action: CampaignSendAction;
  campaign: Campaign;
}

function SendTestDialog({
  isOpen,
  onOpenChange,
  campaign,
}: Omit<CampaignSendDialogProps, 'action'>) {
  const form = useForm(TestSendInputSchema, { email: '' });
  const test = useToastMutation(useSendTestEmail(), {
    success: (_data, { email }) => `Test email sent to ${email}`,
    error: 'Failed to send test email',
  });
  const close = () => onOpenChange(false);
  const submit = form.handleSubmit(async ({ email }) => {
    await test.mutateAsync({ campaignId: campaign.id, email });
    close();
  });
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title="Send test email"
        description={`One copy of “${campaign.name}”, with merge tags showing their fallbacks.`}
      >
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <OutboxModeNotice />
          <TextField label="Send to" type="email" {...form.field('email')} />
          <FormActions
            onCancel={close}
            submitLabel="Send test"
            pendingLabel="Sending..."
            isSubmitting={form.isSubmitting}
          />
        </form>
      </Dialog>
    </Modal>
  );
}

/** Confirms sending or cancelling a campaign, or asks where a test copy goes. */
export function CampaignSendDialog({
  isOpen,
  onOpenChange,
  action,
  campaign,
}: CampaignSendDialogProps) {
  const send = useToastMutation(useSendCampaign(), {
    success: (data) => `Sending to ${data.progress.total.toLocaleString()} recipients`,
    error: 'Failed to send campaign',
  });
  const cancel = useToastMutation(useCancelCampaign(), {
    success: 'Campaign cancelled',
    error: 'Failed to cancel campaign',
  });
  if (action === 'test') {
    return <SendTestDialog isOpen={isOpen} onOpenChange={onOpenChange} campaign={campaign} />;
  }
  const sending = action === 'send';
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
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
