import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { domainsMutations, domainsQueries } from '../../domains/domains.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The sending domain's warm-up: its start, and today's cap and use (`GET /api/domains/warmup`). */
export function useWarmup({ enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...domainsQueries.warmup(client), enabled: signedIn && enabled });
}

/** Starts a warm-up today or ends it (`PUT /api/domains/warmup`). */
export function useSaveWarmup() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(domainsMutations.saveWarmup(client, queryClient));
}
