import { useInfiniteQuery } from '@tanstack/react-query';
import { outboxQueries } from '../../outbox/outbox.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** The local outbox, newest first, a page at a time. */
export function useOutboxMessages() {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useInfiniteQuery({ ...outboxQueries.list(client), enabled: signedIn });
}
