import { contactQueries } from '../../contacts/contacts.queries';
import type { ContactTimelineKind } from '../../contacts/contactTimeline.schemas';
import { useApiClient } from '../ApiClientProvider';
import { usePagedQuery } from '../usePagedQuery';

/**
 * A contact's timeline of `kinds` (none: every kind), newest first, a page at a time
 * (`GET /api/contacts/{id}/timeline`): `data` is `{ rows, total }`; `fetchNextPage` loads more.
 */
export function useContactTimeline(contactId: number, kinds: readonly ContactTimelineKind[]) {
  return usePagedQuery(contactQueries.timeline(useApiClient(), contactId, kinds), true);
}
