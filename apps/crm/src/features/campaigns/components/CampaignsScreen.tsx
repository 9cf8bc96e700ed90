import { useState } from 'react';
import { Collection } from 'react-aria-components';
import {
  AlertDialog,
  Badge,
  Button,
  Cell,
  Column,
  EmptyState,
  MenuItem,
  MenuSeparator,
  Row,
  RowActions,
  SearchField,
  TableBody,
  TableHeader,
  TableLoadMore,
  VirtualTable,
} from '@crm/ui';
import type { Campaign } from '@crm/api-client';
import {
  useArchiveCampaign,
  useCampaignSearch,
  useDeleteCampaign,
  useDuplicateCampaign,
} from '@crm/api-client/react';
import { defaultDesign, renderDesign } from '@crm/email-builder';
import { LoadError } from '../../../components/LoadError';
import { OutboxModeNotice } from '../../../components/OutboxModeNotice';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/useMediaQuery';
import { useSearchQuery } from '../../../hooks/useSearchQuery';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { designOf } from '../../../lib/designOf';
import * as screen from '../../../styles/screen.css';
import { campaignStatusLabel, campaignStatusTone, formatScheduledAt } from '../campaignStatus';
import { CampaignDetailsDialog } from './CampaignDetailsDialog';
import {
  CAMPAIGN_SEND_ACTIONS,
  CampaignSendDialog,
  sendActionLabels,
  sendActionsFor,
  type CampaignSendAction,
} from './CampaignSendDialog';
import { CampaignSendProgress } from './CampaignSendProgress';
import {
  CampaignFormDialog,
  draftFromTemplate,
  showTemplateApplied,
  type CampaignDraft,
} from './CampaignFormDialog';
import { CreateTemplateDialog } from './CreateTemplateDialog';
import { TemplatePickerDialog } from './TemplatePickerDialog';
import * as styles from './CampaignsScreen.css';

const newCampaign = (): CampaignDraft => ({
  name: '',
  subject: '',
  content: renderDesign(defaultDesign),
  design: defaultDesign,
  scheduledAt: '',
});

const editDraftOf = (campaign: Campaign): CampaignDraft => ({
  id: campaign.id,
  name: campaign.name,
  subject: campaign.subject,
  content: campaign.content,
  design: designOf(campaign),
  scheduledAt: campaign.scheduledAt ?? '',
});

/** Three lines of text under one another (name, subject, schedule or counts) and their padding. */
const PHONE_ROW_HEIGHT = 88;
/** Room for the widest badge, "Scheduled", and the cell's padding. */
const STATUS_WIDTH = 112;
/** The actions button and the cell's padding. */
const ACTIONS_WIDTH = 64;

/** Under the name on a phone: when a scheduled campaign goes, otherwise how it went. */
function phoneSummary(campaign: Campaign): string {
  if (campaign.scheduledAt) return formatScheduledAt(campaign.scheduledAt);
  return `${campaign.sentCount} sent · ${campaign.openCount} opens`;
}

function CampaignStatusBadge({ status }: { status: Campaign['status'] }) {
  return <Badge tone={campaignStatusTone(status)}>{campaignStatusLabel(status)}</Badge>;
}

/** A campaign's actions menu, the same on a phone and on a wide screen. */
function CampaignActions({
  campaign,
  onAction,
}: {
  campaign: Campaign;
  onAction: (campaign: Campaign, action: string) => void;
}) {
  return (
    <RowActions
      aria-label={`Actions for ${campaign.name}`}
      onAction={(key) => onAction(campaign, String(key))}
    >
      <MenuItem id="details">View details</MenuItem>
      {sendActionsFor(campaign.status).map((action) => (
        <MenuItem key={action} id={action}>
          {sendActionLabels[action]}
        </MenuItem>
      ))}
      {campaign.status === 'draft' && <MenuItem id="schedule">Schedule</MenuItem>}
      {campaign.status === 'draft' && <MenuItem id="edit">Edit</MenuItem>}
      <MenuItem id="duplicate">Duplicate</MenuItem>
      {campaign.status !== 'archived' && <MenuItem id="archive">Archive</MenuItem>}
      <MenuSeparator />
      <MenuItem id="delete" variant="destructive">
        Delete
      </MenuItem>
    </RowActions>
  );
}

type Dialog =
  | { kind: 'form'; draft: CampaignDraft }
  | { kind: 'details'; campaign: Campaign }
  | { kind: 'delete'; campaign: Campaign }
  | { kind: 'send'; action: CampaignSendAction; campaign: Campaign }
  | { kind: 'templates' }
  | { kind: 'create-template' }
  | null;

/**
 * The Campaigns screen (spec section 2): a table of the campaigns, searched on the server by name
 * and subject and loaded a page at a time as it scrolls, with the Create Campaign, Templates and
 * Create Email Template dialogs and each campaign's actions.
 */
export function CampaignsScreen() {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const { q, draft: search, setDraft: setSearch } = useSearchQuery();
  const campaigns = useCampaignSearch(q);
  const rows = campaigns.data?.pages.flatMap((page) => page.campaigns) ?? [];
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  // Each opening gets fresh form state, even for the same campaign twice.
  const [formKey, setFormKey] = useState(0);
  const openForm = (draft: CampaignDraft) => {
    setFormKey((key) => key + 1);
    setDialog({ kind: 'form', draft });
  };

  const duplicate = useToastMutation(useDuplicateCampaign(), {
    success: 'Campaign duplicated successfully',
    error: 'Failed to duplicate campaign',
  });
  const archive = useToastMutation(useArchiveCampaign(), {
    success: 'Campaign archived successfully',
    error: 'Failed to archive campaign',
  });
  const remove = useToastMutation(useDeleteCampaign(), {
    success: 'Campaign deleted successfully',
    error: 'Failed to delete campaign',
  });

  const onAction = (campaign: Campaign, action: string) => {
    if (action === 'details') setDialog({ kind: 'details', campaign });
    else if (action === 'edit') openForm(editDraftOf(campaign));
    else if (action === 'duplicate') duplicate.mutate(campaign.id);
    else if (action === 'archive') archive.mutate(campaign.id);
    else if (action === 'delete') setDialog({ kind: 'delete', campaign });
    else if (action === 'schedule') openForm(editDraftOf(campaign));
    else if ((CAMPAIGN_SEND_ACTIONS as readonly string[]).includes(action))
      setDialog({ kind: 'send', action: action as CampaignSendAction, campaign });
  };

  return (
    <div className={screen.stack}>
      <OutboxModeNotice />
      <div className={screen.toolbar}>
        <div className={styles.search}>
          <SearchField
            label="Search campaigns"
            placeholder="Search by name or subject..."
            value={search}
            onChange={setSearch}
          />
        </div>
        <div className={styles.toolbarActions}>
          <Button variant="secondary" onPress={() => setDialog({ kind: 'templates' })}>
            Templates
          </Button>
          <Button variant="secondary" onPress={() => setDialog({ kind: 'create-template' })}>
            Create Email Template
          </Button>
          <Button onPress={() => openForm(newCampaign())}>Create Campaign</Button>
        </div>
      </div>

      {campaigns.isError ? (
        <LoadError message="Error loading campaigns. Please try again." />
      ) : (
        <VirtualTable
          // The phone and desktop column sets differ; React Aria cannot change a column's id in
          // place, so crossing the breakpoint mounts a fresh table.
          key={isPhone ? 'phone' : 'desktop'}
          aria-label="Campaigns"
          className={styles.table}
          // On a phone each row stacks the subject and the schedule or counts under the name.
          rowHeight={isPhone ? PHONE_ROW_HEIGHT : undefined}
        >
          {isPhone ? (
            // A phone shows name, status and actions without scrolling sideways: the lesser
            // columns' data sits under the name, and View details has all of it.
            <TableHeader>
              <Column id="name" isRowHeader>
                Name
              </Column>
              <Column id="status" width={STATUS_WIDTH}>
                Status
              </Column>
              <Column id="actions" width={ACTIONS_WIDTH}>
                <span className={styles.visuallyHidden}>Actions</span>
              </Column>
            </TableHeader>
          ) : (
            <TableHeader>
              <Column id="name" isRowHeader minWidth={180}>
                Name
              </Column>
              <Column id="subject" minWidth={200}>
                Subject
              </Column>
              <Column id="status" minWidth={110}>
                Status
              </Column>
              <Column id="scheduled" minWidth={190}>
                Scheduled
              </Column>
              <Column id="sent" minWidth={80}>
                Sent
              </Column>
              <Column id="opens" minWidth={80}>
                Opens
              </Column>
              <Column id="actions" minWidth={90}>
                Actions
              </Column>
            </TableHeader>
          )}
          <TableBody
            isLoading={campaigns.isLoading}
            renderEmptyState={() =>
              q ? (
                <EmptyState title="No campaigns found" hint="Try another name or subject." />
              ) : (
                <EmptyState
                  title="No campaigns yet"
                  hint="Create a campaign to email your contacts."
                />
              )
            }
          >
            <Collection items={rows} dependencies={[isPhone]}>
              {(campaign) =>
                isPhone ? (
                  <Row id={campaign.id}>
                    <Cell>
                      <span className={styles.phoneName}>{campaign.name}</span>
                      <span className={styles.phoneDetail}>{campaign.subject}</span>
                      {campaign.status === 'sending' ? (
                        <CampaignSendProgress campaignId={campaign.id} name={campaign.name} />
                      ) : (
                        <span className={styles.phoneDetail}>{phoneSummary(campaign)}</span>
                      )}
                    </Cell>
                    <Cell>
                      <CampaignStatusBadge status={campaign.status} />
                    </Cell>
                    <Cell>
                      <CampaignActions campaign={campaign} onAction={onAction} />
                    </Cell>
                  </Row>
                ) : (
                  <Row id={campaign.id}>
                    <Cell>{campaign.name}</Cell>
                    <Cell>{campaign.subject}</Cell>
                    <Cell>
                      <CampaignStatusBadge status={campaign.status} />
                      {campaign.status === 'sending' && (
                        <CampaignSendProgress campaignId={campaign.id} name={campaign.name} />
                      )}
                    </Cell>
                    <Cell>{formatScheduledAt(campaign.scheduledAt)}</Cell>
                    <Cell>{campaign.sentCount}</Cell>
                    <Cell>{campaign.openCount}</Cell>
                    <Cell>
                      <CampaignActions campaign={campaign} onAction={onAction} />
                    </Cell>
                  </Row>
                )
              }
            </Collection>
            {campaigns.hasNextPage && (
              <TableLoadMore
                isLoading={campaigns.isFetchingNextPage}
                onLoadMore={() => void campaigns.fetchNextPage()}
              />
            )}
          </TableBody>
        </VirtualTable>
      )}

      {dialog?.kind === 'form' && (
        <CampaignFormDialog key={formKey} draft={dialog.draft} onClose={close} />
      )}
      {dialog?.kind === 'details' && (
        <CampaignDetailsDialog campaign={dialog.campaign} onClose={close} />
      )}
      {dialog?.kind === 'send' && (
        <CampaignSendDialog action={dialog.action} campaign={dialog.campaign} onClose={close} />
      )}
      {dialog?.kind === 'create-template' && <CreateTemplateDialog onClose={close} />}
      <TemplatePickerDialog
        isOpen={dialog?.kind === 'templates'}
        onOpenChange={(isOpen) => !isOpen && dialog?.kind === 'templates' && close()}
        onPick={(template) => {
          showTemplateApplied(template);
          openForm(draftFromTemplate(template));
        }}
      />
      <AlertDialog
        isOpen={dialog?.kind === 'delete'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title="Are you sure?"
        confirmLabel="Delete"
        onConfirm={() => {
          if (dialog?.kind === 'delete') remove.mutate(dialog.campaign.id);
        }}
      >
        This action cannot be undone. This will permanently delete the campaign and its list of
        recipients.
      </AlertDialog>
    </div>
  );
}
