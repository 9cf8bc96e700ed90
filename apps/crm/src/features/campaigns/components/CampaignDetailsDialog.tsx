import {
  Button,
  Cell,
  Column,
  Dialog,
  EmptyState,
  Modal,
  Row,
  TableBody,
  TableHeader,
  VirtualTable,
} from '@crm/ui';
import type { Campaign } from '@crm/api-client';
import { useCampaignContacts } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/useMediaQuery';
import { usePagedList } from '../../../hooks/usePagedList';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';
import { formatScheduledAt } from '../lib/campaignStatus';
import { CampaignStatusBadge } from './CampaignStatusBadge';
import * as styles from './CampaignsScreen.css';
import { formatCount } from '../../../lib/formatCount';

export interface CampaignDetailsDialogProps extends DialogStateProps {
  /** The campaign shown. */
  campaign: Campaign;
}

/** A campaign's details and its recipients (the contacts added to it), loaded a page at a time. */
export function CampaignDetailsDialog({
  isOpen,
  onOpenChange,
  campaign,
}: CampaignDetailsDialogProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const contacts = usePagedList(useCampaignContacts(campaign.id));

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
            <dt>Sent</dt>
            <dd>{formatCount(campaign.sentCount)}</dd>
            <dt>Opens</dt>
            <dd>{formatCount(campaign.openCount)}</dd>
            <dt>Clicks</dt>
            <dd>{formatCount(campaign.clickCount)}</dd>
          </dl>
          <h3 className={screen.sectionTitle}>
            {contacts.total === undefined
              ? 'Recipients'
              : `Recipients (${formatCount(contacts.total)})`}
          </h3>
          {contacts.isError ? (
            <LoadError message="Error loading recipients. Please try again." />
          ) : (
            <VirtualTable
              key={isPhone ? 'phone' : 'desktop'}
              aria-label="Recipients"
              className={styles.recipientsTable}
            >
              {/* On a phone, name and email share the width; Added would push them sideways. */}
              <TableHeader>
                <Column id="name" isRowHeader minWidth={isPhone ? undefined : 160}>
                  Name
                </Column>
                <Column id="email" minWidth={isPhone ? undefined : 200}>
                  Email
                </Column>
                {!isPhone && (
                  <Column id="added" minWidth={120}>
                    Added
                  </Column>
                )}
              </TableHeader>
              <TableBody
                {...contacts.bodyProps}
                dependencies={[isPhone]}
                loadingRowCount={3}
                renderEmptyState={() => (
                  <EmptyState
                    size="sm"
                    title="No recipients yet"
                    hint="Add contacts to this campaign from the Contacts page."
                  />
                )}
              >
                {(contact) => (
                  <Row id={contact.id}>
                    <Cell>
                      {`${contact.firstName} ${contact.lastName}`.trim() || contact.email}
                    </Cell>
                    <Cell>{contact.email}</Cell>
                    {!isPhone && <Cell>{formatDate(contact.addedAt)}</Cell>}
                  </Row>
                )}
              </TableBody>
            </VirtualTable>
          )}
        </div>
      </Dialog>
    </Modal>
  );
}
