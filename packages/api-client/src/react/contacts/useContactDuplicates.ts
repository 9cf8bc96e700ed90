import { contactQueries } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';
import { usePagedQuery } from '../usePagedQuery';

/**
 * Groups of likely duplicate contacts (`GET /api/contacts/duplicates`), a page at a time: `data`
 * is `{ rows, total }`; `fetchNextPage` loads more.
 */
export function useContactDuplicates() {
  return usePagedQuery(contactQueries.duplicates(useApiClient()), true, {
    keepPreviousRows: false,
  });
}
