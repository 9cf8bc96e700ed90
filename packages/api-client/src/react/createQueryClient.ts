import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/**
 * The client data cache of spec section 9: no refetch interval, no refetch on window focus, data
 * never stale, no retries for reads or writes. Writes keep lists fresh by invalidating them.
 * `config` is merged over these defaults.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}
