import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Deal, PipelineStage } from '@crm/api-client';
import { useDeals } from '@crm/api-client/react';
import { Spinner } from '@crm/ui';
import { LoadError } from '../../../components/LoadError';
import { ShowMoreButton } from '../../../components/ShowMoreButton';
import { formatCountOf } from '../../../lib/formatCount';
import { formatTotals } from '../../../lib/dealMoney';
import { type BoardDropData, DealCard, dealDragId, stageDragId } from './DealCard';
import * as styles from './DealsScreen.css';

export interface StageColumnProps {
  stage: PipelineStage;
  onOpen: (deal: Deal) => void;
  /** Whether a dragged deal is over this column. */
  isOver?: boolean;
  /**
   * The currency an empty stage's 0 is in (the board's main one).
   * @default USD
   */
  currency?: string;
}

/**
 * A stage on the board: its name, open deals' count and value, and its open deals a page at a
 * time (a stage with 10,000 deals shows the first page and "Show more").
 */
export function StageColumn({ stage, onOpen, isOver = false, currency }: StageColumnProps) {
  const deals = useDeals({ stageId: stage.id, status: 'open' });
  const data: BoardDropData = { kind: 'stage', stageId: stage.id };
  const { setNodeRef } = useDroppable({ id: stageDragId(stage.id), data });
  const rows = deals.data?.rows ?? [];
  const headingId = `stage-${stage.id}-heading`;
  return (
    <section
      ref={setNodeRef}
      className={`${styles.column} ${isOver ? styles.columnOver : ''}`}
      aria-labelledby={headingId}
    >
      <div className={styles.columnHeader}>
        <h2 id={headingId} className={styles.columnTitle}>
          {stage.name}
        </h2>
        <span className={styles.columnMeta}>
          {formatCountOf(stage.count, 'deal', 'deals')} · {formatTotals(stage.totals, currency)}
        </span>
      </div>
      {deals.isError && <LoadError message="Failed to load deals" />}
      {deals.isPending && !deals.isError && <Spinner aria-label={`Loading ${stage.name}`} />}
      <SortableContext
        id={stageDragId(stage.id)}
        items={rows.map((d) => dealDragId(d.id))}
        strategy={verticalListSortingStrategy}
      >
        <ul className={styles.cards} aria-label={`${stage.name} deals`}>
          {rows.map((deal) => (
            <DealCard key={deal.id} deal={deal} onOpen={onOpen} />
          ))}
        </ul>
      </SortableContext>
      {deals.hasNextPage && (
        <ShowMoreButton
          shown={rows.length}
          total={deals.data?.total ?? rows.length}
          isLoading={deals.isFetchingNextPage}
          onPress={() => void deals.fetchNextPage()}
        />
      )}
    </section>
  );
}
