import { useQuery } from '@tanstack/react-query';
import { contactQueries } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** The workflows a contact is in (or went through) and where, newest entry first. */
export function useContactWorkflows(contactId: number) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...contactQueries.workflows(client, contactId), enabled: signedIn });
}
