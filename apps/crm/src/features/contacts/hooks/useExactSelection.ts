import { useContactCount } from '@crm/api-client/react';
import type { ContactSelection } from '../lib/contactSelection';

/**
 * The selection with its exact size, for a bulk action's confirmation: ticked ids are counted
 * already; a filter's matches are counted by the server before the action asks (a search's list
 * total stops at 5,000). `count` is undefined while counting.
 */
export function useExactSelection(selection: ContactSelection) {
  const isFilter = 'filter' in selection;
  const counted = useContactCount(isFilter ? selection.filter : {}, { enabled: isFilter });
  if (!isFilter) return { selection, isCounting: false, isError: false };
  return {
    selection: counted.data === undefined ? undefined : { ...selection, count: counted.data },
    isCounting: counted.isPending,
    isError: counted.isError,
  };
}
