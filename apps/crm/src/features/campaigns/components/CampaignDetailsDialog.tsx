import {
  Badge,
  Button,
  Cell,
  Column,
  Dialog,
  EmptyState,
  Modal,
  Row,
  Select,
  SelectItem,
  TableBody,
  TableHeader,
  VirtualTable,
} from '@crm/ui';
import { useState } from 'react';
import type { Campaign, CampaignContact, RecipientState } from '@crm/api-client';
import { useCampaignContacts, useCampaignProgress } from '@crm/api-client/react';
import { BounceList } from '../../../components/BounceList';
import { LoadError } from '../../../components/LoadError';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/useMediaQuery';
import { usePagedList } from '../../../hooks/usePagedList';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';
import {
  formatScheduledAt,
  recipientReason,
  recipientStateLabels,
  recipientStateTone,
} from '../lib/campaignStatus';
import { AbTestResults } from './AbTestResults';
import { CampaignStatusBadge } from './CampaignStatusBadge';
import * as styles from './CampaignsScreen.css';
import { formatCount } from '../../../lib/formatCount';
import { leftOutText } from '../lib/leftOutText';

/** Two lines: the name over the email on a phone, the state over its reason. */
const RECIPIENT_ROW_HEIGHT = 60;

export interface CampaignDetailsDialogProps extends DialogStateProps {
  /** The campaign shown. */
  campaign: Campaign;
}

/**
 * A campaign's details and its recipients (the contacts added to it) with where each stands
 * (skipped and why, failed with the server's answer, opened, clicked...), filtered by state and
 * loaded a page at a time as the list scrolls (100,000 recipients read 25 at a time); once it has
 * sent, its bounces and complaints with their reasons (issue 30 §2).
 */
export function CampaignDetailsDialog({
  isOpen,
  onOpenChange,
  campaign,
}: CampaignDetailsDialogProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  // Who the send queued and left out, as counted when it started.
  const queued = useCampaignProgress(campaign.id, { enabled: campaign.leftOut !== null }).data
    ?.progress.total;
  const [state, setState] = useState<RecipientState | 'all'>('all');
  const contacts = usePagedList(
    useCampaignContacts(campaign.id, {
      state: state === 'all' ? undefined : state,
      // While it sends, each recipient's state moves: read the loaded pages again.
      live: campaign.status === 'sending',
    }),
  );
  const stateCell = (contact: CampaignContact) => {
    const why = recipientReason(contact.state, contact.reason);
    return (
      <>
        <Badge tone={recipientStateTone(contact.state)}>
          {recipientStateLabels[contact.state]}
        </Badge>
        {why && (
          <span className={screen.phoneDetail} title={why}>
            {why}
          </span>
        )}
      </>
    );
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog
        title={campaign.name}
        description={campaign.subject}
        footer={({ close }) => (
          <Button variant="secondary" onPress={close}>
            Done
          </Button>
        )}
      >
        <div className={styles.details}>
          <dl className={screen.definitionList}>
            <dt>Status</dt>
            <dd>
              <CampaignStatusBadge status={campaign.status} />
            </dd>
            <dt>Scheduled</dt>
            <dd>{formatScheduledAt(campaign.scheduledAt)}</dd>
            <dt>Created</dt>
            <dd>{formatDate(campaign.createdAt)}</dd>
            {campaign.leftOut && queued !== undefined && (
              <>
                <dt>Audience</dt>
                <dd>
                  {[`${formatCount(queued)} queued`, leftOutText(campaign.leftOut)]
                    .filter(Boolean)
                    .join('; ')}
                </dd>
              </>
            )}
            <dt>Sent</dt>
            <dd>{formatCount(campaign.sentCount)}</dd>
            <dt>Opens</dt>
            <dd>{formatCount(campaign.openCount)}</dd>
            <dt>Clicks</dt>
            <dd>{formatCount(campaign.clickCount)}</dd>
          </dl>
          {campaign.abTest && <AbTestResults campaign={campaign} />}
          <div className={styles.recipientsHeader}>
            <h3 className={screen.sectionTitle}>
              {contacts.total === undefined
                ? 'Recipients'
                : `Recipients (${formatCount(contacts.total)})`}
            </h3>
            <Select
              aria-label="Show recipients"
              className={styles.stateFilter}
              selectedKey={state}
              onSelectionChange={(key) => setState(key as RecipientState | 'all')}
            >
              <SelectItem id="all">All recipients</SelectItem>
              {Object.entries(recipientStateLabels).map(([id, label]) => (
                <SelectItem key={id} id={id}>
                  {label}
                </SelectItem>
              ))}
            </Select>
          </div>
          {contacts.isError ? (
            <LoadError message="Error loading recipients. Please try again." />
          ) : (
            <VirtualTable
              key={isPhone ? 'phone' : 'desktop'}
              aria-label="Recipients"
              className={styles.recipientsTable}
              rowHeight={RECIPIENT_ROW_HEIGHT}
            >
              {/* On a phone, the email goes under the name; Added would push them sideways. */}
              <TableHeader>
                <Column id="name" isRowHeader minWidth={isPhone ? undefined : 160}>
                  Name
                </Column>
                {!isPhone && (
                  <Column id="email" minWidth={200}>
                    Email
                  </Column>
                )}
                <Column id="state" minWidth={isPhone ? 120 : 160}>
                  State
                </Column>
                {!isPhone && (
                  <Column id="added" minWidth={110}>
                    Added
                  </Column>
                )}
              </TableHeader>
              <TableBody
                {...contacts.bodyProps}
                loadingRowCount={3}
                dependencies={[isPhone, state]}
                renderEmptyState={() =>
                  state === 'all' ? (
                    <EmptyState
                      size="sm"
                      title="No recipients yet"
                      hint="Add contacts to this campaign from the Contacts page."
                    />
                  ) : (
                    <EmptyState
                      size="sm"
                      title={`No recipients are ${recipientStateLabels[state].toLowerCase()}`}
                      hint="Choose All recipients to see everyone."
                    />
                  )
                }
              >
                {(contact) =>
                  isPhone ? (
                    <Row id={contact.id}>
                      <Cell>
                        <span className={screen.phoneName}>
                          {`${contact.firstName} ${contact.lastName}`.trim() || contact.email}
                        </span>
                        <span className={screen.phoneDetail}>{contact.email}</span>
                      </Cell>
                      <Cell>{stateCell(contact)}</Cell>
                    </Row>
                  ) : (
                    <Row id={contact.id}>
                      <Cell>
                        {`${contact.firstName} ${contact.lastName}`.trim() || contact.email}
                      </Cell>
                      <Cell>{contact.email}</Cell>
                      <Cell>{stateCell(contact)}</Cell>
                      <Cell>{formatDate(contact.addedAt)}</Cell>
                    </Row>
                  )
                }
              </TableBody>
            </VirtualTable>
          )}
          {/* After the recipients, whose state filter (Bounced) it complements: the reasons. */}
          {campaign.sentCount > 0 && <BounceList filter={{ campaignId: campaign.id }} showCounts />}
        </div>
      </Dialog>
    </Modal>
  );
}
