import { useQuery } from '@tanstack/react-query';
import { domainsQueries } from '../../domains/domains.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The sending domain's DNS checks. */
export function useDomainChecks({ enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...domainsQueries.checks(client), enabled: signedIn && enabled });
}
