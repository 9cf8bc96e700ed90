import { noteQueries } from '../../notes/notes.queries';
import { useApiClient } from '../ApiClientProvider';
import { usePagedQuery } from '../usePagedQuery';

/** A contact's notes, pinned first, then newest: `data` is `{ rows, total }`. */
export function useContactNotes(contactId: number) {
  return usePagedQuery(noteQueries.ofContact(useApiClient(), contactId), true);
}
