import { useQuery } from '@tanstack/react-query';
import { domainsQueries } from '../../domains/domains.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The account's 7-day complaint and bounce rates against Gmail's bulk-sender limits. */
export function useDomainReadiness({ enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...domainsQueries.readiness(client), enabled: signedIn && enabled });
}
