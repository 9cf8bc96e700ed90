import { useQuery } from '@tanstack/react-query';
import type { ContactFilterInput } from '../../contacts/contacts.list.schemas';
import { contactQueries } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** How many contacts match the filter (`GET /api/contacts/count`); all of them when empty. */
export function useContactCount(
  filter: ContactFilterInput = {},
  { enabled = true }: ReadHookOptions = {},
) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...contactQueries.count(client, filter), enabled: signedIn && enabled });
}
