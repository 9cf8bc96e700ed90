import { useQuery } from '@tanstack/react-query';
import { sendingQueries } from '../../sending/sending.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** Whether the server delivers by SMTP or keeps messages in the local outbox. */
export function useSendingStatus() {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...sendingQueries.status(client), enabled: signedIn });
}
