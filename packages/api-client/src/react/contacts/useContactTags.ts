import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contactQueries } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/**
 * The account's tags to suggest for what a tag box holds (a word of the tag starts with it; the
 * most used first). The last answer stays while the next loads, so the list does not flicker.
 */
export function useContactTags(q: string) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...contactQueries.tags(client, q),
    enabled: signedIn,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
