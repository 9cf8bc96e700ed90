import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeyMutations, apiKeyQueries } from '../../apiKeys/apiKeys.queries';
import { useApiClient } from '../ApiClientProvider';

/** The workspace's live API keys (`GET /api/api-keys`). */
export function useApiKeys() {
  return useQuery(apiKeyQueries.list(useApiClient()));
}

/** Creates a key; the answer holds the whole key, shown once. The list refetches. */
export function useCreateApiKey() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(apiKeyMutations.create(client, queryClient));
}

/** Revokes a key at once; the list refetches. */
export function useRevokeApiKey() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(apiKeyMutations.revoke(client, queryClient));
}
