import { useQuery } from '@tanstack/react-query';
import { contactQueries } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** One contact (its page's header); a contacts write refetches it. */
export function useContact(contactId: number) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...contactQueries.one(client, contactId), enabled: signedIn });
}
