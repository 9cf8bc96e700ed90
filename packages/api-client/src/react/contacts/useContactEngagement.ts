import { useQuery } from '@tanstack/react-query';
import { contactQueries } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** A contact's sends, opens, clicks, unsubscribe and bounce, newest campaign first. */
export function useContactEngagement(contactId: number, { enabled = true } = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...contactQueries.engagement(client, contactId),
    enabled: signedIn && enabled,
  });
}
