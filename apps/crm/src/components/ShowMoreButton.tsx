import { Button } from '@crm/ui';
import { formatCount } from '../lib/formatCount';

export interface ShowMoreButtonProps {
  /** How many rows the list shows now. */
  shown: number;
  /** How many there are in all. */
  total: number;
  /** The list counted no further than `total` and has more: shown as "1,000+". */
  totalIsLowerBound?: boolean;
  /** The next page is on its way: the button waits for it. */
  isLoading: boolean;
  onPress: () => void;
}

/** "Show more (n of m)" under a list read a page at a time. */
export function ShowMoreButton({
  shown,
  total,
  totalIsLowerBound = false,
  isLoading,
  onPress,
}: ShowMoreButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      // Not isPending: react-aria announces a pending button by pointing at its id, and this one
      // goes away with the last page, leaving the announcement unlabelled.
      isDisabled={isLoading}
      onPress={onPress}
    >
      {`Show more (${formatCount(shown)} of ${formatCount(total)}${totalIsLowerBound ? '+' : ''})`}
    </Button>
  );
}
