import { useQuery } from '@tanstack/react-query';
import { bouncesQueries } from '../../bounces/bounces.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/**
 * Messages sent in a window and the bounces and complaints that came back in it; waits for the
 * window (null: not known yet, such as before the analytics summary has answered).
 */
export function useBounceTotals(window: { from: string; to: string } | null) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...bouncesQueries.totals(client, window?.from ?? '', window?.to ?? ''),
    enabled: signedIn && window !== null,
  });
}
