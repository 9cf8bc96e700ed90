import { useQuery } from '@tanstack/react-query';
import { sendingQueries } from '../../sending/sending.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** One stored message with its headers, HTML and plain-text parts. */
export function useOutboxMessage(id: number | null) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...sendingQueries.outboxMessage(client, id ?? 0),
    enabled: signedIn && id !== null,
  });
}
