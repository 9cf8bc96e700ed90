import { useState } from 'react';
import { AlertDialog, Dialog, Modal, TextField } from '@crm/ui';
import { TestSendInputSchema, type Campaign } from '@crm/api-client';
import {
  useAuth,
  useCampaignAudience,
  useCancelCampaign,
  usePreSendCheck,
  useSendCampaign,
  useSendTestEmail,
} from '@crm/api-client/react';
import { FormActions } from '../../../components/FormActions';
import { OutboxModeNotice } from '../../../components/OutboxModeNotice';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatCount } from '../../../lib/formatCount';
import * as formStyles from '../../../styles/form.css';
import { PreSendFindings } from './PreSendFindings';
import { SendingReadinessWarning } from './SendingReadinessWarning';

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
  // Most test copies go to the sender's own inbox: start from the account's address (the form
  // starts again if the session's user arrives after the dialog opened).
  const { user } = useAuth();
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title="Send test email"
        description={`One copy of “${campaign.name}”, with merge tags showing their fallbacks.`}
      >
        <SendTestForm
          key={user?.email ?? ''}
          campaign={campaign}
          email={user?.email ?? ''}
          onClose={() => onOpenChange(false)}
        />
      </Dialog>
    </Modal>
  );
}

function SendTestForm({
  campaign,
  email,
  onClose,
}: {
  campaign: Campaign;
  email: string;
  onClose: () => void;
}) {
  const form = useForm(TestSendInputSchema, { email });
  const test = useToastMutation(useSendTestEmail(), {
    success: (_data, { email: to }) => `Test email sent to ${to}`,
    error: 'Failed to send test email',
  });
  const submit = form.handleSubmit(async ({ email: to }) => {
    await test.mutateAsync({ campaignId: campaign.id, email: to });
    onClose();
  });
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <OutboxModeNotice />
      <TextField label="Send to" type="email" {...form.field('email')} />
      <FormActions
        onCancel={onClose}
        submitLabel="Send test"
        pendingLabel="Sending..."
        isSubmitting={form.isSubmitting}
      />
    </form>
  );
}

const people = (count: number) => `${formatCount(count)} ${count === 1 ? 'person' : 'people'}`;

/** Confirms sending or cancelling a campaign, or asks where a test copy goes. */
export function CampaignSendDialog({
  isOpen,
  onOpenChange,
  action,
  campaign,
}: CampaignSendDialogProps) {
  const send = useToastMutation(useSendCampaign(), {
    success: (data) => `Sending to ${formatCount(data.progress.total)} recipients`,
    error: 'Failed to send campaign',
  });
  const cancel = useToastMutation(useCancelCampaign(), {
    success: 'Campaign cancelled',
    error: 'Failed to cancel campaign',
  });
  const sending = action === 'send';
  const audience = useCampaignAudience(campaign.id, { enabled: isOpen && sending });
  const check = usePreSendCheck(campaign.id, { enabled: isOpen && sending });
  const [isOverridden, setOverridden] = useState(false);
  if (action === 'test') {
    return <SendTestDialog isOpen={isOpen} onOpenChange={onOpenChange} campaign={campaign} />;
  }
  if (!sending) {
    return (
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        title={`Cancel “${campaign.name}”?`}
        confirmLabel="Cancel sending"
        cancelLabel="Keep sending"
        variant="destructive"
        onConfirm={() => cancel.mutate(campaign.id)}
      >
        Messages not yet sent are dropped; those already sent stay sent.
      </AlertDialog>
    );
  }
  // The send is refused before the confirm when no one would receive it; a failed count leaves
  // the decision to the server, which refuses an empty audience too.
  const counted = audience.data;
  const empty = counted?.recipients === 0;
  const skipped = counted?.skipped ?? 0;
  // Errors of the pre-send check hold Send until fixed or overridden; a failed check leaves the
  // decision to the server, which runs the same check.
  const checked = check.data;
  const held = checked?.blocked === true && !(checked.canOverride && isOverridden);
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setOverridden(false);
        onOpenChange(open);
      }}
      title={empty ? `No one to send “${campaign.name}” to` : `Send “${campaign.name}” now?`}
      confirmLabel="Send now"
      cancelLabel={empty ? 'Close' : 'Cancel'}
      variant="primary"
      isConfirmDisabled={audience.isPending || empty || check.isPending || held}
      onConfirm={() =>
        send.mutate({ id: campaign.id, override: checked?.blocked === true && isOverridden })
      }
    >
      <p>
        {audience.isPending
          ? 'Counting recipients...'
          : empty
            ? 'Add contacts to this campaign before sending it.'
            : counted
              ? `It goes to ${people(counted.recipients)} added to this campaign.`
              : 'Every contact added to this campaign gets it, except those who unsubscribed or bounced.'}
        {skipped > 0 &&
          ` ${people(skipped)} added to it ${skipped === 1 ? 'is' : 'are'} skipped because they unsubscribed or bounced.`}
        {!empty && ' A campaign is sent only once.'}
      </p>
      {!empty && check.isPending && <p>Checking the email...</p>}
      {!empty && checked && (
        <PreSendFindings
          check={checked}
          isOverridden={isOverridden}
          onOverrideChange={setOverridden}
        />
      )}
      {!empty && <OutboxModeNotice />}
      {counted && !empty && <SendingReadinessWarning recipients={counted.recipients} />}
    </AlertDialog>
  );
}
