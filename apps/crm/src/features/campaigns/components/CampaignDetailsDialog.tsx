import { Collection } from 'react-aria-components';
import {
  Badge,
  Button,
  Cell,
  Column,
  Dialog,
  EmptyState,
  Modal,
  Row,
  TableBody,
  TableHeader,
  TableLoadMore,
  VirtualTable,
} from '@crm/ui';
import type { Campaign } from '@crm/api-client';
import { useCampaignContacts } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/useMediaQuery';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';
import { campaignStatusLabel, campaignStatusTone, formatScheduledAt } from '../campaignStatus';
import * as styles from './CampaignsScreen.css';

export interface CampaignDetailsDialogProps {
  /** The campaign shown. */
  campaign: Campaign;
  /** Called when the dialog closes. */
  onClose: () => void;
}

/** A campaign's details and its recipients (the contacts added to it), loaded a page at a time. */
export function CampaignDetailsDialog({ campaign, onClose }: CampaignDetailsDialogProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const contacts = useCampaignContacts(campaign.id);
  const rows = contacts.data?.pages.flatMap((page) => page.contacts) ?? [];
  const total = contacts.data?.pages[0]?.total;

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} size="lg">
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
              <Badge tone={campaignStatusTone(campaign.status)}>
                {campaignStatusLabel(campaign.status)}
              </Badge>
            </dd>
            <dt>Scheduled</dt>
            <dd>{formatScheduledAt(campaign.scheduledAt)}</dd>
            <dt>Created</dt>
            <dd>{formatDate(campaign.createdAt)}</dd>
            <dt>Sent</dt>
            <dd>{campaign.sentCount}</dd>
            <dt>Opens</dt>
            <dd>{campaign.openCount}</dd>
            <dt>Clicks</dt>
            <dd>{campaign.clickCount}</dd>
          </dl>
          <h3 className={screen.sectionTitle}>
            {total === undefined ? 'Recipients' : `Recipients (${total})`}
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
                isLoading={contacts.isLoading}
                loadingRowCount={3}
                renderEmptyState={() => (
                  <EmptyState
                    size="sm"
                    title="No recipients yet"
                    hint="Add contacts to this campaign from the Contacts page."
                  />
                )}
              >
                <Collection items={rows} dependencies={[isPhone]}>
                  {(contact) => (
                    <Row id={contact.id}>
                      <Cell>{`${contact.firstName} ${contact.lastName}`}</Cell>
                      <Cell>{contact.email}</Cell>
                      {!isPhone && <Cell>{formatDate(contact.addedAt)}</Cell>}
                    </Row>
                  )}
                </Collection>
                {contacts.hasNextPage && (
                  <TableLoadMore
                    isLoading={contacts.isFetchingNextPage}
                    onLoadMore={() => void contacts.fetchNextPage()}
                  />
                )}
              </TableBody>
            </VirtualTable>
          )}
        </div>
      </Dialog>
    </Modal>
  );
}
