import { useQuery } from '@tanstack/react-query';
import { outboxQueries } from '../../outbox/outbox.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** One stored message with its headers, HTML and plain-text parts. */
export function useOutboxMessage(id: number | null) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...outboxQueries.message(client, id ?? 0),
    enabled: signedIn && id !== null,
  });
}
