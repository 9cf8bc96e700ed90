import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Deal } from '@crm/api-client';
import { formatDate } from '../../../lib/formatDate';
import { formatMoney } from '../../../lib/dealMoney';
import * as styles from './DealsScreen.css';

/** The drag id of a deal's card, and of a stage's column (a drop on its empty space). */
export const dealDragId = (id: number) => `deal-${id}`;
export const stageDragId = (id: number) => `stage-${id}`;

/** What a card or a column tells the board about a drag over it. */
export type BoardDropData =
  | { kind: 'deal'; dealId: number; stageId: number; name: string }
  | { kind: 'stage'; stageId: number };

export interface DealCardProps {
  deal: Deal;
  /** Opens the deal (edit, won, lost). */
  onOpen: (deal: Deal) => void;
}

/** What a card shows: the name, value, contacts and expected close. */
export function DealCardContent({ deal }: { deal: Deal }) {
  const contacts = deal.contacts.map((c) => c.name).join(', ');
  return (
    <>
      <span className={styles.cardName}>{deal.name}</span>
      <span className={styles.cardMeta}>
        {formatMoney(deal.valueCents, deal.currency)}
        {deal.expectedClose && ` · closes ${formatDate(`${deal.expectedClose}T12:00:00Z`)}`}
      </span>
      {contacts && <span className={styles.cardMeta}>{contacts}</span>}
    </>
  );
}

/**
 * A deal on the board: a drag handle (mouse, touch, or Space then the arrow keys) and the deal,
 * which opens when pressed. dnd-kit's attributes go on the handle so the list item keeps its role.
 */
export function DealCard({ deal, onOpen }: DealCardProps) {
  const data: BoardDropData = {
    kind: 'deal',
    dealId: deal.id,
    stageId: deal.stageId,
    name: deal.name,
  };
  // The deal rides along for the drag overlay, which shows the card under the pointer.
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: dealDragId(deal.id), data: { ...data, deal } });
  return (
    <li
      ref={setNodeRef}
      className={`${styles.card} ${isDragging ? styles.cardDragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={`Move ${deal.name}`}
      >
        <svg aria-hidden="true" width="12" height="16" viewBox="0 0 12 16" fill="currentColor">
          <circle cx="3" cy="3" r="1.5" />
          <circle cx="9" cy="3" r="1.5" />
          <circle cx="3" cy="8" r="1.5" />
          <circle cx="9" cy="8" r="1.5" />
          <circle cx="3" cy="13" r="1.5" />
          <circle cx="9" cy="13" r="1.5" />
        </svg>
      </button>
      <button type="button" className={styles.cardBody} onClick={() => onOpen(deal)}>
        <DealCardContent deal={deal} />
      </button>
    </li>
  );
}
