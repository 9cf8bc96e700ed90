import { useInfiniteQuery } from '@tanstack/react-query';
import { sendingQueries } from '../../sending/sending.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** The local outbox, newest first, a page at a time. */
export function useOutboxMessages() {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useInfiniteQuery({ ...sendingQueries.outbox(client), enabled: signedIn });
}
