import {
  Badge,
  Cell,
  Column,
  EmptyState,
  Row,
  type SortDescriptor,
  TableBody,
  TableHeader,
  VirtualTable,
} from '@crm/ui';
import type { Deal, DealSort, PipelineStage, SortOrder } from '@crm/api-client';
import { useDeals } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/useMediaQuery';
import { usePagedList } from '../../../hooks/usePagedList';
import { formatCountOf } from '../../../lib/formatCount';
import { formatDate } from '../../../lib/formatDate';
import { formatMoney } from '../../../lib/dealMoney';
import * as screen from '../../../styles/screen.css';
import { DEAL_STATUS_BADGE } from '../lib/dealStatusBadge';
import * as styles from './DealsScreen.css';
import { BLANK, orDash } from '../../../lib/orDash';

/** Three lines under one another on a phone (name, stage and value, close date) and padding. */
const PHONE_ROW_HEIGHT = 88;
/** Room for the widest badge, "Open", and the cell's padding. */
const STATUS_WIDTH = 96;

/** A deal's expected close as the board's cards show it; the blank dash when it has none. */
const closeDate = (deal: Deal) =>
  deal.expectedClose ? formatDate(`${deal.expectedClose}T12:00:00Z`) : BLANK;

export interface DealsTableProps {
  /** The pipeline's stages, which name each deal's stage. */
  stages: PipelineStage[];
  /** The server sort; none: board order. */
  sort?: DealSort;
  /** @default 'asc' */
  order?: SortOrder;
  onSortChange: (sort: DealSort, order: SortOrder) => void;
  /** Opens a deal (the board's deal dialog). */
  onOpen: (deal: Deal) => void;
}

/**
 * Every deal, open, won and lost, as a table sorted on the server and read a page at a time as it
 * scrolls (only the rows in view are rendered, so 10,000 deals stay quick); a row opens the deal.
 * On a phone the stage, value and close date sit under the name.
 */
export function DealsTable({ stages, sort, order = 'asc', onSortChange, onOpen }: DealsTableProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const list = usePagedList(useDeals({ sort, order }));
  const stageName = new Map(stages.map((s) => [s.id, s.name]));
  const sortDescriptor: SortDescriptor | undefined = sort && {
    column: sort,
    direction: order === 'desc' ? 'descending' : 'ascending',
  };
  const status = (deal: Deal) => (
    <Badge tone={DEAL_STATUS_BADGE[deal.status].tone}>{DEAL_STATUS_BADGE[deal.status].text}</Badge>
  );
  if (list.isError) return <LoadError message="Failed to load deals" />;
  return (
    <div className={styles.tableView}>
      <p className={screen.muted} aria-live="polite">
        {list.total === undefined ? 'Loading deals…' : formatCountOf(list.total, 'deal', 'deals')}
      </p>
      <VirtualTable
        // The phone and desktop column sets differ; React Aria cannot change a column's id in
        // place, so crossing the breakpoint mounts a fresh table.
        key={isPhone ? 'phone' : 'desktop'}
        aria-label="Deals"
        className={styles.table}
        rowHeight={isPhone ? PHONE_ROW_HEIGHT : undefined}
        sortDescriptor={sortDescriptor}
        onSortChange={({ column, direction }) =>
          onSortChange(column as DealSort, direction === 'descending' ? 'desc' : 'asc')
        }
      >
        {isPhone ? (
          <TableHeader>
            <Column id="name" isRowHeader allowsSorting>
              Name
            </Column>
            <Column id="status" width={STATUS_WIDTH}>
              Status
            </Column>
          </TableHeader>
        ) : (
          <TableHeader>
            <Column id="name" isRowHeader allowsSorting minWidth={180} defaultWidth="1.6fr">
              Name
            </Column>
            <Column id="company" minWidth={140}>
              Company
            </Column>
            <Column id="stage" allowsSorting minWidth={130}>
              Stage
            </Column>
            <Column id="value" allowsSorting minWidth={120}>
              Value
            </Column>
            <Column id="expectedClose" allowsSorting minWidth={160}>
              Expected close
            </Column>
            <Column id="status" minWidth={STATUS_WIDTH}>
              Status
            </Column>
          </TableHeader>
        )}
        <TableBody
          {...list.bodyProps}
          dependencies={[isPhone, stages]}
          renderEmptyState={() => (
            <EmptyState title="No deals yet" hint="Add a deal to start your pipeline." />
          )}
        >
          {(deal) =>
            isPhone ? (
              <Row id={deal.id} onAction={() => onOpen(deal)}>
                <Cell>
                  <span className={screen.phoneName}>{deal.name}</span>
                  <span className={screen.phoneDetail}>
                    {orDash(stageName.get(deal.stageId))} ·{' '}
                    {formatMoney(deal.valueCents, deal.currency)}
                  </span>
                  <span className={screen.phoneDetail}>
                    {deal.expectedClose ? `Closes ${closeDate(deal)}` : 'No close date'}
                  </span>
                </Cell>
                <Cell>{status(deal)}</Cell>
              </Row>
            ) : (
              <Row id={deal.id} onAction={() => onOpen(deal)}>
                <Cell>{deal.name}</Cell>
                <Cell>{orDash(deal.company?.name)}</Cell>
                <Cell>{orDash(stageName.get(deal.stageId))}</Cell>
                <Cell>{formatMoney(deal.valueCents, deal.currency)}</Cell>
                <Cell>{closeDate(deal)}</Cell>
                <Cell>{status(deal)}</Cell>
              </Row>
            )
          }
        </TableBody>
      </VirtualTable>
    </div>
  );
}
