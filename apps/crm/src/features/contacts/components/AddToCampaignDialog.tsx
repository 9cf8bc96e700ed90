import { Dialog, Modal, Select, SelectItem, Skeleton } from '@crm/ui';
import {
  AddToCampaignFormSchema,
  CAMPAIGN_OPEN_STATUSES,
  type Contact,
  type ContactBulkResult,
} from '@crm/api-client';
import {
  useAddContactToCampaign,
  useBulkAddContactsToCampaign,
  useCampaigns,
} from '@crm/api-client/react';
import { FormActions } from '../../../components/FormActions';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as formStyles from '../../../styles/form.css';
import { contactName } from '../lib/contactCells';
import { useExactSelection } from '../hooks/useExactSelection';
import {
  type ContactSelection,
  contactsCount,
  selectionBody,
  selectionText,
} from '../lib/contactSelection';

/** One contact from its row menu, or the selected contacts from the bulk bar. */
export type AddToCampaignTarget = { contact: Contact } | { selection: ContactSelection };

export interface AddToCampaignDialogProps extends DialogStateProps {
  target: AddToCampaignTarget;
  /**
   * Called after the contacts were added (a selection's with the server's answer, which holds the
   * background job of a large one).
   * @default undefined
   */
  onDone?: (answer?: ContactBulkResult) => void;
}

/** Add to Campaign: choose one of the user's campaigns (spec sections 2 and 5). */
export function AddToCampaignDialog({
  isOpen,
  onOpenChange,
  target,
  onDone,
}: AddToCampaignDialogProps) {
  const single = 'contact' in target;
  // Asked with the exact number: a filter's matches are counted first.
  const exact = useExactSelection(single ? { ids: [], count: 0 } : target.selection);
  const who = single
    ? contactName(target.contact)
    : exact.selection && selectionText(exact.selection);
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title="Add to Campaign"
        description={
          who
            ? `Add ${who} to a campaign.`
            : exact.isError
              ? 'The matching contacts could not be counted. Please try again.'
              : 'Counting the matching contacts…'
        }
      >
        <AddToCampaignForm
          target={target}
          isCounting={!who}
          onDone={(answer) => {
            onOpenChange(false);
            onDone?.(answer);
          }}
          onCancel={() => onOpenChange(false)}
        />
      </Dialog>
    </Modal>
  );
}

function AddToCampaignForm({
  target,
  onDone,
  onCancel,
  isCounting,
}: {
  target: AddToCampaignTarget;
  isCounting: boolean;
  onDone: (answer?: ContactBulkResult) => void;
  onCancel: () => void;
}) {
  const campaigns = useCampaigns();
  const form = useForm(AddToCampaignFormSchema, { campaignId: '' });
  const addOne = useToastMutation(useAddContactToCampaign(), {
    success: 'Contact added to campaign successfully',
    error: 'Failed to add contact to campaign',
  });
  const addMany = useToastMutation(useBulkAddContactsToCampaign(), {
    success: ({ affected, job }) =>
      job
        ? `Adding ${contactsCount(affected)} to the campaign in the background`
        : `${contactsCount(affected)} added to campaign successfully`,
    error: 'Failed to add contact to campaign',
  });
  const submit = form.handleSubmit(async ({ campaignId }) => {
    const answer =
      'contact' in target
        ? void (await addOne.mutateAsync({ campaignId, contactId: target.contact.id }))
        : await addMany.mutateAsync({ ...selectionBody(target.selection), campaignId });
    form.reset();
    onDone(answer);
  });
  // A campaign that is sending or sent has its audience fixed: only drafts and scheduled ones.
  const list = (campaigns.data ?? []).filter((campaign) =>
    (CAMPAIGN_OPEN_STATUSES as readonly string[]).includes(campaign.status),
  );
  const none = campaigns.isSuccess && list.length === 0;

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {campaigns.isLoading ? (
        <Skeleton height="2.5rem" />
      ) : none ? (
        <div>
          <p>No campaigns available</p>
          <p className={formStyles.hint}>Create a campaign first, then add contacts to it.</p>
        </div>
      ) : (
        <Select label="Campaign" placeholder="Select a campaign" {...form.field('campaignId')}>
          {list.map((campaign) => (
            <SelectItem key={campaign.id} id={String(campaign.id)}>
              {campaign.name}
            </SelectItem>
          ))}
        </Select>
      )}
      <FormActions
        onCancel={onCancel}
        submitLabel="Add to Campaign"
        isSubmitting={form.isSubmitting}
        isDisabled={none || campaigns.isLoading || isCounting}
      />
    </form>
  );
}
