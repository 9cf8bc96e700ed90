import type { ComponentType } from 'react';
import { AlertDialog, Button, SearchField } from '@crm/ui';
import { type Campaign, EMPTY_AUDIENCE } from '@crm/api-client';
import {
  useArchiveCampaign,
  useRestoreCampaign,
  useCampaignPages,
  useDeleteCampaign,
  useDuplicateCampaign,
} from '@crm/api-client/react';
import { defaultDesign, renderDesign } from '@crm/email-builder';
import { LoadError } from '../../../components/LoadError';
import { OutboxModeNotice } from '../../../components/OutboxModeNotice';
import { type DialogStateProps, useDialogState } from '../../../hooks/useDialogState';
import { useListSearch } from '../../../hooks/useListSearch';
import { usePagedList } from '../../../hooks/usePagedList';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { designOf } from '../../../lib/designOf';
import * as screen from '../../../styles/screen.css';
import type { CampaignRowAction } from '../lib/campaignRowActions';
import { CampaignDetailsDialog } from './CampaignDetailsDialog';
import {
  CampaignFormDialog,
  draftFromTemplate,
  showTemplateApplied,
  type CampaignDraft,
} from './CampaignFormDialog';
import { type CampaignSendAction, CampaignSendDialog } from './CampaignSendDialog';
import { CampaignsTable } from './CampaignsTable';
import { TemplatePickerDialog } from './TemplatePickerDialog';
import * as styles from './CampaignsScreen.css';

const newCampaign = (): CampaignDraft => ({
  name: '',
  subject: '',
  content: renderDesign(defaultDesign),
  design: defaultDesign,
  scheduledAt: '',
  audience: EMPTY_AUDIENCE,
  abTest: null,
});

const editDraftOf = (campaign: Campaign): CampaignDraft => ({
  id: campaign.id,
  name: campaign.name,
  subject: campaign.subject,
  content: campaign.content,
  design: designOf(campaign),
  scheduledAt: campaign.scheduledAt ?? '',
  audience: campaign.audience,
  abTest: campaign.abTest && {
    variants: campaign.abTest.variants.map((variant) => ({
      subject: variant.subject,
      content: variant.content ?? null,
    })),
    sharePercent: campaign.abTest.sharePercent,
    measure: campaign.abTest.measure,
    waitHours: campaign.abTest.waitHours,
  },
});

type CampaignsDialog =
  | { kind: 'form'; draft: CampaignDraft }
  | { kind: 'details'; campaign: Campaign }
  | { kind: 'delete'; campaign: Campaign }
  | { kind: 'send'; action: CampaignSendAction; campaign: Campaign }
  | { kind: 'templates' }
  | { kind: 'create-template' };

export interface CampaignsScreenProps {
  /**
   * The Create Email Template dialog (the templates area's, composed by the route: features do
   * not import each other).
   */
  CreateTemplateDialog: ComponentType<DialogStateProps>;
}

/**
 * The Campaigns screen (spec section 2): a table of the campaigns, searched on the server by name
 * and subject and loaded a page at a time as it scrolls, with the Create Campaign, Templates and
 * Create Email Template dialogs and each campaign's actions.
 */
export function CampaignsScreen({ CreateTemplateDialog }: CampaignsScreenProps) {
  const search = useListSearch(['q']);
  const { q } = search.applied;
  const list = usePagedList(useCampaignPages({ q }));
  const dialogs = useDialogState<CampaignsDialog>();
  const { dialog } = dialogs;

  const duplicate = useToastMutation(useDuplicateCampaign(), {
    success: 'Campaign duplicated successfully',
    error: 'Failed to duplicate campaign',
  });
  const archive = useToastMutation(useArchiveCampaign(), {
    success: 'Campaign archived successfully',
    error: 'Failed to archive campaign',
  });
  const restore = useToastMutation(useRestoreCampaign(), {
    success: 'Campaign restored',
    error: 'Failed to restore campaign',
  });
  const remove = useToastMutation(useDeleteCampaign(), {
    success: 'Campaign deleted successfully',
    error: 'Failed to delete campaign',
  });

  const onRowAction = (action: CampaignRowAction, campaign: Campaign) => {
    switch (action) {
      case 'details':
      case 'delete':
        return dialogs.open({ kind: action, campaign });
      case 'edit':
      case 'schedule':
        return dialogs.open({ kind: 'form', draft: editDraftOf(campaign) });
      case 'duplicate':
        return duplicate.mutate(campaign.id);
      case 'archive':
        return archive.mutate(campaign.id);
      case 'restore':
        return restore.mutate(campaign.id);
      case 'send':
      case 'test':
      case 'cancel':
        return dialogs.open({ kind: 'send', action, campaign });
    }
  };

  return (
    <div className={screen.stack}>
      <OutboxModeNotice />
      <div className={screen.toolbar}>
        <div className={styles.search}>
          <SearchField
            label="Search campaigns"
            placeholder="Search by name or subject..."
            value={search.draft.q}
            onChange={(value) => search.setText({ q: value })}
          />
        </div>
        <div className={styles.toolbarActions}>
          <Button variant="secondary" onPress={() => dialogs.open({ kind: 'templates' })}>
            Templates
          </Button>
          <Button variant="secondary" onPress={() => dialogs.open({ kind: 'create-template' })}>
            Create Email Template
          </Button>
          <Button onPress={() => dialogs.open({ kind: 'form', draft: newCampaign() })}>
            Create Campaign
          </Button>
        </div>
      </div>

      {list.isError ? (
        <LoadError message="Error loading campaigns. Please try again." />
      ) : (
        <CampaignsTable list={list} q={q} onRowAction={onRowAction} />
      )}

      {dialog?.kind === 'form' && (
        <CampaignFormDialog key={dialogs.opened} {...dialogs.modal} draft={dialog.draft} />
      )}
      {dialog?.kind === 'details' && (
        <CampaignDetailsDialog {...dialogs.modal} campaign={dialog.campaign} />
      )}
      {dialog?.kind === 'send' && (
        <CampaignSendDialog
          key={dialogs.opened}
          {...dialogs.modal}
          action={dialog.action}
          campaign={dialog.campaign}
        />
      )}
      {dialog?.kind === 'create-template' && (
        <CreateTemplateDialog key={dialogs.opened} {...dialogs.modal} />
      )}
      {dialog?.kind === 'templates' && (
        <TemplatePickerDialog
          {...dialogs.modal}
          onPick={(template) => {
            showTemplateApplied(template);
            dialogs.open({ kind: 'form', draft: draftFromTemplate(template) });
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <AlertDialog
          {...dialogs.modal}
          title="Are you sure?"
          confirmLabel="Delete"
          onConfirm={() => remove.mutate(dialog.campaign.id)}
        >
          This action cannot be undone. This will permanently delete the campaign and its list of
          recipients.
        </AlertDialog>
      )}
    </div>
  );
}
