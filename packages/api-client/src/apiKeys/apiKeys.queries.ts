import type { ApiClient } from '../client';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import type { ApiKeyInput } from './apiKeys.schemas';

/** Query keys of API keys: the list. */
export const apiKeyKeys = {
  all: ['apiKeys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};

export const apiKeyQueries = {
  /** `GET /api/api-keys`. */
  list: (client: ApiClient) => ({
    queryKey: apiKeyKeys.list(),
    queryFn: () => client.getApiKeys(),
  }),
};

const refresh = (queryClient: QueryInvalidator) => invalidateAll(queryClient, [apiKeyKeys.all]);

export const apiKeyMutations = {
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...apiKeyKeys.all, 'create'] as const,
    mutationFn: (input: ApiKeyInput) => client.createApiKey(input),
    onSuccess: () => refresh(queryClient),
  }),
  revoke: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...apiKeyKeys.all, 'revoke'] as const,
    mutationFn: (id: number) => client.revokeApiKey(id),
    onSuccess: () => refresh(queryClient),
  }),
};
