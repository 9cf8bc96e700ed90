import {
  Cell,
  Column,
  EmptyState,
  Row,
  RowActions,
  TableBody,
  TableHeader,
  VirtualTable,
  visuallyHidden,
} from '@crm/ui';
import type { Campaign } from '@crm/api-client';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/useMediaQuery';
import type { PagedList } from '../../../hooks/usePagedList';
import { type CampaignRowAction, campaignRowActions } from '../lib/campaignRowActions';
import { formatScheduledAt } from '../lib/campaignStatus';
import { CampaignSendProgress } from './CampaignSendProgress';
import { CampaignStatusBadge } from './CampaignStatusBadge';
import * as screen from '../../../styles/screen.css';
import * as styles from './CampaignsScreen.css';
import { formatCount } from '../../../lib/formatCount';

/** Three lines of text under one another (name, subject, schedule or counts) and their padding. */
const PHONE_ROW_HEIGHT = 88;
/** Room for the widest badge, "Scheduled", and the cell's padding. */
const STATUS_WIDTH = 112;
/** A send's progress text at its longest, "200,020 of 200,020 sent", and the cell's padding. */
const SENT_WIDTH = 172;
/** The actions button and the cell's padding. */
const ACTIONS_WIDTH = 64;

/** Under the name on a phone: when a scheduled campaign goes, otherwise how it went. */
function phoneSummary(campaign: Campaign): string {
  if (campaign.scheduledAt) return formatScheduledAt(campaign.scheduledAt);
  return `${formatCount(campaign.sentCount)} sent · ${formatCount(campaign.openCount)} opens`;
}

export interface CampaignsTableProps {
  /** The campaigns loaded so far, and how to load more (`usePagedList`). */
  list: PagedList<Campaign>;
  /** The search the list answers: its empty state says no campaign matched it. */
  q: string;
  onRowAction: (action: CampaignRowAction, campaign: Campaign) => void;
}

/**
 * The campaigns table, a page at a time as it scrolls: every column on a wide screen; on a phone
 * name, status and actions, with the subject and the schedule or counts under the name.
 */
export function CampaignsTable({ list, q, onRowAction }: CampaignsTableProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const actions = (campaign: Campaign) => (
    <RowActions
      rowLabel={campaign.name}
      actions={campaignRowActions(campaign)}
      onAction={(action) => onRowAction(action, campaign)}
    />
  );
  return (
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
            <span className={visuallyHidden}>Actions</span>
          </Column>
        </TableHeader>
      ) : (
        <TableHeader>
          <Column id="name" isRowHeader minWidth={160}>
            Name
          </Column>
          <Column id="subject" minWidth={180}>
            Subject
          </Column>
          <Column id="status" minWidth={110}>
            Status
          </Column>
          <Column id="scheduled" minWidth={180}>
            Scheduled
          </Column>
          {/* Room for a send's progress, "200,020 of 200,020 sent", unclipped. */}
          <Column id="sent" minWidth={SENT_WIDTH}>
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
        {...list.bodyProps}
        dependencies={[isPhone]}
        renderEmptyState={() =>
          q ? (
            <EmptyState title="No campaigns found" hint="Try another name or subject." />
          ) : (
            <EmptyState title="No campaigns yet" hint="Create a campaign to email your contacts." />
          )
        }
      >
        {(campaign) =>
          isPhone ? (
            <Row id={campaign.id}>
              <Cell>
                <span className={screen.phoneName}>{campaign.name}</span>
                <span className={screen.phoneDetail}>{campaign.subject}</span>
                {campaign.status === 'sending' ? (
                  <CampaignSendProgress campaignId={campaign.id} name={campaign.name} />
                ) : (
                  <span className={screen.phoneDetail}>{phoneSummary(campaign)}</span>
                )}
              </Cell>
              <Cell>
                <CampaignStatusBadge status={campaign.status} />
              </Cell>
              <Cell>{actions(campaign)}</Cell>
            </Row>
          ) : (
            <Row id={campaign.id}>
              <Cell>{campaign.name}</Cell>
              <Cell>{campaign.subject}</Cell>
              <Cell>
                <CampaignStatusBadge status={campaign.status} />
              </Cell>
              <Cell>{formatScheduledAt(campaign.scheduledAt)}</Cell>
              <Cell>
                {/* While it sends, Sent is the live bar: "150,000 of 200,020 sent" in full. */}
                {campaign.status === 'sending' ? (
                  <CampaignSendProgress campaignId={campaign.id} name={campaign.name} />
                ) : (
                  formatCount(campaign.sentCount)
                )}
              </Cell>
              <Cell>{formatCount(campaign.openCount)}</Cell>
              <Cell>{actions(campaign)}</Cell>
            </Row>
          )
        }
      </TableBody>
    </VirtualTable>
  );
}
