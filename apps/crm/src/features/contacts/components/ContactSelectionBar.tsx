import { Button } from '@crm/ui';
import { contactsTotal } from '../lib/contactSelection';
import * as styles from './ContactsScreen.css';

/** What the bar's buttons do to the selection. */
export type ContactBulkAction = 'bulk-tag' | 'campaign' | 'workflow' | 'delete';

export interface ContactSelectionBarProps {
  /** How many contacts are selected. */
  count: number;
  /** Every match of the list, for "Select all N matching". */
  total: number;
  /**
   * Whether the server stopped counting at `total` (a search past 5,000 matches): "5,000+".
   * @default false
   */
  isTotalCapped?: boolean;
  /**
   * Whether the selection is every match (so its count is `total`, capped or not).
   * @default false
   */
  isAllMatching?: boolean;
  /** Whether to offer "Select all N matching" (every loaded row is ticked, not every match). */
  canSelectAllMatching: boolean;
  onSelectAllMatching: () => void;
  onBulkAction: (action: ContactBulkAction) => void;
  onClear: () => void;
}

/** Over the table while contacts are selected: how many, and what can be done to them. */
export function ContactSelectionBar({
  count,
  total,
  isTotalCapped = false,
  isAllMatching = false,
  canSelectAllMatching,
  onSelectAllMatching,
  onBulkAction,
  onClear,
}: ContactSelectionBarProps) {
  return (
    <div className={styles.selectionBar}>
      <span>{`${contactsTotal(count, isAllMatching && isTotalCapped)} selected`}</span>
      {canSelectAllMatching && (
        <Button variant="ghost" size="sm" onPress={onSelectAllMatching}>
          {`Select all ${total.toLocaleString('en-US')}${isTotalCapped ? '+' : ''} matching`}
        </Button>
      )}
      <Button variant="secondary" size="sm" onPress={() => onBulkAction('bulk-tag')}>
        Add Tag
      </Button>
      <Button variant="secondary" size="sm" onPress={() => onBulkAction('campaign')}>
        Add to Campaign
      </Button>
      <Button variant="secondary" size="sm" onPress={() => onBulkAction('workflow')}>
        Add to workflow
      </Button>
      <Button variant="destructive" size="sm" onPress={() => onBulkAction('delete')}>
        Delete
      </Button>
      <Button variant="ghost" size="sm" onPress={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
