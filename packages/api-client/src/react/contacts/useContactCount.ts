import { useQuery } from '@tanstack/react-query';
import type { ContactFilterInput } from '../../contacts/contacts.list.schemas';
import { contactQueries } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** The exact number of contacts `filter` matches; `enabled: false` asks nothing. */
export function useContactCount(filter: ContactFilterInput, { enabled = true } = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...contactQueries.count(client, filter), enabled: signedIn && enabled });
}
