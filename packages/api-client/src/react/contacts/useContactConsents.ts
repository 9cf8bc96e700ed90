import { useQuery } from '@tanstack/react-query';
import { contactQueries } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** A contact's consent history (signups through forms and their confirmations), oldest first. */
export function useContactConsents(contactId: number) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...contactQueries.consents(client, contactId), enabled: signedIn });
}
