import { useQuery } from '@tanstack/react-query';
import { contactQueries } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The contacts list (`GET /api/contacts`), fetched only when signed in. */
export function useContacts({ enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...contactQueries.list(client), enabled: signedIn && enabled });
}
